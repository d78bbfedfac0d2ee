import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listCampaigns, type CampaignRow } from '@shop/tools/release/campaigns';
import { SHELL, type BundleState, type ReleaseInfo, type StoreState } from '@shop/tools/release/state';
import type { ErrorLog, VersionErrors } from './error-reports.ts';
import { registerCampaignEditor, type CampaignAdmin } from './campaign-editor.ts';
import { OPERATOR_CONSOLE_CSS, OPERATOR_CONSOLE_HTML, OPERATOR_CONSOLE_JS } from './operator-console.ts';

export type { CampaignAdmin } from './campaign-editor.ts';

/**
 * The operator console: a JSON API (`/operator/api/status`) and a small page (`/operator`) beside
 * the storefront, for feature teams and campaign managers. The password lives in the server's
 * environment (`OPERATOR_PASSWORD`) and nowhere in storefront code; without it the console does
 * not exist (404), so a store started with defaults exposes nothing. A login gives an HttpOnly,
 * SameSite=Strict session cookie scoped to `/operator`, kept in this process's memory.
 */
export const OPERATOR_COOKIE = 'shop_operator';
const SESSION_MS = 8 * 3_600_000;
const LOGIN_ATTEMPTS_PER_MINUTE = 10;

export interface VersionView {
  version: string;
  publishedAt: string;
  release?: ReleaseInfo;
  /** `@shop/shared` as built (the shell: the version it carries; a remote: the range it requires). */
  shared?: { version?: string; requiredVersion?: string };
  /** Hash of the events/stores contract the version was built against (equal hashes agree). */
  contract?: string;
  /** Shopper-reported errors in the last hour for this version. */
  errors: VersionErrors | null;
}

export interface BundleView {
  name: string;
  live: VersionView | null;
  canary: (VersionView & { percent: number; startedAt: string }) | null;
  /** Versions that were live before, newest first. */
  previous: VersionView[];
  /** Stored, never live or rolled past: `rollback --to` can switch to them. */
  stored: VersionView[];
  windows: CampaignRow[];
}

function view(bundle: BundleState, version: string, errors: Record<string, VersionErrors>): VersionView {
  const meta = bundle.versions[version];
  return {
    version,
    publishedAt: meta?.publishedAt ?? '',
    ...(meta?.release ? { release: meta.release } : {}),
    ...(meta?.shared ? { shared: meta.shared } : {}),
    ...(meta?.contract ? { contract: meta.contract.hash } : {}),
    errors: errors[version] ?? null,
  };
}

/** What the console shows: each bundle's live, canary, previous and stored versions, windows, errors. */
export function operatorView(state: StoreState, reported: Record<string, Record<string, VersionErrors>>, now: Date): { bundles: BundleView[]; generatedAt: string } {
  const campaigns = listCampaigns(state, now);
  const bundles = [...(state.shell ? [state.shell] : []), ...Object.values(state.remotes).toSorted((a, b) => a.name.localeCompare(b.name))];
  return {
    generatedAt: now.toISOString(),
    bundles: bundles.map((bundle) => {
      const errs = reported[bundle.name] ?? {};
      const previous = bundle.history.toReversed().filter((v) => v in bundle.versions);
      const shown = new Set([bundle.current, bundle.canary?.version, ...previous]);
      return {
        name: bundle.name,
        live: bundle.current ? view(bundle, bundle.current, errs) : null,
        canary: bundle.canary ? { ...view(bundle, bundle.canary.version, errs), percent: bundle.canary.percent, startedAt: bundle.canary.startedAt } : null,
        previous: previous.map((v) => view(bundle, v, errs)),
        stored: Object.keys(bundle.versions)
          .filter((v) => !shown.has(v))
          .map((v) => view(bundle, v, errs))
          .toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
        windows: bundle.name === SHELL ? [] : campaigns.filter((c) => c.remote === bundle.name),
      };
    }),
  };
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

function readCookie(header: string | undefined, name: string): string | undefined {
  return header
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function cookie(request: FastifyRequest, value: string, maxAge: number): string {
  return `${OPERATOR_COOKIE}=${value}; Path=/operator; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${request.protocol === 'https' ? '; Secure' : ''}`;
}

/** The console's own files: never cached, and a policy that allows only this origin. */
function send(reply: FastifyReply, type: string, body: string): FastifyReply {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'")
    .type(type)
    .send(body);
}

export interface OperatorOptions {
  password: string | undefined;
  state: () => Promise<StoreState>;
  /** Shoppers' error reports (absent: no credential for them, the console shows no rates). */
  errors?: ErrorLog;
  now?: () => Date;
  campaigns?: CampaignAdmin;
}

export function registerOperator(app: FastifyInstance, { password, state, errors, now = () => new Date(), campaigns }: OperatorOptions): void {
  if (!password) return;
  const expected = digest(password);
  const sessions = new Map<string, number>();
  const attempts = new Map<string, { minute: number; count: number }>();

  const signedIn = (request: FastifyRequest): boolean => {
    const token = readCookie(request.headers.cookie, OPERATOR_COOKIE);
    const until = token ? sessions.get(token) : undefined;
    if (!token || until === undefined) return false;
    if (until < now().getTime()) {
      sessions.delete(token);
      return false;
    }
    return true;
  };
  app.get('/operator', async (_request, reply) => send(reply, 'text/html; charset=utf-8', OPERATOR_CONSOLE_HTML));
  app.get('/operator/console.js', async (_request, reply) => send(reply, 'text/javascript; charset=utf-8', OPERATOR_CONSOLE_JS));
  app.get('/operator/console.css', async (_request, reply) => send(reply, 'text/css; charset=utf-8', OPERATOR_CONSOLE_CSS));

  app.post('/operator/login', { bodyLimit: 1024 }, async (request, reply) => {
    const minute = Math.floor(now().getTime() / 60_000);
    const seen = attempts.get(request.ip);
    const count = seen?.minute === minute ? seen.count + 1 : 1;
    attempts.set(request.ip, { minute, count });
    if (count > LOGIN_ATTEMPTS_PER_MINUTE) return reply.code(429).send({ message: 'Too many attempts; wait a minute' });
    const given = (request.body as { password?: unknown } | null)?.password;
    if (typeof given !== 'string' || given.length === 0) return reply.code(400).send({ message: 'password is required' });
    if (!timingSafeEqual(digest(given), expected)) return reply.code(401).send({ message: 'Wrong password' });
    const token = randomBytes(32).toString('base64url');
    for (const [t, until] of sessions) if (until < now().getTime()) sessions.delete(t);
    sessions.set(token, now().getTime() + SESSION_MS);
    return reply.header('Set-Cookie', cookie(request, token, SESSION_MS / 1000)).code(204).send();
  });

  app.post('/operator/logout', async (request, reply) => {
    const token = readCookie(request.headers.cookie, OPERATOR_COOKIE);
    if (token) sessions.delete(token);
    return reply.header('Set-Cookie', cookie(request, '', 0)).code(204).send();
  });

  app.get('/operator/api/status', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!signedIn(request)) return reply.code(401).send({ message: 'Sign in first' });
    // The back end keeps the reports: if it cannot answer, the versions are still shown.
    const reported = errors
      ? await errors.summary().catch((error: unknown) => {
          request.log.error({ err: error }, 'shopper error reports unavailable');
          return {};
        })
      : {};
    return operatorView(await state(), reported, now());
  });

  // Campaign managers' part: the editor and its calls to the campaigns' admin API.
  registerCampaignEditor(app, { signedIn, campaigns, send });
}
