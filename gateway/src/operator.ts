import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listCampaigns, type CampaignRow } from '@shop/tools/release/campaigns';
import { SHELL, type BundleState, type ReleaseInfo, type StoreState } from '@shop/tools/release/state';
import type { ErrorLog, VersionErrors } from './error-reports.ts';
import { registerCampaignEditor, type CampaignAdmin } from './campaign-editor.ts';
import { OPERATOR_CONSOLE_CSS, OPERATOR_CONSOLE_HTML, OPERATOR_CONSOLE_JS } from './operator-console.ts';
import { actingFor, refuse, registerPageFiles, relay, unavailable, type BackEnd } from './operator-page.ts';
import { registerOrderDesk } from './order-desk.ts';
import { registerReviewDesk } from './review-desk.ts';

export type { CampaignAdmin } from './campaign-editor.ts';

/**
 * The operator console: a JSON API (`/operator/api/…`) and a small page (`/operator`) beside
 * the storefront, for the shop's staff. Each operator signs in with a personal account kept by
 * the back end (decision 031), which this server reaches with the credential only it holds; the
 * browser gets an HttpOnly, SameSite=Strict cookie scoped to `/operator` whose session lives in
 * the database, so every gateway on it knows it. `OPERATOR_PASSWORD` turns the console on and
 * makes the first administrator (`admin`) while no account exists; without it the console does
 * not exist (404), so a store started with defaults exposes nothing.
 */
export const OPERATOR_COOKIE = 'shop_operator';

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

