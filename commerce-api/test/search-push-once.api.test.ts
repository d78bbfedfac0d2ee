import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondNode, startServer, storeOf, type TestServer } from './support/server.ts';
import { firstListedInStock } from './support/commerce.ts';
import { startMeiliPeer, type MeiliPeer } from './support/meili-peer.ts';
import type { Store } from '../src/db/store.ts';

/**
 * The Meilisearch push on two back-end instances sharing ONE database (either engine): one
 * process pushes, under the lease row, and a catalogue change reaches Meilisearch once, not once
 * per node (decision 034).
 */
const MASTER = 'peer-master-key-0123456789abcdef';
let peer: MeiliPeer;
let first: TestServer;
let second: TestServer;
let store: Store;

async function until(ms: number, check: () => Promise<boolean> | boolean): Promise<void> {
  for (const started = Date.now(); !(await check()); await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
  }
}

const ready = async (inject: (path: string) => Promise<number>) => (await inject('/api/ready')) === 200;

beforeAll(async () => {
  peer = await startMeiliPeer(MASTER);
  const meili = { meiliHost: peer.url, meiliMasterKey: MASTER, indexPrefix: 'test_' };
  first = await startServer({ config: { mode: 'test', ...meili } });
  second = await startSecondNode(first, { config: { mode: 'test', ...meili } });
  store = storeOf(first);
  // Both have had their first round: one pushed, the other found the lease held.
  await until(60_000, async () => (await ready(async (url) => (await fetch(`${first.url}${url}`)).status)) && ready(async (url) => (await fetch(`${second.url}${url}`)).status));
}, 120_000);

afterAll(async () => {
  await second?.close();
  await store?.close();
  await first?.close();
  await peer?.close();
});

describe('Meilisearch push on two nodes sharing one database', () => {
  it('rebuilds the indexes once, not once per node', async () => {
    const swaps = peer.log.filter((c) => c.method === 'POST' && c.path === '/swap-indexes');
    // One rebuild swaps each locale's index in once.
    expect(swaps).toHaveLength(2);
    expect(peer.indexes.get('test_fr_products')!.documents.size).toBeGreaterThan(3000);
    // Several ticks of both nodes later, still the one rebuild.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(peer.log.filter((c) => c.method === 'POST' && c.path === '/swap-indexes')).toHaveLength(2);
  }, 30_000);

  it('pushes a catalogue change once', async () => {
    const product = await firstListedInStock(store);
    const from = peer.log.length;
    await store.db.updateTable('products').set({ price: product.price + 1000 }).where('id', '=', product.id).execute();
    await until(10_000, () => peer.indexes.get('test_en_products')!.documents.get(product.id)?.price === product.price + 1000);
    // Both nodes tick every second: give the other a few chances to push it again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const pushes = peer.log.slice(from).filter((c) => c.method === 'POST' && /^\/indexes\/test_(fr|en)_products\/documents$/.test(c.path));
    expect(pushes.map((c) => `${c.path} ${c.items}`).toSorted()).toEqual(['/indexes/test_en_products/documents 1', '/indexes/test_fr_products/documents 1']);
  }, 30_000);
});
