import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext, FeatureModule } from '../context.ts';
import { consume } from '../auth/rate-limit.ts';
import { ApiError } from '../http/errors.ts';
import { defineMessages } from '../http/messages.ts';
import { bearerMatches, resolveServerToken } from '../http/server-token.ts';
import { SHOPPER_ERROR_KINDS } from './repository.ts';
import { addressKey, callerKey } from '../http/address-key.ts';

const msg = defineMessages({
  shopper_errors_required: {
    fr: "Identifiant des rapports d'erreurs manquant ou invalide.",
    en: 'The error reports credential is missing or wrong.',
  },
  shopper_errors_disabled: {
    fr: "Les rapports d'erreurs ne sont pas configurés sur ce serveur.",
    en: 'Error reports are not configured on this server.',
  },
});

/** The gateways' credential for this API: `ERROR_REPORTS_TOKEN`, else a file beside the SQLite database. */
export const REPORTS_TOKEN = { variable: 'ERROR_REPORTS_TOKEN', file: 'error-reports.token' } as const;

export function resolveReportsToken(dbFile: string, env: NodeJS.ProcessEnv = process.env): string | null {
  return resolveServerToken(dbFile, REPORTS_TOKEN, env);
}

/**
 * What one shopper may send, counted in the database so every gateway shares the counts: per
 * address and minute (a loop must not flood; many shoppers share one address behind a
 * carrier's NAT, hence more visit batches than reports), and per page load (its token's id):
 * a browser sends at most 5 distinct reports per page and a visit batch every 10 s.
 */
export const REPORT_LIMITS = {
  reportsPerClient: { max: 20, windowSeconds: 60 },
  batchesPerClient: { max: 120, windowSeconds: 60 },
  reportsPerPage: { max: 10, windowSeconds: 6 * 3600 },
  batchesPerPage: { max: 12, windowSeconds: 60 },
};

/** The console shows the last hour; rows are kept a while longer, then pruned. */
const WINDOW_MINUTES = 60;
const KEEP_MINUTES = 120;

const Bundle = Type.String({ pattern: '^(?:shell|[a-z][a-z0-9-]{0,63})$' });
const Version = Type.String({ pattern: '^[0-9A-Za-z.+-]{1,64}$' });
/** Who sent it (the address the gateway saw) and which page load (its token's id): for the limits only. */
const Sender = { client: Type.String({ minLength: 1, maxLength: 64 }), page: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) };
const Count = Type.Integer({ minimum: 0, maximum: 500 });

const ReportBody = Type.Object({
  ...Sender,
  kind: Type.Union(SHOPPER_ERROR_KINDS.map((k) => Type.Literal(k))),
  bundle: Bundle,
  version: Version,
  message: Type.String({ maxLength: 300 }),
});
const VisitsBody = Type.Object({
  ...Sender,
  visits: Type.Array(Type.Object({ bundle: Bundle, version: Version, visits: Count, failed: Count }), { minItems: 1, maxItems: 20 }),
});
const Kinds = Type.Object(Object.fromEntries(SHOPPER_ERROR_KINDS.map((k) => [k, Type.Optional(Type.Integer())])));
const TotalsSchema = Type.Object({
  window_minutes: Type.Integer(),
  versions: Type.Array(
    Type.Object({ bundle: Type.String(), version: Type.String(), count: Type.Integer(), visits: Type.Integer(), failed: Type.Integer(), kinds: Kinds, last: Type.String() }),
  ),
});

const minuteOf = (ctx: AppContext): number => Math.floor(ctx.now().getTime() / 60_000);

/**
 * Shoppers' error reports and visit counts per bundle version (decision 029), for the operator
 * console's error rate: the gateways pass on what browsers send them (`POST /errors`, checked
 * there against the page-load token and the store's releases) and read the last hour back.
 * Server to server only, behind the gateways' credential; nothing identifies a shopper.
 */
export const shopperErrorsModule: FeatureModule = async (app, { ctx }) => {
  const token = ctx.store.engine === 'sqlite' ? resolveReportsToken(ctx.store.connection.name) : resolveReportsToken('');
  await app.register(async (scoped) => registerRoutes(scoped, ctx, token));
};

function registerRoutes(untyped: FastifyInstance, ctx: AppContext, token: string | null): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  // Scoped to this plugin: only the routes below pass through it.
  app.addHook('onRequest', async (request) => {
    if (token === null) throw new ApiError(403, msg('shopper_errors_disabled'));
    if (bearerMatches(request.headers.authorization, token)) return;
    // Guessing is slowed per address; a gateway holding the credential is never locked out.
    await consume(ctx, `shopper-errors-admin:${callerKey(request)}`, { max: 20, windowSeconds: 300 });
    throw new ApiError(401, msg('shopper_errors_required'));
  });

  const pruneNowAndThen = async () => {
    if (Math.random() < 0.01) await ctx.repos.shopperErrors.prune(minuteOf(ctx) - KEEP_MINUTES);
  };

  app.post('/api/admin/shopper-errors/reports', { bodyLimit: 4096, schema: { body: ReportBody } }, async (request, reply) => {
    const { client, page, ...report } = request.body;
    // Counted first (decision 028): over either limit the report is refused with a 429.
    await consume(ctx, `shopper-errors:${addressKey(client)}`, REPORT_LIMITS.reportsPerClient);
    await consume(ctx, `shopper-errors-page:${page}`, REPORT_LIMITS.reportsPerPage);
    await ctx.repos.shopperErrors.report(report, minuteOf(ctx), ctx.now().getTime());
    await pruneNowAndThen();
    return reply.code(204).send();
  });

  app.post('/api/admin/shopper-errors/visits', { bodyLimit: 8192, schema: { body: VisitsBody } }, async (request, reply) => {
    const { client, page, visits } = request.body;
    await consume(ctx, `shopper-visits:${addressKey(client)}`, REPORT_LIMITS.batchesPerClient);
    await consume(ctx, `shopper-visits-page:${page}`, REPORT_LIMITS.batchesPerPage);
    await ctx.repos.shopperErrors.visited(visits, minuteOf(ctx));
    await pruneNowAndThen();
    return reply.code(204).send();
  });

  app.get('/api/admin/shopper-errors', { schema: { response: { 200: TotalsSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const minute = minuteOf(ctx);
    await ctx.repos.shopperErrors.prune(minute - KEEP_MINUTES);
    return { window_minutes: WINDOW_MINUTES, versions: await ctx.repos.shopperErrors.totals(minute - WINDOW_MINUTES) };
  });
}
