import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, resolveReportsToken } from '@shop/commerce-api';
import { errorLog, parseVisits, type ReportsApi } from './error-reports.ts';

let dir: string;
let backEnd: FastifyInstance;
let api: ReportsApi;

beforeAll(async () => {
  // The back end as a gateway finds it on its SQLite file: the credential beside it.
  dir = mkdtempSync(join(tmpdir(), 'error-reports-'));
  const dbPath = join(dir, 'shop.sqlite');
  backEnd = await buildApp({ dbPath, seed: false, config: { mode: 'test', readerThreads: 0 } });
  await backEnd.listen({ port: 0, host: '127.0.0.1' });
  const { port } = backEnd.server.address() as { port: number };
  api = { fetch, origin: () => `http://127.0.0.1:${port}`, credential: resolveReportsToken(dbPath)! };
}, 60_000);

afterAll(async () => {
  await backEnd?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('error reports kept by the back end', () => {
  it('rates a version over the visits of its own pages', async () => {
    const log = errorLog(api);
    // 74 visits of the catalogue; mf-promotions' page opened 6 times, failing every time.
    expect(await log.visited('192.0.2.1', 'page-load-aaaa', [{ bundle: 'mf-catalog', version: '1', visits: 74, failed: 0 }])).toBe('recorded');
    await log.visited('192.0.2.1', 'page-load-aaaa', [{ bundle: 'mf-promotions', version: '2', visits: 4, failed: 4 }]);
    for (let i = 0; i < 2; i++) expect(await log.record('192.0.2.1', 'page-load-aaaa', { kind: 'render', bundle: 'mf-promotions', version: '2', message: `boom ${i}` })).toBe('recorded');
    await log.visited('192.0.2.2', 'page-load-bbbb', [{ bundle: 'mf-promotions', version: '2', visits: 2, failed: 2 }]);
    expect(await log.summary()).toEqual({
      'mf-catalog': { '1': { count: 0, visits: 74, failed: 0, kinds: {}, last: '' } },
      'mf-promotions': { '2': { count: 2, visits: 6, failed: 6, kinds: { render: 2 }, last: 'boom 1' } },
    });
  });

  it('says limited once a page load sent too many, and the report is not counted', async () => {
    const log = errorLog(api);
    const results: string[] = [];
    for (let i = 0; i < 12; i++) results.push(await log.record(`198.51.100.${i}`, 'page-load-cccc', { kind: 'chunk', bundle: 'mf-demo', version: '1', message: `m${i}` }));
    expect(results).toEqual([...Array<string>(10).fill('recorded'), 'limited', 'limited']);
    expect((await log.summary())['mf-demo']!['1']).toMatchObject({ count: 10, last: 'm9' });
  });

  it('fails loudly with a wrong credential instead of losing reports quietly', async () => {
    const log = errorLog({ ...api, credential: 'not-the-gateways-credential-000' });
    await expect(log.summary()).rejects.toThrow(/answered 401/);
    await expect(log.record('192.0.2.3', 'page-load-dddd', { kind: 'render', bundle: 'mf-demo', version: '1', message: 'x' })).rejects.toThrow(/answered 401/);
  });

  it('accepts only well-formed batches', () => {
    const good = { bundle: 'mf-demo', version: '1.0.0-ab12', visits: 3, failed: 1 };
    expect(parseVisits({ visits: [good] })).toEqual([good]);
    expect(parseVisits({ visits: [] })).toMatch(/list of 1 to 20/);
    expect(parseVisits({ visits: Array.from({ length: 21 }, () => good) })).toMatch(/list of 1 to 20/);
    expect(parseVisits([good])).toMatch(/list/);
    expect(parseVisits({ visits: [{ ...good, bundle: '../x' }] })).toMatch(/bundle/);
    expect(parseVisits({ visits: [{ ...good, version: 'a b' }] })).toMatch(/version/);
    expect(parseVisits({ visits: [{ ...good, visits: 1.5 }] })).toMatch(/visits must be a whole number/);
    expect(parseVisits({ visits: [{ ...good, failed: 501 }] })).toMatch(/failed must be a whole number/);
    expect(parseVisits({ visits: [null] })).toMatch(/bundle/);
  });
});
