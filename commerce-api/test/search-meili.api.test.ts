import { Meilisearch, MeilisearchApiError } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTERABLE_ATTRIBUTES, SORTABLE_ATTRIBUTES } from '../src/search/documents.ts';
import { MeiliIndexes, searchKeyUid } from '../src/search/meili.ts';
import { MeiliSync } from '../src/search/meili-sync.ts';
import { repositories } from '../src/repositories.ts';
import { indexSettings } from '../src/search/settings.ts';
import { firstListedInStock } from './support/commerce.ts';
import { startMeiliPeer, type MeiliPeer } from './support/meili-peer.ts';
import { startServer, storeOf, type TestServer } from './support/server.ts';

const MASTER = 'peer-master-key-0123456789abcdef';
let peer: MeiliPeer;
let api: TestServer;

/** Polls until `check` holds (or fails after `ms`): what the sync pushes arrives within seconds. */
async function within<T>(ms: number, check: () => T | undefined | false): Promise<{ value: T; after: number }> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return { value, after: Date.now() - started };
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function refusal(promise: Promise<unknown>): Promise<number | string> {
  return promise.then(
    () => 'allowed',
    (error: unknown) => (error instanceof MeilisearchApiError ? (error.response?.status ?? 'no response') : String(error)),
  );
}

beforeAll(async () => {
  peer = await startMeiliPeer(MASTER);
  api = await startServer({ config: { mode: 'test', meiliHost: peer.url, meiliMasterKey: MASTER, indexPrefix: 'test_' } });
  // The first push: both indexes rebuilt.
  await within(30_000, () => (peer.indexes.get('test_en_products')?.documents.size ?? 0) > 3000);
}, 90_000);

afterAll(async () => {
  await api?.close();
  await peer?.close();
});

