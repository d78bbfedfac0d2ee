import { createServer, type ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { CatalogueReader } from '../src/context.ts';
import { LocalReader } from '../src/readers/local.ts';
import { call } from './support/commerce.ts';
import { startServer, useTestServer } from './support/server.ts';

/** The real reader, whose warm-up waits until the test lets it go. */
function heldReader() {
  const state = { warmCalls: 0, release: (): void => undefined };
  const held = new Promise<void>((resolve) => (state.release = resolve));
  const make = (...[db, options]: ConstructorParameters<typeof LocalReader>): CatalogueReader => {
    const local = new LocalReader(db, options);
    return {
      read: (op, input) => local.read(op, input),
      close: () => local.close(),
      async warm() {
        state.warmCalls += 1;
        await held;
        return local.warm();
      },
    };
  };
  return { state, make };
}

async function within(ms: number, check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('readiness (/api/ready) and liveness (/api/health)', () => {
  const reader = heldReader();
  const api = useTestServer({ warmUp: true, reader: reader.make });

  it('is not ready while the catalogue warms up, yet alive and answering', async () => {
    const ready = await call(api.server, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'warming', waiting: ['catalogue', 'search-indexes'] });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    const health = await call(api.server, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok' });
    // A cold process still answers reads (slowly, in production): readiness is the balancer's cue.
    expect((await call(api.server, 'GET', '/rest/fr/V1/products?searchCriteria[pageSize]=1')).status).toBe(200);
    expect(reader.state.warmCalls).toBe(1);
  });

  it('is ready once the catalogue is rendered and the search indexes are built', async () => {
    reader.state.release();
    await within(60_000, async () => (await call(api.server, 'GET', '/api/ready')).status === 200);
    expect((await call(api.server, 'GET', '/api/ready')).body).toEqual({ status: 'ready' });
    expect(reader.state.warmCalls).toBe(1);
  }, 90_000);
});

describe('readiness without a warm-up', () => {
  // Two servers, each seeding on SQLite: a minute on a busy 2-core machine.
  it('is ready at once when warm-up is off (the test default), and after a warm-up that failed', { timeout: 120_000 }, async () => {
    // In memory on SQLite, as a seeded file takes far longer (PostgreSQL copies its seeded template).
    const cold = await startServer({ dbPath: ':memory:' });
    expect((await cold.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    await cold.close();

    const failing = await startServer({
      dbPath: ':memory:',
      warmUp: true,
      reader: (db, options) => {
        const local = new LocalReader(db, options);
        return { read: (op, input) => local.read(op, input), close: () => local.close(), warm: () => Promise.reject(new Error('disk on fire')) };
      },
    });
    // The process answers without its caches warm: a node never ready would take the store off the balancer.
    await within(5_000, async () => (await failing.app.inject({ url: '/api/ready' })).statusCode === 200);
    await failing.close();
  });
});

/** Meilisearch's answer when it cannot serve. */
function unavailable(response: ServerResponse): void {
  response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'unavailable', code: 'internal', type: 'internal', link: '' }));
}

describe('readiness with Meilisearch', () => {
  it('waits for the first push to settle: not ready while Meilisearch keeps it waiting, ready once it fails', async () => {
    // A Meilisearch that holds every request until the test lets it answer (503: unavailable).
    const held: ServerResponse[] = [];
    const peer = createServer((_request, response) => void held.push(response));
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const address = peer.address();
    const meiliHost = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const server = await startServer({ dbPath: ':memory:', config: { mode: 'test', meiliHost, meiliMasterKey: 'silent-master-key-0123456789' } });
    const { app } = server;
    try {
      await within(5_000, async () => held.length > 0);
      const waiting = await app.inject({ url: '/api/ready' });
      expect(waiting.statusCode).toBe(503);
      expect(waiting.json()).toEqual({ status: 'warming', waiting: ['search-push'] });
      // Meilisearch down: the push fails (logged) and the store still sells; search is Meilisearch's to recover.
      peer.removeAllListeners('request');
      peer.on('request', (_request, response) => unavailable(response));
      for (const response of held.splice(0)) unavailable(response);
      await within(10_000, async () => (await app.inject({ url: '/api/ready' })).statusCode === 200);
    } finally {
      await server.close();
      for (const response of held) response.destroy();
      peer.closeAllConnections();
      peer.close();
    }
  }, 30_000);
});