function readCookie(header: string | undefined, name: string): string | undefined {
  return header
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function cookie(request: FastifyRequest, value: string, maxAge: number): string {
  return `${OPERATOR_COOKIE}=${value}; Path=/operator; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${request.protocol === 'https' ? '; Secure' : ''}`;
}

/** The largest photo the back end takes (12 MB), with room for the request itself. */
const PICTURE_BODY_LIMIT = 12 * 1024 * 1024 + 1024;

export type OperatorRole = 'admin' | 'releases' | 'campaigns' | 'orders';

/** The signed-in operator, as the back end knows them from the session. */
export interface Operator {
  login: string;
  roles: OperatorRole[];
  /** The session token (the cookie's value), for calls made on the operator's behalf. */
  session: string;
}

/**
 * Checks the session a request carries and the role a console action needs; on failure it has
 * answered (401 signed out, 403 role missing, 503 no back end) and gives null.
 */
export type Authorize = (request: FastifyRequest, reply: FastifyReply, role: OperatorRole | null) => Promise<Operator | null>;
/** Writes an action the gateway carried out for an operator to the back end's audit log. */
export type Audit = (request: FastifyRequest, operator: Operator, action: string, subject: string) => Promise<void>;

export interface OperatorOptions {
  /** `OPERATOR_PASSWORD`: turns the console on, and makes the first administrator while no account exists. */
  password: string | undefined;
  state: () => Promise<StoreState>;
  /** Shoppers' error reports (absent: no credential for them, the console shows no rates). */
  errors?: ErrorLog;
  now?: () => Date;
  /** The back end's admin origin and the server-held credential its operator and campaign routes want. */
  campaigns?: CampaignAdmin;
}

export function registerOperator(app: FastifyInstance, { password, state, errors, now = () => new Date(), campaigns }: OperatorOptions): void {
  if (!password) return;
  let bootstrapped = false;

  /** A call to the back end's operator routes, with the server's credential and the browser's address. */
  const backEnd: BackEnd = async (request, method, path, options = {}) => {
    const token = campaigns?.token() ?? null;
    if (!campaigns || token === null) return null;
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const res = await fetch(`${campaigns.origin()}${path}${path.includes('?') ? '' : query}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        'x-operator-address': request.ip,
        ...(request.headers['accept-language'] ? { 'accept-language': String(request.headers['accept-language']) } : {}),
        ...(options.session ? { 'x-operator-session': options.session } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.raw ? { 'content-type': options.raw.type } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.raw ? { body: new Uint8Array(options.raw.bytes) } : {}),
    });
    return { status: res.status, text: await res.text() };
  };

  const authorize: Authorize = async (request, reply, role) => {
    reply.header('Cache-Control', 'no-store');
    const session = readCookie(request.headers.cookie, OPERATOR_COOKIE);
    if (!session || session.length > 100) {
      await refuse(reply, 401, 'signIn');
      return null;
    }
    const answer = await backEnd(request, 'GET', '/api/operator/session', { session });
    if (!answer) {
      await unavailable(reply);
      return null;
    }
    if (answer.status !== 200) {
      await refuse(reply, 401, 'signIn');
      return null;
    }
    const found = JSON.parse(answer.text) as { login: string; roles: OperatorRole[] };
    if (role && !found.roles.includes(role)) {
      await refuse(reply, 403, 'roleMissing', { role });
      return null;
    }
    return { ...found, session };
  };
  const audit: Audit = async (request, operator, action, subject) => {
    const answer = await backEnd(request, 'POST', '/api/operator/audit', { session: operator.session, body: { action, subject: subject.slice(0, 200) } });
    if (answer?.status !== 204) request.log.warn({ action, status: answer?.status }, 'operator action not written to the audit log');
  };

  const actFor = actingFor(authorize, backEnd);

  registerPageFiles(app, { page: '/operator', html: OPERATOR_CONSOLE_HTML, script: '/operator/console.js', js: OPERATOR_CONSOLE_JS, stylesheet: '/operator/console.css', css: OPERATOR_CONSOLE_CSS });

  app.post('/operator/login', { bodyLimit: 1024 }, async (request, reply) => {
    const body = request.body as { login?: unknown; password?: unknown } | null;
    const login = typeof body?.login === 'string' ? body.login : '';
    const given = body?.password;
    if (!login || typeof given !== 'string' || given.length === 0) return refuse(reply, 400, 'loginRequired');
    // The first administrator is made on the first sign-in any gateway sees, not at start: the
    // back end may still be starting then. The back end makes it once, whoever asks.
    if (!bootstrapped) {
      const made = await backEnd(request, 'POST', '/api/operator/bootstrap', { body: { password } });
      if (!made) return unavailable(reply);
      if (made.status === 200 || made.status === 201) bootstrapped = true;
      else request.log.error({ status: made.status, answer: made.text }, 'OPERATOR_PASSWORD did not make the first administrator');
    }
    const answer = await backEnd(request, 'POST', '/api/operator/sessions', { body: { login, password: given } });
    if (!answer) return unavailable(reply);
    if (answer.status !== 201) return relay(reply, answer);
    const session = JSON.parse(answer.text) as { token: string; expires_in: number; operator: { login: string; roles: OperatorRole[] } };
    return reply.header('Set-Cookie', cookie(request, session.token, session.expires_in)).code(200).send(session.operator);
  });

  app.post('/operator/logout', async (request, reply) => {
    const session = readCookie(request.headers.cookie, OPERATOR_COOKIE);
    if (session && session.length <= 100) await backEnd(request, 'DELETE', '/api/operator/session', { session });
    return reply.header('Set-Cookie', cookie(request, '', 0)).code(204).send();
  });

  app.get('/operator/api/me', async (request, reply) => {
    const operator = await authorize(request, reply, null);
    return operator ? { login: operator.login, roles: operator.roles } : reply;
  });

  app.get('/operator/api/status', async (request, reply) => {
    if (!(await authorize(request, reply, 'releases'))) return reply;
    // The back end keeps the reports: if it cannot answer, the versions are still shown.
    const reported = errors
      ? await errors.summary().catch((error: unknown) => {
          request.log.error({ err: error }, 'shopper error reports unavailable');
          return {};
        })
      : {};
    return operatorView(await state(), reported, now());
  });

  // Administrators' part: accounts and the audit log, kept by the back end.
  const asAdmin = (method: string, path: (request: FastifyRequest) => string, withBody: boolean) => actFor({ role: 'admin', method, path, withBody });
  app.get('/operator/api/accounts', asAdmin('GET', () => '/api/operator/accounts', false));
  app.post('/operator/api/accounts', { bodyLimit: 4096 }, asAdmin('POST', () => '/api/operator/accounts', true));
  app.patch('/operator/api/accounts/:login', { bodyLimit: 4096 }, asAdmin('PATCH', (request) => `/api/operator/accounts/${encodeURIComponent((request.params as { login: string }).login)}`, true));
  app.get('/operator/api/audit', asAdmin('GET', () => '/api/operator/audit', false));
  // A product's photo as the browser sends a file: its bytes, typed `image/…`, passed on as they
  // are; the back end resizes, stores and audits it (administrators only, checked on both sides).
  void app.register(async (upload) => {
    upload.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: PICTURE_BODY_LIMIT }, (_request, bytes, done) => done(null, bytes));
    upload.post('/operator/api/product-pictures/:sku', { bodyLimit: PICTURE_BODY_LIMIT }, async (request, reply) => {
      const operator = await authorize(request, reply, 'admin');
      if (!operator) return reply;
      const path = `/api/operator/product-pictures/${encodeURIComponent((request.params as { sku: string }).sku)}`;
      const answer = await backEnd(request, 'POST', path, { session: operator.session, raw: { bytes: request.body as Buffer, type: String(request.headers['content-type']) } });
      return answer ? relay(reply, answer) : unavailable(reply);
    });
  });

  // Campaign managers' part: the editor and its calls to the campaigns' admin API.
  registerCampaignEditor(app, { authorize, audit, campaigns });

  // The order desk's part: its calls act for the operator on the back end, which audits them.
  registerOrderDesk(app, { actFor });

  // The order staff's review desk: its calls act for the operator on the back end, which audits them.
  registerReviewDesk(app, { actFor });
}
