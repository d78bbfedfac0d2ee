import { rm } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayOnStub, oneOperator, operatorCookie, publishedStore, type PublishedStore } from './test-support/published-store.ts';
import { ORDER_DESK_HTML, ORDER_DESK_JS, ORDER_DESK_TEXTS } from './order-desk.ts';

const PASSWORD = 'order desk test password';
const TOKEN = 'server-held-credential-for-the-order-desk';
const SESSION = 'session-token-the-back-end-gave-for-desk-0123456';
let store: PublishedStore;
let upstream: FastifyInstance;
let gateway: FastifyInstance;
const seen: { method: string; url: string; session?: string; auth?: string; language?: string; body?: unknown }[] = [];

beforeAll(async () => {
  store = await publishedStore('order-desk-');
  // Stands for commerce-api's operator routes: one operator with the orders role; the desk's
  // routes record what the gateway passes on and answer as the back end would.
  upstream = Fastify();
  oneOperator(upstream, { login: 'desk', password: PASSWORD, roles: ['orders'], session: SESSION, token: TOKEN });
  upstream.all('/api/operator/orders*', async (request, reply) => {
    seen.push({
      method: request.method,
      url: request.url,
      ...(request.headers['x-operator-session'] ? { session: String(request.headers['x-operator-session']) } : {}),
      ...(request.headers.authorization ? { auth: request.headers.authorization } : {}),
      ...(request.headers['accept-language'] ? { language: String(request.headers['accept-language']) } : {}),
      ...(request.body ? { body: request.body } : {}),
    });
    if (request.method === 'POST') return reply.code(409).send({ message: 'This order is "%status": this action is not possible.', parameters: { status: 'complete' } });
    return { items: [], total_count: 0, page: 1, page_size: 50, counts: {} };
  });
  gateway = await gatewayOnStub(store, upstream, { password: PASSWORD, token: TOKEN });
});

afterAll(async () => {
  await Promise.all([gateway?.close(), upstream?.close()]);
  if (store) await rm(store.root, { recursive: true, force: true });
});

const signIn = () => operatorCookie(gateway, 'desk', PASSWORD);

describe('order desk', () => {
  it('has every word in both languages, in JSON, and none in its markup', () => {
    expect(Object.keys(ORDER_DESK_TEXTS.en).toSorted()).toEqual(Object.keys(ORDER_DESK_TEXTS.fr).toSorted());
    const used = [...ORDER_DESK_HTML.matchAll(/data-t="(\w+)"/g)].map((m) => m[1]!);
    expect(used.filter((key) => !(key in ORDER_DESK_TEXTS.fr))).toEqual([]);
    const body = ORDER_DESK_HTML.slice(ORDER_DESK_HTML.indexOf('<body>'));
    expect([...body.matchAll(/>([^<]+)</g)].map((m) => m[1]!.trim()).filter(Boolean)).toEqual([]);
    // Every status, action and event the back end names has its words.
    for (const status of ['pending', 'pending_payment', 'processing', 'shipped', 'ready_for_pickup', 'complete', 'canceled', 'closed']) expect(ORDER_DESK_TEXTS.en).toHaveProperty(`status_${status}`);
    for (const action of ['confirm', 'ship', 'ready', 'deliver', 'cancel', 'refund']) expect(ORDER_DESK_TEXTS.fr).toHaveProperty(`action_${action}`);
    expect(ORDER_DESK_JS).toContain('"pageTitle":"Bureau des commandes"');
  });

  it('serves the page under a policy with no inline script, and the console links to it', async () => {
    const page = await gateway.inject({ method: 'GET', url: '/operator/orders' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.body).not.toMatch(/<script>/);
    expect((await gateway.inject({ method: 'GET', url: '/operator/order-desk.js' })).body).toContain('function renderDetail');
    expect((await gateway.inject({ method: 'GET', url: '/operator' })).body).toContain('href="/operator/orders"');
  });

  it('acts for a signed-in operator only, with the credential, the session and the language', async () => {
    expect((await gateway.inject({ method: 'GET', url: '/operator/api/orders' })).statusCode).toBe(401);
    expect((await gateway.inject({ method: 'POST', url: '/operator/api/orders/12/actions', payload: { action: 'confirm' } })).statusCode).toBe(401);
    expect(seen).toEqual([]);
    const cookie = await signIn();
    const list = await gateway.inject({ method: 'GET', url: '/operator/api/orders?status=pending&town=Douala&locale=en', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/operator/orders?status=pending&town=Douala&locale=en', session: SESSION, auth: `Bearer ${TOKEN}` });
    const refused = await gateway.inject({ method: 'POST', url: '/operator/api/orders/12/actions?locale=en', headers: { cookie, 'accept-language': 'en' }, payload: { action: 'cancel', comment: 'Client injoignable' } });
    // The back end's refusal comes through as it was worded.
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This order is "%status": this action is not possible.', parameters: { status: 'complete' } });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/operator/orders/12/actions?locale=en', session: SESSION, language: 'en', body: { action: 'cancel', comment: 'Client injoignable' } });
  });

  it('reaches nothing but an order of the desk', async () => {
    const cookie = await signIn();
    const before = seen.length;
    for (const id of ['0', 'abc', '..%2Fsession', '1%3Fx%3D1']) {
      expect((await gateway.inject({ method: 'GET', url: `/operator/api/orders/${id}`, headers: { cookie } })).statusCode).toBe(404);
    }
    expect(seen.length).toBe(before);
  });
});
