import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, resolveReportsToken } from '@shop/commerce-api';
import { setWindow } from '@shop/tools/release/commands';
import { readState } from '@shop/tools/release/store';
import { createGateway } from './app.ts';
import type { BundleView } from './operator.ts';
import { publishedStore } from './test-support/published-store.ts';

let root: string;
let storeDir: string;
let gateway: FastifyInstance;
let second: FastifyInstance;
let closed: FastifyInstance;
const quiet = { log: () => {} };
const PASSWORD = 'correct horse battery staple';
// The server-held credential the gateway calls the back end's operator routes with; the
// in-process back ends read it from the environment too.
const TOKEN = 'server-held-console-credential-0123456789';
const ADMIN = { login: 'admin', password: PASSWORD };

async function post(url: string, body: unknown, headers: Record<string, string> = {}, node: FastifyInstance = gateway): Promise<{ status: number; cookie?: string; body: string }> {
  const res = await node.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
  const cookie = res.headers['set-cookie'];
  return { status: res.statusCode, body: res.body, ...(typeof cookie === 'string' ? { cookie } : {}) };
}

/** What a page load of the shell gets with the runtime manifest: the token its reports carry. */
async function pageToken(): Promise<string> {
  return (JSON.parse((await gateway.inject({ method: 'GET', url: '/remotes.json' })).body) as { reportToken: string }).reportToken;
}

/** A refusal's status and JSON body, side by side. */
const refusal = async (res: { statusCode: number; body: string }) => ({ status: res.statusCode, ...(JSON.parse(res.body) as object) });

const signIn = async (credentials: { login: string; password: string } = ADMIN, node: FastifyInstance = gateway): Promise<string> => (await post('/operator/login', credentials, {}, node)).cookie!.split(';')[0]!;

async function status(cookie?: string, node: FastifyInstance = gateway): Promise<{ code: number; bundles: BundleView[] }> {
  const res = await node.inject({ method: 'GET', url: '/operator/api/status', headers: cookie ? { cookie } : {} });
  return { code: res.statusCode, bundles: res.statusCode === 200 ? (JSON.parse(res.body) as { bundles: BundleView[] }).bundles : [] };
}

beforeAll(async () => {
  ({ root, storeDir } = await publishedStore('operator-test-', { demo: true }));
  await setWindow({ storeDir, ...quiet }, { name: 'mf-demo', route: '/demo', from: '2099-01-01T00:00:00Z' });
  process.env['CAMPAIGN_ADMIN_TOKEN'] = TOKEN;
  // Two stores (gateway + in-process back end) on ONE database, as two nodes behind nginx. The
  // back end keeps the shoppers' reports (decision 029) and the operator accounts (decision 031).
  const dbPath = join(root, 'commerce.sqlite');
  const store = () => ({ mode: 'in-process' as const, create: () => buildApp({ dbPath, seed: false, config: { mode: 'test', readerThreads: 0 } }) });
  const reportsCredential = resolveReportsToken(dbPath);
  gateway = await createGateway({ storeDir, shellDir: join(root, 'shell/dist'), api: store(), operatorPassword: PASSWORD, campaignAdminToken: () => TOKEN, reportsCredential });
  second = await createGateway({ storeDir, shellDir: join(root, 'shell/dist'), api: store(), operatorPassword: 'another password for the second node', campaignAdminToken: () => TOKEN, reportsCredential });
  closed = await createGateway({ storeDir, shellDir: join(root, 'shell/dist'), api: { mode: 'in-process' as const, create: async () => Fastify() } });
  // The gateways reach their back end over loopback: they listen.
  await Promise.all([gateway.listen({ port: 0, host: '127.0.0.1' }), second.listen({ port: 0, host: '127.0.0.1' }), closed.ready()]);
}, 60_000);

afterAll(async () => {
  await Promise.all([gateway?.close(), second?.close(), closed?.close()]);
  delete process.env['CAMPAIGN_ADMIN_TOKEN'];
  await rm(root, { recursive: true, force: true });
});

