import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import { publishAll } from '@shop/tools/release/commands';
import { createGateway } from './app.ts';
import { warmUpPages } from './ready.ts';

let root: string;
let storeDir: string;
let shellDir: string;

/** A store with one published remote (`mf-demo`: a parameterised page first, then a plain one). */
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'gateway-ready-'));
  storeDir = join(root, '.store');
  shellDir = join(root, 'shell', 'dist');
  const dist = join(root, 'mf-demo', 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(join(root, 'mf-demo', 'package.json'), JSON.stringify({ name: 'mf-demo', version: '1.0.0' }));
  await writeFile(join(dist, 'remoteEntry.js'), 'export const entry = 1;');
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'mf_demo', name: 'mf_demo' }));
  await writeFile(join(dist, 'routes.json'), JSON.stringify([{ path: '/demo/:id', page: 'item' }, { path: '/demo', page: 'demo' }]));
  await mkdir(shellDir, { recursive: true });
  await writeFile(join(root, 'shell', 'package.json'), JSON.stringify({ name: '@shop/shell', version: '1.0.0' }));
  await writeFile(join(shellDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  await publishAll({ storeDir, rootDir: root, log: () => {} });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A back end whose `/api/ready` the test turns on and off. */
function backEnd() {
  const state = { ready: false, probes: 0 };
  const create = async () => {
    const api = Fastify();
    api.get('/api/ready', async (_request, reply) => {
      state.probes += 1;
      return state.ready ? { status: 'ready' } : reply.code(503).send({ status: 'warming', waiting: ['catalogue'] });
    });
    return api;
  };
  return { state, create };
}

async function until(ms: number, check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the pages a gateway renders to warm up', () => {
  it("are each remote's first route without parameters or login", () => {
    const manifest: RuntimeManifest = {
      build: 'b1',
      remotes: [
        { name: 'mf-catalog', version: '1', manifest: '/m.json', routes: [{ path: '/', page: 'home' }, { path: '/search', page: 'search' }] },
        { name: 'mf-account', version: '1', manifest: '/m.json', routes: [{ path: '/customer', page: 'overview', auth: true }] },
        { name: 'mf-promotions', version: '1', manifest: '/m.json', routes: [{ path: '/centre-daide/:topic', page: 'topic' }, { path: '/contact', page: 'contact' }] },
        { name: 'mf-games', version: '1', manifest: '/m.json', routes: [{ path: '/jeux/*', page: 'games' }, { path: '/quiz?', page: 'quiz' }] },
      ],
    };
    expect(warmUpPages(manifest)).toEqual(['/', '/contact']);
  });
});

describe('GET /ready', () => {
  it('is 503 until the back end is ready, then 200 once the pages rendered, 503 again while the back end is not', async () => {
    const api = backEnd();
    const requested: string[] = [];
    const gateway: FastifyInstance = await createGateway({ storeDir, shellDir, api: { mode: 'in-process', create: api.create }, ssr: true, warmUp: true });
    gateway.addHook('onRequest', async (request) => void requested.push(request.url));
    try {
      await gateway.listen({ port: 0, host: '127.0.0.1' });
      const before = await gateway.inject({ url: '/ready' });
      expect(before.statusCode).toBe(503);
      expect(before.json()).toEqual({ status: 'not-ready', waiting: 'back-end' });
      expect(before.headers['cache-control']).toBe('no-store');
      // The back end is asked until it is ready; no page is rendered against a cold one.
      await until(5_000, async () => api.state.probes >= 2);
      expect(requested.filter((url) => url !== '/ready')).toEqual([]);

      api.state.ready = true;
      await until(20_000, async () => (await gateway.inject({ url: '/ready' })).statusCode === 200);
      expect((await gateway.inject({ url: '/ready' })).json()).toEqual({ status: 'ready' });
      // The live remote's page was rendered (its server bundle loaded) before the gateway said ready.
      expect(requested).toContain('/demo');

      api.state.ready = false;
      expect((await gateway.inject({ url: '/ready' })).json()).toEqual({ status: 'not-ready', waiting: 'back-end' });
    } finally {
      await gateway.close();
    }
  }, 30_000);

  it('starts warming at the first probe when not told to at start, and asks a proxied back end over HTTP', async () => {
    const api = backEnd();
    api.state.ready = true;
    const upstream = await api.create();
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const address = upstream.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const gateway = await createGateway({ storeDir, shellDir, api: { mode: 'proxy', url } });
    try {
      await gateway.ready();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(api.state.probes).toBe(0);
      await until(10_000, async () => (await gateway.inject({ url: '/ready' })).statusCode === 200);
      expect(api.state.probes).toBeGreaterThan(0);
      await upstream.close();
      expect((await gateway.inject({ url: '/ready' })).json()).toEqual({ status: 'not-ready', waiting: 'back-end' });
    } finally {
      await gateway.close();
      await upstream.close();
    }
  }, 30_000);
});
