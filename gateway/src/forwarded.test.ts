import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@shop/commerce-api';
import { createGateway } from './app.ts';

/**
 * Linux answers the whole of 127.0.0.0/8 on loopback, so one machine has a shopper (127.0.0.2),
 * the nginx hop (127.0.0.3) and the gateway (127.0.0.1) at different addresses.
 */
const SHOPPER = '127.0.0.2';
const NGINX = '127.0.0.3';
const LISTING = '/rest/fr/V1/products?searchCriteria[pageSize]=1';

function getFrom(localAddress: string, url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port, pathname, search } = new URL(url);
    const req = httpRequest({ hostname, port, path: `${pathname}${search}`, localAddress, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

let root: string;
let storeDir: string;
let shellDir: string;
const closing: FastifyInstance[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'gateway-forwarded-'));
  storeDir = join(root, '.store');
  shellDir = join(root, 'shell');
  await mkdir(storeDir, { recursive: true });
  await mkdir(shellDir, { recursive: true });
  await writeFile(join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
});

afterAll(async () => {
  for (const app of closing.toReversed()) await app.close();
  await rm(root, { recursive: true, force: true });
});

async function gatewayBefore(api: Parameters<typeof createGateway>[0]['api']): Promise<string> {
  const gateway = await createGateway({ storeDir, shellDir, api, trustedProxies: [NGINX] });
  closing.push(gateway);
  return listen(gateway);
}

/** The real back end with a read budget of 3 a minute, believing forwarded addresses from `hops` only. */
function backEnd(hops: string[]) {
  return buildApp({ dbPath: ':memory:', config: { mode: 'test', trustedProxies: hops, limits: { signupsPerHour: 10, accountLookupsPerHour: 10, readsPerMinute: 3 } } });
}

describe('the client address the gateway forwards', () => {
  it('is its socket peer, whatever X-Forwarded-For the shopper sends, and one address only', async () => {
    const upstream = Fastify();
    upstream.get('/api/whoami', async (request) => ({ forwardedFor: request.headers['x-forwarded-for'] ?? null, forwarded: request.headers['forwarded'] ?? null, realIp: request.headers['x-real-ip'] ?? null }));
    closing.push(upstream);
    const gateway = await gatewayBefore({ mode: 'proxy', url: await listen(upstream) });

    const forged = await getFrom(SHOPPER, `${gateway}/api/whoami`, { 'x-forwarded-for': '203.0.113.7', forwarded: 'for=203.0.113.7', 'x-real-ip': '203.0.113.7' });
    expect(JSON.parse(forged.body)).toEqual({ forwardedFor: SHOPPER, forwarded: null, realIp: null });
  });

  it("is the address the trusted nginx hop names (its right-most entry), not the shopper's own claim", async () => {
    const upstream = Fastify();
    upstream.get('/api/whoami', async (request) => ({ forwardedFor: request.headers['x-forwarded-for'] ?? null }));
    closing.push(upstream);
    const gateway = await gatewayBefore({ mode: 'proxy', url: await listen(upstream) });

    const viaNginx = await getFrom(NGINX, `${gateway}/api/whoami`, { 'x-forwarded-for': '203.0.113.7, 198.51.100.9' });
    expect(JSON.parse(viaNginx.body)).toEqual({ forwardedFor: '198.51.100.9' });
  });
});

describe('the catalogue read limit through the gateway', () => {
  it('gives a forged X-Forwarded-For no fresh budget (back end behind a proxy, trusting the gateway)', async () => {
    const api = await backEnd(['127.0.0.1']);
    closing.push(api);
    const gateway = await gatewayBefore({ mode: 'proxy', url: await listen(api) });

    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await getFrom(SHOPPER, `${gateway}${LISTING}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    for (const forged of ['203.0.113.7', '203.0.113.8, 198.51.100.1', `203.0.113.9, ${SHOPPER}`]) {
      expect((await getFrom(SHOPPER, `${gateway}${LISTING}`, { 'x-forwarded-for': forged })).status).toBe(429);
    }
    // Another shopper, named by the nginx hop, has a budget of their own.
    expect((await getFrom(NGINX, `${gateway}${LISTING}`, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(200);
  });

  it('gives a forged X-Forwarded-For no fresh budget (back end in process, on the same socket)', async () => {
    const gateway = await gatewayBefore({ mode: 'in-process', create: () => backEnd([NGINX]) });

    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await getFrom(SHOPPER, `${gateway}${LISTING}`, { 'x-forwarded-for': `203.0.113.${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await getFrom(NGINX, `${gateway}${LISTING}`, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(200);
  });
});
