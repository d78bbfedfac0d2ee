import { createMessenger } from '../messaging/messenger.ts';
import { defaultConfig } from '../config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { NO_READER, type AppContext } from '../context.ts';
import { pushToMeili } from './meili-sync.ts';
import { FILTERABLE_ATTRIBUTES } from './engine.ts';

let db: Db;
const now = new Date('2026-11-21T10:00:00Z');

beforeAll(() => {
  db = openDatabase(':memory:');
  seedIfEmpty(db, now);
}, 60_000);
afterAll(() => db.close());

/** A Meilisearch stand-in at the HTTP level: records requests, enqueues tasks, reports them done. */
function fakeMeili(failOn?: RegExp) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let task = 0;
  const statuses = new Map<number, string>();
  const httpClient = async (input: string | URL | Request, init?: RequestInit): Promise<unknown> => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const taskMatch = /\/tasks\/(\d+)$/.exec(url.pathname);
    if (method === 'GET' && taskMatch) {
      const uid = Number(taskMatch[1]);
      return { uid, status: statuses.get(uid), error: statuses.get(uid) === 'failed' ? { message: 'boom' } : null };
    }
    calls.push({ method, path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    task++;
    statuses.set(task, failOn?.test(`${method} ${url.pathname}`) ? 'failed' : 'succeeded');
    return { taskUid: task, indexUid: null, status: 'enqueued', type: 'x', enqueuedAt: now.toISOString() };
  };
  return { calls, httpClient };
}

const ctx = (): AppContext => ({
  db,
  now: () => now,
  config: { ...defaultConfig({}), mode: 'test', searchKey: 'k', meiliHost: 'http://meili.test:7700', meiliMasterKey: 'master', indexPrefix: 'shop_', tokenTtlSeconds: 60 },
  messenger: createMessenger([]),
  reader: NO_READER,
});

describe('pushing to Meilisearch', () => {
  it('creates both indexes, sends their settings and all documents in batches', { timeout: 30_000 }, async () => {
    const fake = fakeMeili();
    const pushed = await pushToMeili(ctx(), { httpClient: fake.httpClient });
    expect(pushed.map((p) => p.uid)).toEqual(['shop_fr_products', 'shop_en_products']);
    expect(pushed[0]!.documents).toBeGreaterThan(3000);
    const settings = fake.calls.find((c) => c.path === '/indexes/shop_fr_products/settings')!;
    expect(settings.method).toBe('PATCH');
    expect(settings.body).toMatchObject({ filterableAttributes: FILTERABLE_ATTRIBUTES, typoTolerance: { enabled: true } });
    // The synonyms and ranking the embedded engine applies go to the real Meilisearch too.
    const body = settings.body as { synonyms: Record<string, string[]>; rankingRules: string[]; searchableAttributes: string[] };
    expect(body.synonyms['frigo']).toEqual(expect.arrayContaining(['réfrigérateur', 'fridge']));
    expect(body.synonyms['clim']).toContain('climatiseur');
    expect(body.synonyms['portable']).toEqual(expect.arrayContaining(['téléphone', 'ordinateur portable']));
    expect(body.rankingRules).toContain('product_rank:desc');
    expect(body.searchableAttributes).toContain('name_other');
    const [doc] = fake.calls.find((c) => c.method === 'POST' && c.path === '/indexes/shop_en_products/documents')!.body as { name: string; name_other: string; product_rank: number }[];
    expect(doc).toMatchObject({ name: expect.any(String), name_other: expect.any(String), product_rank: expect.any(Number) });
    expect(doc!.name_other).not.toBe(doc!.name);
    const batches = fake.calls.filter((c) => c.method === 'POST' && c.path === '/indexes/shop_fr_products/documents');
    expect(batches.reduce((n, c) => n + (c.body as unknown[]).length, 0)).toBe(pushed[0]!.documents);
    expect((batches[0]!.body as { name: string }[])[0]!.name).not.toBe(
      (fake.calls.find((c) => c.method === 'POST' && c.path === '/indexes/shop_en_products/documents')!.body as { name: string }[])[0]!.name,
    );
  });

  it('reports a failed task as an error', async () => {
    const fake = fakeMeili(/settings/);
    await expect(pushToMeili(ctx(), { httpClient: fake.httpClient })).rejects.toThrow(/boom/);
  });
});