describe('operator console', () => {
  it('does not exist without a password in the server environment', async () => {
    expect((await closed.inject({ method: 'GET', url: '/operator/api/status' })).statusCode).toBe(404);
    expect((await closed.inject({ method: 'POST', url: '/operator/login', payload: { password: PASSWORD } })).statusCode).toBe(404);
  });

  it('shows its page to anyone but its data only after signing in', async () => {
    const page = await gateway.inject({ method: 'GET', url: '/operator' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/operator/console.js"></script>');
    expect(page.body).not.toContain(PASSWORD);
    expect((await status()).code).toBe(401);
    expect((await status('shop_operator=forged')).code).toBe(401);
    expect((await post('/operator/login', { login: 'admin', password: 'guess' })).status).toBe(401);
    expect((await post('/operator/login', { password: PASSWORD })).status).toBe(400);
    expect((await post('/operator/login', {})).status).toBe(400);

    // OPERATOR_PASSWORD made the first administrator, `admin`.
    const login = await post('/operator/login', ADMIN);
    expect(login.status).toBe(200);
    expect(JSON.parse(login.body)).toEqual({ login: 'admin', roles: ['admin', 'releases', 'campaigns', 'orders'] });
    expect(login.cookie).toMatch(/^shop_operator=[\w-]{43}; Path=\/operator; Max-Age=28800; HttpOnly; SameSite=Strict$/);
    const cookie = login.cookie!.split(';')[0]!;
    const { code, bundles } = await status(cookie);
    expect(code).toBe(200);
    const state = await readState(storeDir);
    expect(bundles.map((b) => b.name)).toEqual(['shell', 'mf-demo']);
    const demo = bundles.find((b) => b.name === 'mf-demo')!;
    expect(demo.live).toMatchObject({ version: state.remotes['mf-demo']!.current, errors: null });
    expect(demo.live!.release).toHaveProperty('author');
    // The events/stores contract it was built against, by hash.
    expect(demo.live!.contract).toMatch(/^[0-9a-f]{8}$/);
    expect(bundles.find((b) => b.name === 'shell')!.live!.contract).toBe(demo.live!.contract);
    expect(demo.windows).toEqual([expect.objectContaining({ target: '/demo', state: 'scheduled', hides: ['/demo'] })]);

    expect((await post('/operator/logout', {}, { cookie })).status).toBe(204);
    expect((await status(cookie)).code).toBe(401);
  });

  it('counts the errors shoppers report per version, refusing bad reports and floods', async () => {
    const state = await readState(storeDir);
    const version = state.remotes['mf-demo']!.current!;
    const report = { kind: 'remote-load-failed', bundle: 'mf-demo', version, message: 'Loading script failed', token: await pageToken() };
    expect((await post('/errors', report)).status).toBe(204);
    expect((await post('/errors', { ...report, kind: 'boom' })).status).toBe(400);
    expect((await post('/errors', { ...report, bundle: 'mf-nope' })).status).toBe(400);
    expect((await post('/errors', { ...report, version: '../../etc' })).status).toBe(400);
    // One browser in a loop, 5 reports per page load as the shell sends at most: 20 a minute are
    // kept, the rest dropped without an error.
    for (let i = 0; i < 30; i++) {
      if (i % 5 === 0) report.token = await pageToken();
      expect((await post('/errors', { ...report, kind: 'render', message: `render ${i}` })).status).toBe(204);
    }

    const cookie = await signIn();
    const demo = (await status(cookie)).bundles.find((b) => b.name === 'mf-demo')!;
    expect(demo.live!.errors).toEqual({ count: 20, visits: 0, failed: 0, kinds: { 'remote-load-failed': 1, render: 19 }, last: 'render 18' });
  });

  it('refuses reports and visits without the token of a page load (issue 24): forgeries change no rate', async () => {
    const state = await readState(storeDir);
    const version = state.remotes['mf-demo']!.current!;
    const cookie = await signIn();
    const before = (await status(cookie)).bundles.find((b) => b.name === 'mf-demo')!.live!.errors;
    const report = { kind: 'render', bundle: 'mf-demo', version, message: 'forged' };
    const [issued, id] = (await pageToken()).split('.') as [string, string];
    for (const token of [undefined, '', 'made-up', `${issued}.${id}.${'A'.repeat(43)}`]) {
      const answer = await post('/errors', { ...report, ...(token === undefined ? {} : { token }) }, { 'x-forwarded-for': '203.0.113.7' });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ message: expect.stringMatching(/token of a page load/) });
      expect((await post('/errors/visits', { visits: [{ bundle: 'mf-demo', version, visits: 0, failed: 500 }], ...(token === undefined ? {} : { token }) })).status).toBe(403);
    }
    expect((await status(cookie)).bundles.find((b) => b.name === 'mf-demo')!.live!.errors).toEqual(before);
  });

  it('gives each version an error rate over the visits of its own pages', async () => {
    const state = await readState(storeDir);
    const version = state.remotes['mf-demo']!.current!;
    const shell = state.shell!.current!;
    // Page loads of other remotes' pages count nowhere here: only mf-demo's visits are its denominator.
    for (let i = 0; i < 70; i++) await gateway.inject({ method: 'GET', url: '/remotes.json' });
    // Browsers send their visit counts in batches; 6 visits of its pages, all 6 failed.
    const token = await pageToken();
    const batch = (visits: number, failed: number) => ({ token, visits: [{ bundle: 'mf-demo', version, visits, failed }, { bundle: 'shell', version: 'current', visits, failed: 0 }] });
    expect((await post('/errors/visits', batch(4, 4))).status).toBe(204);
    expect((await post('/errors/visits', batch(2, 2))).status).toBe(204);
    expect((await post('/errors/visits', { token, visits: [{ bundle: 'mf-demo', version: '9.9.9-made-up', visits: 1, failed: 0 }] })).status).toBe(400);
    expect((await post('/errors/visits', { token, visits: [{ bundle: 'mf-nope', version, visits: 1, failed: 0 }] })).status).toBe(400);
    expect((await post('/errors/visits', { token, visits: [{ bundle: 'mf-demo', version, visits: -1, failed: 0 }] })).status).toBe(400);
    expect((await post('/errors/visits', { token, visits: [] })).status).toBe(400);

    const cookie = await signIn();
    const bundles = (await status(cookie)).bundles;
    expect(bundles.find((b) => b.name === 'mf-demo')!.live!.errors).toMatchObject({ visits: 6, failed: 6 });
    expect(bundles.find((b) => b.name === 'shell')!.live).toMatchObject({ version: shell, errors: { visits: 6, failed: 0, count: 0 } });
  });

  it('has no error reports without the back end credential', async () => {
    expect((JSON.parse((await closed.inject({ method: 'GET', url: '/remotes.json' })).body) as object)).not.toHaveProperty('reportToken');
    const state = await readState(storeDir);
    const report = { kind: 'render', bundle: 'mf-demo', version: state.remotes['mf-demo']!.current!, message: 'x', token: await pageToken() };
    expect((await closed.inject({ method: 'POST', url: '/errors', payload: report })).statusCode).toBe(503);
  });

  it('keeps sessions in the database: signed in through one store, signed in on the other, signed out on both', async () => {
    // The second node's OPERATOR_PASSWORD came too late: the first administrator already exists.
    expect((await post('/operator/login', { login: 'admin', password: 'another password for the second node' }, {}, second)).status).toBe(401);
    const cookie = await signIn(ADMIN, second);
    expect((await status(cookie, gateway)).code).toBe(200);
    expect((await post('/operator/logout', {}, { cookie }, gateway)).status).toBe(204);
    expect((await status(cookie, second)).code).toBe(401);
  });

  it('gives each operator the parts of their roles, and only administrators the accounts and the audit log', async () => {
    const admin = await signIn();
    const create = (body: unknown) => gateway.inject({ method: 'POST', url: '/operator/api/accounts', headers: { cookie: admin }, payload: body as object });
    expect((await create({ login: 'awa', password: 'too short', roles: ['campaigns'] })).statusCode).toBe(400);
    expect((await create({ login: 'awa', password: 'campaign manager pass', roles: ['campaigns'] })).statusCode).toBe(201);
    const awa = await signIn({ login: 'awa', password: 'campaign manager pass' });
    expect((await gateway.inject({ method: 'GET', url: '/operator/api/me', headers: { cookie: awa } })).json()).toEqual({ login: 'awa', roles: ['campaigns'] });
    expect((await status(awa)).code).toBe(403);
    expect((await gateway.inject({ method: 'GET', url: '/operator/api/accounts', headers: { cookie: awa } })).statusCode).toBe(403);
    expect((await gateway.inject({ method: 'GET', url: '/operator/api/audit', headers: { cookie: awa } })).statusCode).toBe(403);
    expect((await gateway.inject({ method: 'PATCH', url: '/operator/api/accounts/admin', headers: { cookie: awa }, payload: { disabled: true } })).statusCode).toBe(403);

    const disabled = await gateway.inject({ method: 'PATCH', url: '/operator/api/accounts/awa', headers: { cookie: admin }, payload: { disabled: true } });
    expect(disabled.json()).toMatchObject({ login: 'awa', disabled: true });
    expect((await gateway.inject({ method: 'GET', url: '/operator/api/me', headers: { cookie: awa } })).statusCode).toBe(401);
    const audit = (await gateway.inject({ method: 'GET', url: '/operator/api/audit?limit=50', headers: { cookie: admin } })).json() as { items: { login: string; action: string; subject: string }[] };
    expect(audit.items.slice(0, 2).map((e) => `${e.login} ${e.action} ${e.subject}`)).toEqual(['admin account-update awa: disabled', 'awa sign-in ']);
  });

  it("words its own refusals in the operator's language: the page's locale, else the browser's", async () => {
    const get = (url: string, headers: Record<string, string> = {}) => gateway.inject({ method: 'GET', url, headers });
    expect(await refusal(await get('/operator/api/status', { 'accept-language': 'fr-FR,fr;q=0.9' }))).toEqual({ status: 401, message: 'Connectez-vous d’abord.' });
    expect(await refusal(await get('/operator/api/status?locale=en', { 'accept-language': 'fr-FR' }))).toEqual({ status: 401, message: 'Sign in first.' });
    const noPassword = await gateway.inject({ method: 'POST', url: '/operator/login', payload: {}, headers: { 'accept-language': 'en-GB,en' } });
    expect(await refusal(noPassword)).toEqual({ status: 400, message: 'Enter a login and a password.' });
    const frLogin = await gateway.inject({ method: 'POST', url: '/operator/login?locale=fr', payload: { login: 'admin' } });
    expect(await refusal(frLogin)).toEqual({ status: 400, message: 'Saisissez un identifiant et un mot de passe.' });

    const admin = await signIn();
    const created = await gateway.inject({ method: 'POST', url: '/operator/api/accounts', headers: { cookie: admin }, payload: { login: 'ngono', password: 'order desk password', roles: ['orders'] } });
    expect(created.statusCode).toBe(201);
    const ngono = await signIn({ login: 'ngono', password: 'order desk password' });
    expect(await refusal(await get('/operator/api/status?locale=fr', { cookie: ngono }))).toEqual({ status: 403, message: 'Votre compte n’a pas le rôle « %role ».', parameters: { role: 'releases' } });
    expect(await refusal(await get('/operator/api/status?locale=en', { cookie: ngono }))).toEqual({ status: 403, message: 'Your account does not have the "%role" role.', parameters: { role: 'releases' } });
    expect(await refusal(await get('/operator/api/orders/not-an-order?locale=fr', { cookie: ngono }))).toEqual({ status: 404, message: 'Cette commande n’existe pas.' });
    expect(await refusal(await get('/operator/api/orders/not-an-order', { cookie: ngono, 'accept-language': 'en' }))).toEqual({ status: 404, message: 'No such order.' });
  });

  it('passes a product photo to the back end for administrators only, with the operator session', async () => {
    const admin = await signIn();
    await gateway.inject({ method: 'POST', url: '/operator/api/accounts', headers: { cookie: admin }, payload: { login: 'binta', password: 'campaign manager pass', roles: ['campaigns'] } });
    const binta = await signIn({ login: 'binta', password: 'campaign manager pass' });
    const upload = (cookie: string) => gateway.inject({ method: 'POST', url: '/operator/api/product-pictures/NO-SUCH-SKU?view=0&locale=en', headers: { cookie, 'content-type': 'image/png' }, payload: Buffer.from('not really a picture') });
    expect((await upload(binta)).statusCode).toBe(403);
    // The back end (seeded with no product here) answers for the administrator: the bytes and session went through.
    const answered = await upload(admin);
    expect(answered.statusCode).toBe(404);
    expect(answered.json()).toMatchObject({ parameters: { sku: 'NO-SUCH-SKU' } });
    const page = await gateway.inject({ method: 'GET', url: '/operator' });
    expect(page.body).toContain('id="picture-upload"');
    expect(page.headers['content-security-policy']).toContain("img-src 'self'");
  });

  it('locks an account after five wrong passwords through either store, the right one included', async () => {
    const admin = await signIn();
    await gateway.inject({ method: 'POST', url: '/operator/api/accounts', headers: { cookie: admin }, payload: { login: 'target', password: 'the right password', roles: ['orders'] } });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await post('/operator/login', { login: 'target', password: `guess ${i}` }, {}, i % 2 ? second : gateway)).status);
    expect(codes).toEqual([401, 401, 401, 401, 401]);
    expect((await post('/operator/login', { login: 'target', password: 'the right password' }, {}, second)).status).toBe(429);
  });
});

