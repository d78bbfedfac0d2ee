import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import type { EncodedBody } from '../catalog/encoded-body.ts';
import { SearchReads } from './reads.ts';
import { sqliteReaderData } from '../readers/local.ts';

const start = Date.parse('2026-11-21T10:00:00Z');
const db = openDatabase(':memory:');
afterAll(() => db.close());
const hits = (body: EncodedBody) => (JSON.parse(Buffer.from(body.answer(undefined, undefined).body!).toString()) as { hits: { id: number }[] }).hits.map((h) => h.id);

describe('search answers kept per catalogue state', () => {
  it('keeps an answer until the catalogue moves, then answers from the updated index', async () => {
    await seedIfEmpty(db, new Date(start));
    const reads = new SearchReads({ now: () => new Date(start) }, sqliteReaderData(db).catalog);
    const body = { q: 'samsung', hitsPerPage: 24, filter: 'in_stock = true' };
    const first = await reads.search('fr', 'fr_products', body);
    expect(await reads.search('fr', 'fr_products', body)).toBe(first);
    // The other locale's searches do not push this one's answers out.
    await reads.search('en', 'en_products', body);
    expect(await reads.search('fr', 'fr_products', body)).toBe(first);
    expect(await reads.search('fr', 'fr_products', { ...body, page: 2 })).not.toBe(first);
    // An order empties the first hit's stock: the next search no longer finds it in stock.
    const [sold] = hits(first);
    db.prepare('UPDATE stock SET qty = 0, is_in_stock = 0 WHERE product_id = ?').run(sold);
    const after = await reads.search('fr', 'fr_products', body);
    expect(after).not.toBe(first);
    expect(hits(after)).not.toContain(sold);
    expect(hits(after).length).toBe(24);
  }, 60_000);
});
