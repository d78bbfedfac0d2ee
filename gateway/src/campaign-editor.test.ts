import { rm } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayOnStub, oneOperator, operatorCookie, publishedStore, type PublishedStore } from './test-support/published-store.ts';
import { CAMPAIGN_EDITOR_HTML, CAMPAIGN_EDITOR_JS, CAMPAIGN_EDITOR_TEXTS } from './campaign-editor-page.ts';

const PASSWORD = 'campaign editor test password';
const TOKEN = 'server-held-campaign-credential-for-the-editor';
let store: PublishedStore;
let upstream: FastifyInstance;
let gateway: FastifyInstance;
const SESSION = 'session-token-the-back-end-gave-for-awa-0123456';
const seen: { method: string; url: string; type?: string; bytes: number; auth?: string }[] = [];
const audited: { action: string; subject: string }[] = [];

beforeAll(async () => {
  store = await publishedStore('campaign-editor-');
  // Stands for commerce-api's admin endpoints: it records what the gateway passes on.
  upstream = Fastify();
  upstream.addContentTypeParser(/^image\//, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  upstream.all('/api/admin/*', async (request) => {
    const body = request.body;
    seen.push({
      method: request.method,
      url: request.url,
      bytes: Buffer.isBuffer(body) ? body.length : body ? JSON.stringify(body).length : 0,
      ...(request.headers['content-type'] ? { type: request.headers['content-type'] } : {}),
      ...(request.headers.authorization ? { auth: request.headers.authorization } : {}),
    });
    return { ok: true };
  });
  // Stands for commerce-api's operator accounts: one campaign manager, one session.
  oneOperator(upstream, { login: 'awa', password: PASSWORD, roles: ['campaigns'], session: SESSION, token: TOKEN });
  upstream.post('/api/operator/audit', async (request, reply) => {
    audited.push(request.body as { action: string; subject: string });
    return reply.code(204).send();
  });
  gateway = await gatewayOnStub(store, upstream, { password: PASSWORD, token: TOKEN });
});

afterAll(async () => {
  await Promise.all([gateway?.close(), upstream?.close()]);
  if (store) await rm(store.root, { recursive: true, force: true });
});

const signIn = () => operatorCookie(gateway, 'awa', PASSWORD);

describe('campaign editor', () => {
  it('has every word in both languages, and none in its markup', () => {
    expect(Object.keys(CAMPAIGN_EDITOR_TEXTS.en).toSorted()).toEqual(Object.keys(CAMPAIGN_EDITOR_TEXTS.fr).toSorted());
    for (const key of CAMPAIGN_EDITOR_HTML.matchAll(/data-t="(\w+)"/g)) expect(CAMPAIGN_EDITOR_TEXTS.fr).toHaveProperty(key[1]!);
    // Between tags only whitespace or "/" (the address prefix): every text comes from the tables.
    const body = CAMPAIGN_EDITOR_HTML.slice(CAMPAIGN_EDITOR_HTML.indexOf('<body>'));
    const stray = [...body.matchAll(/>([^<]+)</g)].map((m) => m[1]!.trim()).filter((text) => text && text !== '/');
    expect(stray).toEqual([]);
    // No JSON box: the editor is a form.
    expect(CAMPAIGN_EDITOR_HTML).not.toContain('<textarea id="campaign-json"');
    expect(CAMPAIGN_EDITOR_JS).toContain('"pageTitle":"Pages de campagne"');
  });

  it('serves the page under a policy with no inline script, and the console links to it', async () => {
    const page = await gateway.inject({ method: 'GET', url: '/operator/campaigns' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.body).not.toMatch(/<script>/);
    expect((await gateway.inject({ method: 'GET', url: '/operator/campaign-editor.js' })).body).toContain('fromLocalInput');
    const console = await gateway.inject({ method: 'GET', url: '/operator' });
    expect(console.body).toContain('href="/operator/campaigns"');
    expect(console.body).not.toContain('campaign-json');
  });

  it('passes calls on with the server-held credential and the operator language, only for a signed-in operator', async () => {
    expect((await gateway.inject({ method: 'GET', url: '/operator/api/campaign-choices?locale=en' })).statusCode).toBe(401);
    expect(seen).toEqual([]);
    const cookie = await signIn();
    const calls = [
      ['GET', '/operator/api/campaign-choices?locale=en', '/api/admin/campaign-choices?locale=en'],
      ['GET', '/operator/api/campaign-products?q=tecno&locale=fr', '/api/admin/campaign-products?q=tecno&locale=fr'],
      ['POST', '/operator/api/campaign-count?locale=en', '/api/admin/campaign-count?locale=en'],
      ['GET', '/operator/api/campaign-preview/black-friday/brand-days?locale=en&sort=price', '/api/admin/campaign-preview/black-friday/brand-days?locale=en&sort=price'],
      ['GET', '/operator/api/campaigns/black-friday?locale=fr', '/api/admin/campaigns/black-friday?locale=fr'],
    ] as const;
    for (const [method, url, expected] of calls) {
      const res = await gateway.inject({ method, url, headers: { cookie }, ...(method === 'POST' ? { payload: { selection: { brands: ['Tecno'] } } } : {}) });
      expect(res.statusCode).toBe(200);
      expect(seen.at(-1)).toMatchObject({ method, url: expected, auth: `Bearer ${TOKEN}` });
    }
  });

  it('passes an uploaded image on as its bytes and type', async () => {
    const cookie = await signIn();
    const bytes = Buffer.alloc(300_000, 7);
    const res = await gateway.inject({ method: 'POST', url: '/operator/api/campaign-hero?locale=fr', headers: { cookie, 'content-type': 'image/jpeg' }, payload: bytes });
    expect(res.statusCode).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/campaign-hero?locale=fr', type: 'image/jpeg', bytes: 300_000, auth: `Bearer ${TOKEN}` });
    // A change the back end accepted is written to the audit log; reads were not.
    expect(audited).toEqual([{ action: 'campaign-hero', subject: '' }]);
    expect((await gateway.inject({ method: 'POST', url: '/operator/api/campaign-hero', headers: { 'content-type': 'image/jpeg' }, payload: bytes })).statusCode).toBe(401);
  });
});