describe('campaign managers in the console', () => {
  let upstream: FastifyInstance;
  let withAdmin: FastifyInstance;
  const seen: { method: string; url: string; auth?: string; body?: unknown }[] = [];

  beforeAll(async () => {
    // Stands for commerce-api's /api/admin/campaigns, which wants the bearer credential.
    upstream = Fastify();
    upstream.all('/api/admin/campaigns*', async (request, reply) => {
      seen.push({ method: request.method, url: request.url, ...(request.headers.authorization ? { auth: request.headers.authorization } : {}), ...(request.body ? { body: request.body } : {}) });
      if (request.headers.authorization !== `Bearer ${TOKEN}`) return reply.code(401).send({ message: 'credential required' });
      if (request.method === 'POST') return reply.code(201).send({ slug: (request.body as { slug: string }).slug, status: 'programmed' });
      if (request.method === 'DELETE') return reply.code(204).send();
      return { items: [{ slug: 'black-friday', status: 'in_progress' }] };
    });
    // The operator routes are the real back end's (the first store's), reached as a proxied back end's would be.
    const backEnd = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
    upstream.all('/api/operator/*', async (request, reply) => {
      const passed = ['authorization', 'x-operator-session', 'x-operator-address', 'content-type'].filter((h) => request.headers[h] !== undefined);
      const res = await fetch(`${backEnd}${request.url}`, {
        method: request.method,
        headers: Object.fromEntries(passed.map((h) => [h, String(request.headers[h])])),
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
      const text = await res.text();
      reply.code(res.status);
      return text ? reply.type('application/json').send(text) : reply.send();
    });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
    withAdmin = await createGateway({ storeDir, shellDir: join(root, 'shell/dist'), api: { mode: 'proxy', url }, operatorPassword: PASSWORD, campaignAdminToken: () => TOKEN });
    await withAdmin.ready();
  });
  afterAll(async () => {
    await Promise.all([withAdmin?.close(), upstream?.close()]);
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    withAdmin.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('lists, creates, edits and deletes through the server, which alone holds the credential', async () => {
    expect((await call('GET', '/operator/api/campaigns')).statusCode).toBe(401);
    expect(seen).toEqual([]);
    const login = await call('POST', '/operator/login', undefined, ADMIN);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;

    const list = await call('GET', '/operator/api/campaigns', cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ items: [{ slug: 'black-friday', status: 'in_progress' }] });
    expect((await call('POST', '/operator/api/campaigns', cookie, { slug: 'soldes-ete' })).statusCode).toBe(201);
    expect((await call('PATCH', '/operator/api/campaigns/black-friday/brand-days', cookie, { ends_at: '2026-12-01T00:00:00Z' })).statusCode).toBe(200);
    expect((await call('DELETE', '/operator/api/campaigns/soldes-ete', cookie)).statusCode).toBe(204);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/admin/campaigns',
      'POST /api/admin/campaigns',
      'PATCH /api/admin/campaigns/black-friday/brand-days',
      'DELETE /api/admin/campaigns/soldes-ete',
    ]);
    expect(seen.every((s) => s.auth === `Bearer ${TOKEN}`)).toBe(true);
    expect(seen[2]!.body).toEqual({ ends_at: '2026-12-01T00:00:00Z' });
    // Each change the back end accepted is in the audit log under the operator's name; reads are not.
    const audit = (await call('GET', '/operator/api/audit?limit=3', cookie)).json() as { items: { login: string; action: string; subject: string }[] };
    expect(audit.items.map((e) => `${e.login} ${e.action} ${e.subject}`)).toEqual(['admin campaign-delete soldes-ete', 'admin campaign-save black-friday/brand-days', 'admin campaign-create soldes-ete']);
    // The page the browser gets never contains the credential.
    expect((await call('GET', '/operator/console.js')).body).not.toContain(TOKEN);
  });
});
