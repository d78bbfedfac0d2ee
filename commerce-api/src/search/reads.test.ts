import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { SearchReads } from './reads.ts';

const start = Date.parse('2026-11-21T10:00:00Z');
const db = openDatabase(':memory:');
afterAll(() => db.close());

describe('search answers kept per index state', () => {
  it('keeps a locale\'s answers while the other locale, whose index was built at another time, is searched', () => {
    seedIfEmpty(db, new Date(start));
    // A clock that moves: the French and English indexes are built at different times, so their
    // states differ, as in a running service.
    let t = start;
    const reads = new SearchReads({ db, now: () => new Date((t += 1000)) });
    const body = { q: 'samsung', hitsPerPage: 24 };
    // An answer is kept when it is asked for a second time (what varied traffic asks once is not).
    const once = reads.search('fr', 'fr_products', body);
    const fr = reads.search('fr', 'fr_products', body);
    expect(fr).not.toBe(once);
    reads.search('en', 'en_products', body);
    reads.search('en', 'en_products', body);
    expect(reads.search('fr', 'fr_products', body)).toBe(fr);
    expect(reads.search('fr', 'fr_products', { ...body, page: 2 })).not.toBe(fr);
  }, 60_000);
});