describe('Meilisearch adapter (against a Meilisearch-protocol peer)', () => {
  it('is ready (/api/ready) once its first push has settled', async () => {
    // The documents arrive before the push settles (settings, tasks, the other locale): poll.
    let last: Response | undefined;
    for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
      last = await fetch(`${api.url}/api/ready`);
      if (last.status === 200) break;
    }
    expect(last!.status).toBe(200);
    expect(await last!.json()).toEqual({ status: 'ready' });
  }, 40_000);

  it('pushes each locale\'s settings with the official client, as Meilisearch documents them', () => {
    for (const locale of ['fr', 'en'] as const) {
      const index = peer.indexes.get(`test_${locale}_products`)!;
      expect(index.primaryKey).toBe('id');
      expect(index.settings).toEqual(JSON.parse(JSON.stringify(indexSettings(locale, { filterable: FILTERABLE_ATTRIBUTES, sortable: SORTABLE_ATTRIBUTES }))));
    }
    const fr = peer.indexes.get('test_fr_products')!.settings as { synonyms: Record<string, string[]>; rankingRules: string[]; typoTolerance: { enabled: boolean } };
    expect(fr.synonyms['frigo']).toEqual(expect.arrayContaining(['réfrigérateur', 'fridge']));
    expect(fr.rankingRules).toContain('product_rank:desc');
    expect(fr.typoTolerance.enabled).toBe(true);
    expect(peer.violations).toEqual([]);
  });

  it('rebuilds into a new index and swaps it in: the live index is never emptied nor filled in place', async () => {
    const client = new Meilisearch({ host: peer.url, apiKey: MASTER });
    const live = peer.indexes.get('test_fr_products')!;
    const before = live.documents.size;
    const from = peer.log.length;
    await new MeiliIndexes(client).rebuild('test_fr_products', indexSettings('fr', { filterable: FILTERABLE_ATTRIBUTES, sortable: SORTABLE_ATTRIBUTES }), [...live.documents.values()].slice(0, 10));
    const calls = peer.log.slice(from).filter((c) => !c.path.startsWith('/tasks/'));
    // Everything is written to the next index; the live one is only swapped.
    const touchingLive = calls.filter((c) => c.path.startsWith('/indexes/test_fr_products') && !c.path.startsWith('/indexes/test_fr_products__next'));
    expect(touchingLive.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /indexes/test_fr_products']);
    const order = calls.map((c) => `${c.method} ${c.path}`);
    expect(order.indexOf('POST /swap-indexes')).toBeGreaterThan(order.lastIndexOf('POST /indexes/test_fr_products__next/documents'));
    expect(order.at(-1)).toBe('DELETE /indexes/test_fr_products__next');
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/indexes/test_fr_products/documents')).toBe(false);
    expect(peer.indexes.get('test_fr_products')!.documents.size).toBe(10);
    expect(peer.indexes.has('test_fr_products__next')).toBe(false);
    expect(before).toBeGreaterThan(3000);
    expect(peer.violations).toEqual([]);
  });

  it('pushes a price, stock or flag change within seconds, only the documents that changed, from one process', async () => {
    // Another connection to the server's database, on either engine.
    const writer = storeOf(api);
    const en = peer.indexes.get('test_en_products')!;
    const product = await firstListedInStock(writer);
    const from = peer.log.length;
    await writer.db.updateTable('products').set({ price: product.price + 1000 }).where('id', '=', product.id).execute();
    await writer.db.updateTable('stock').set({ qty: 0, is_in_stock: 0 }).where('product_id', '=', product.id).execute();
    const { after } = await within(5_000, () => {
      const doc = en.documents.get(product.id);
      return doc?.price === product.price + 1000 && doc.in_stock === false;
    });
    expect(after).toBeLessThan(5_000);
    const pushes = peer.log.slice(from).filter((c) => c.method === 'POST' && c.path === '/indexes/test_en_products/documents');
    // Only the changed document goes (once per change the tick saw), not the catalogue.
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.reduce((n, c) => n + (c.items ?? 0), 0)).toBeLessThanOrEqual(pushes.length);
    // A second process on the same database leaves Meilisearch alone while the lease is held.
    const log = { info: () => undefined, error: () => undefined };
    const second = new MeiliSync({ repos: repositories(writer.db, writer.engine), now: () => new Date(), config: { ...api.app.initialConfig, meiliHost: peer.url, meiliMasterKey: MASTER, indexPrefix: 'test_' } as never }, log);
    const quiet = peer.log.length;
    expect(await second.tick()).toBe(false);
    expect(peer.log.length).toBe(quiet);
    await writer.close();
  });

  it('hands browsers a search-only key made from the master key, and this origin\'s /search', async () => {
    const config = (await (await fetch(`${api.url}/api/search-config`)).json()) as { host: string; key: string; indexes: { fr: string; en: string } };
    expect(config.host).toBe('/search');
    expect(config.indexes).toEqual({ fr: 'test_fr_products', en: 'test_en_products' });
    expect(config.key).not.toBe(MASTER);
    expect(peer.keys.get(searchKeyUid(MASTER))).toMatchObject({ key: config.key, actions: ['search'], indexes: ['test_fr_products', 'test_en_products'], expiresAt: null });
    // Asked again (another request, a restart): the same key, not another one.
    expect(((await (await fetch(`${api.url}/api/search-config`)).json()) as { key: string }).key).toBe(config.key);
    expect(peer.keys.size).toBe(1);

    const shopper = new Meilisearch({ host: peer.url, apiKey: config.key });
    const found = await shopper.index('test_en_products').search('samsung', { limit: 3 });
    expect(found.hits.length).toBe(3);
    const fr = shopper.index('test_fr_products');
    expect(await refusal(fr.addDocuments([{ id: 1, name: 'x' }]))).toBe(403);
    expect(await refusal(fr.updateSettings({ filterableAttributes: [] }))).toBe(403);
    expect(await refusal(shopper.deleteIndex('test_fr_products'))).toBe(403);
    expect(await refusal(shopper.getKeys())).toBe(403);
    expect(await refusal(shopper.createKey({ actions: ['*'], indexes: ['*'], expiresAt: null }))).toBe(403);
    expect(await refusal(shopper.index('other_products').search('x'))).toBe(403);
    expect(peer.violations).toEqual([]);
  });
});
