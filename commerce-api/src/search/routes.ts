import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SearchConfigSchema } from '@shop/shared/contracts/search-schema';
import type { AppContext, FeatureModule } from '../context.ts';
import type { Locale } from '../http/locale.ts';
import { SearchError, type SearchAnswer, type SearchParams } from './port.ts';
import { indexUid, MeiliSync, searchKeyFor } from './meili-sync.ts';
import { answerHeaders, sendAnswer } from '../catalog/encoded-body.ts';
import { intParam, invalid, readSearchParams } from './params.ts';

const LINK = 'https://docs.meilisearch.com/errors#';

function meiliError(reply: FastifyReply, status: number, code: string, message: string, type = status === 401 || status === 403 ? 'auth' : 'invalid_request') {
  return reply.status(status).send({ message, code, type, link: `${LINK}${code}` });
}

/** Index uid → locale: `{prefix}fr_products` / `{prefix}en_products`. */
function localeOfIndex(uid: string, prefix: string): Locale | undefined {
  if (uid === `${prefix}fr_products`) return 'fr';
  if (uid === `${prefix}en_products`) return 'en';
  return undefined;
}

/** Refuses, before the body is even parsed, what a search-only key may not do. */
const deny = async (_request: FastifyRequest, reply: FastifyReply) => meiliError(reply, 403, 'invalid_api_key', 'The provided API key is invalid.');

/**
 * `/search/…`: a Meilisearch-compatible, read-only search endpoint over the catalogue, used when
 * no Meilisearch runs (fresh machine, CI). Requires `Authorization: Bearer <public search key>`;
 * everything but searching is refused with 403, as a search-only key is in Meilisearch.
 * With MEILI_HOST set, the documents go to that Meilisearch instead and these routes are not
 * registered: the gateway forwards the browser's searches to the real Meilisearch.
 */
export const searchModule: FeatureModule = async (untyped: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  registerSearchConfig(untyped, ctx);

  if (ctx.config.meiliHost) {
    const sync = new MeiliSync(ctx, app.log);
    untyped.readiness.wait('search-push', sync.firstRound);
    // Started once every module has registered: its first round reads the whole catalogue, which
    // during start-up held back the modules still registering past their 10 s (PostgreSQL, a
    // busy machine).
    app.addHook('onReady', async () => void sync.start());
    app.addHook('onClose', async () => sync.stop());
    return;
  }

  // Errors under /search/ use Meilisearch's shape, not Magento's (this plugin is encapsulated).
  app.setErrorHandler((error: FastifyError | SearchError, request, reply) => {
    if (error instanceof SearchError) return meiliError(reply, error.status, error.code, error.message);
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) return meiliError(reply, 413, 'payload_too_large', 'The provided payload reached the size limit.');
    if (status === 415) return meiliError(reply, 415, 'invalid_content_type', 'The Content-Type header is not supported. Use `application/json`.');
    if (status >= 400 && status < 500) return meiliError(reply, 400, 'bad_request', 'The request body could not be read as JSON.');
    request.log.error({ err: error }, 'search failed');
    return meiliError(reply, 500, 'internal', 'An internal error has occurred.', 'internal');
  });
  registerLocalSearch(untyped, ctx);
};

/** Where and with which key the browser searches. */
function registerSearchConfig(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { config } = ctx;
  const indexes = { fr: indexUid(config.indexPrefix, 'fr'), en: indexUid(config.indexPrefix, 'en') };
  // With Meilisearch, the browser's key is the search-only key made from the master key (asked
  // for once; forgotten on failure so the next request asks again).
  let key: Promise<string> | undefined;
  const browserKey = () => {
    if (!config.meiliHost) return Promise.resolve(config.searchKey);
    if (!key) {
      const asked = searchKeyFor(ctx);
      key = asked;
      asked.catch(() => (key === asked ? (key = undefined) : undefined));
    }
    return key;
  };
  // The browser always searches this origin's /search/: answered here, or forwarded to
  // Meilisearch by the gateway (gateway/src/search-proxy.ts).
  app.get('/api/search-config', { schema: { response: { 200: SearchConfigSchema, 503: Type.Object({ message: Type.String() }) } } }, async (_request, reply) => {
    try {
      return { host: '/search', key: await browserKey(), indexPrefix: config.indexPrefix, indexes };
    } catch (error) {
      app.log.error({ err: error }, 'no search key from Meilisearch');
      return reply.status(503).send({ message: 'Search is unavailable for a moment.' });
    }
  });
}

