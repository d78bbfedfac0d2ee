import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, resolveAdminToken, resolveReportsToken } from '@shop/commerce-api';
import { readState } from '@shop/tools/release/store';
import { createGateway } from './app.ts';
import type { BundleView } from './operator.ts';
import { publishedStore } from './test-support/published-store.ts';

/**
 * Two stores on ONE database, as two gateways behind nginx, each with its back end in process
 * (issue 26): a shopper's page loaded through one and its reports sent through the other count,
 * and the console's error rate is the same through either.
 */
let root: string;
let stores: FastifyInstance[] = [];
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  const published = await publishedStore('shared-reports-', { demo: true });
  root = published.root;
  const storeDir = published.storeDir;
  const dbPath = join(root, 'shop.sqlite');
  // One after the other, as a deployment starts them: the first creates and migrates the file.
  for (let i = 0; i < 2; i++) {
    const api = { mode: 'in-process' as const, create: () => buildApp({ dbPath, seed: false, config: { mode: 'test', readerThreads: 0 } }) };
    // Each resolves the credential on its own, as `startStore` does: the same file, the same credential.
    stores.push(await createGateway({ storeDir, shellDir: join(root, 'shell/dist'), api, operatorPassword: PASSWORD, campaignAdminToken: () => resolveAdminToken(dbPath), reportsCredential: resolveReportsToken(dbPath) }));
  }
  // The console reaches the back end's operator routes over loopback (decision 031): they listen.
  await Promise.all(stores.map((store) => store.listen({ port: 0, host: '127.0.0.1' })));
}, 90_000);

afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await rm(root, { recursive: true, force: true });
});

const post = (store: FastifyInstance, url: string, body: unknown, client: string) =>
  store.inject({ method: 'POST', url, remoteAddress: client, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

async function demoErrors(store: FastifyInstance): Promise<unknown> {
  const login = await post(store, '/operator/login', { login: 'admin', password: PASSWORD }, '127.0.0.1');
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const res = await store.inject({ method: 'GET', url: '/operator/api/status', headers: { cookie } });
  return (JSON.parse(res.body) as { bundles: BundleView[] }).bundles.find((b) => b.name === 'mf-demo')!.live!.errors;
}

describe('shopper error reports through two gateways on one database', () => {
  it('add up, whichever gateway served the page and whichever received the report', async () => {
    const version = (await readState(join(root, '.store'))).remotes['mf-demo']!.current!;
    for (let i = 0; i < 8; i++) {
      const [pageFrom, reportTo] = [stores[i % 2]!, stores[(i + 1) % 2]!];
      const client = `198.51.100.${i + 1}`;
      const { reportToken: token } = JSON.parse((await pageFrom.inject({ method: 'GET', url: '/remotes.json', remoteAddress: client })).body) as { reportToken: string };
      expect((await post(reportTo, '/errors/visits', { token, visits: [{ bundle: 'mf-demo', version, visits: 3, failed: i < 2 ? 1 : 0 }] }, client)).statusCode).toBe(204);
      if (i < 2) expect((await post(reportTo, '/errors', { token, kind: 'render', bundle: 'mf-demo', version, message: `failed on ${i}` }, client)).statusCode).toBe(204);
    }
    const expected = { count: 2, visits: 24, failed: 2, kinds: { render: 2 }, last: 'failed on 1' };
    expect(await demoErrors(stores[0]!)).toEqual(expected);
    expect(await demoErrors(stores[1]!)).toEqual(expected);
  });
});