/** The search-only endpoint answered here: health, search by GET and POST, multi-search, and refusals. */
function registerLocalSearch(untyped: FastifyInstance, ctx: AppContext): void {
  // No body schema: Meilisearch's requests are checked by hand below, to refuse them with
  // Meilisearch's own error codes; the type provider keeps an unchecked body `unknown`.
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { config } = ctx;
  const authorize = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['authorization'];
    if (!header) {
      return meiliError(reply, 401, 'missing_authorization_header', 'The Authorization header is missing. It must use the bearer authorization method.');
    }
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match || match[1] !== config.searchKey) return meiliError(reply, 403, 'invalid_api_key', 'The provided API key is invalid.');
    return undefined;
  };

  const localeOf = (uid: string): Locale => {
    const locale = localeOfIndex(uid, config.indexPrefix);
    if (!locale) throw new SearchError(404, 'index_not_found', `Index \`${uid.slice(0, 100)}\` not found.`);
    return locale;
  };
  // Searches run on a reader thread (ctx.reader), which keeps the indexes and the answers.
  const run = (uid: string, params: SearchParams) => ctx.reader.read('searchRun', { locale: localeOf(uid), now: ctx.now().getTime(), params });

  app.get('/search/health', async () => ({ status: 'available' }));

  const indexParams = Type.Object({ uid: Type.String() });
  app.post('/search/indexes/:uid/search', { onRequest: authorize, schema: { params: indexParams } }, async (request, reply) => {
    const { uid } = request.params;
    const input = { locale: localeOf(uid), now: ctx.now().getTime(), uid, body: request.body, ...answerHeaders(request) };
    return sendAnswer(reply, await ctx.reader.read('search', input));
  });

  // Meilisearch's parameters, read (and refused) by readSearchParams.
  const querystring = Type.Record(Type.String(), Type.Unknown());
  app.get('/search/indexes/:uid/search', { onRequest: authorize, schema: { params: indexParams, querystring } }, async (request) => {
    const { uid } = request.params;
    return run(uid, readSearchParams({ ...request.query }, true));
  });

  app.post('/search/multi-search', { onRequest: authorize }, async (request) => multiSearch(request.body, run));

  // Anything else (documents, settings, keys, index management) needs more than a search key.
  app.all('/search/*', { onRequest: [authorize, deny] }, async (_request, reply) => deny(_request, reply));
}

/** Meilisearch's multi-search: each query on its index, or with `federation` one merged, ranked list. */
async function multiSearch(body: unknown, run: (uid: string, params: SearchParams) => Promise<SearchAnswer>) {
  if (!body || typeof body !== 'object' || !('queries' in body) || !Array.isArray(body.queries)) {
    throw invalid('missing_parameter', 'Missing field `queries`');
  }
  const queries: unknown[] = body.queries;
  if (queries.length > 50) throw invalid('bad_request', 'Too many queries in one multi-search (50 at most).');
  const federation = 'federation' in body ? body.federation : undefined;
  const results = [];
  for (const [i, q] of queries.entries()) {
    if (!q || typeof q !== 'object' || typeof (q as Record<string, unknown>)['indexUid'] !== 'string') {
      throw invalid('missing_index_uid', `Inside \`.queries[${i}]\`: Missing field \`indexUid\``);
    }
    const uid = (q as Record<string, string>)['indexUid']!;
    try {
      const params = readSearchParams(q);
      results.push({ indexUid: uid, ...(await run(uid, federation ? { ...params, offset: 0, limit: 1000, page: undefined, hitsPerPage: undefined, showRankingScore: true } : params)) });
    } catch (error) {
      if (error instanceof SearchError) throw new SearchError(error.status, error.code, `Inside \`.queries[${i}]\`: ${error.message}`);
      throw error;
    }
  }
  if (federation === undefined || federation === null) return { results };
  if (typeof federation !== 'object' || Array.isArray(federation)) throw invalid('invalid_multi_search_federation', 'Invalid value type at `.federation`: expected an object.');
  // Federated search: one merged list ordered by each hit's normalised relevance.
  const f = federation as Record<string, unknown>;
  const offset = intParam('federation.offset', 'invalid_multi_search_federation', f['offset']) ?? 0;
  const limit = intParam('federation.limit', 'invalid_multi_search_federation', f['limit'], 1000) ?? 20;
  const merged = results
    .flatMap((r, queriesPosition) => r.hits.map((hit): Record<string, unknown> => ({ ...hit, _federation: { indexUid: r.indexUid, queriesPosition } })))
    .toSorted((a, b) => Number(b['_rankingScore'] ?? 0) - Number(a['_rankingScore'] ?? 0));
  return {
    hits: merged.slice(offset, offset + limit),
    processingTimeMs: results.reduce((s, r) => s + r.processingTimeMs, 0),
    limit,
    offset,
    estimatedTotalHits: merged.length,
  };
}
