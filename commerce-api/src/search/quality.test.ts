import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { SearchReads } from './reads.ts';
import { sqliteReaderData } from '../readers/local.ts';
import { DocumentSource } from './documents.ts';
import { EmbeddedIndex } from './embedded.ts';
import { SEARCH_WORDS } from '../../bench/words.ts';
import { measureQuality, QUALITY_CASES } from './quality.ts';

let db: Db;
const now = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  db = openDatabase(':memory:');
  await seedIfEmpty(db, now);
}, 60_000);
afterAll(() => db.close());

describe('search quality (the set `pnpm bench:search` reports)', () => {
  it('has 40 queries in both languages', () => {
    expect(QUALITY_CASES).toHaveLength(40);
    expect(new Set(QUALITY_CASES.map((c) => c.locale))).toEqual(new Set(['fr', 'en']));
  });

  it('finds something for every query and puts right answers in the first five (precision@5 ≥ 0.9)', { timeout: 30_000 }, async () => {
    const reads = new SearchReads({ now: () => now }, sqliteReaderData(db).catalog);
    const { results, precisionAt5, zeroResultRate } = await measureQuality((locale, params) => reads.run(locale, params));
    expect(results.filter((r) => r.found === 0).map((r) => r.case.q)).toEqual([]);
    expect(zeroResultRate).toBe(0);
    expect(precisionAt5).toBeGreaterThanOrEqual(0.9);
  });

  it('combines each word\'s kept answer exactly as MiniSearch answers the whole query', { timeout: 30_000 }, async () => {
    const index = new EmbeddedIndex();
    index.replaceAll(await new DocumentSource(sqliteReaderData(db).catalog, () => now).documents('fr'));
    const queries = [...QUALITY_CASES.map((c) => c.q.split(' ')), ...Array.from({ length: 60 }, (_, i) => [SEARCH_WORDS[(i * 7) % SEARCH_WORDS.length]!, SEARCH_WORDS[(i * 13 + 5) % SEARCH_WORDS.length]!, ...(i % 3 ? [] : [SEARCH_WORDS[(i * 3 + 1) % SEARCH_WORDS.length]!])])];
    for (const words of queries) {
      const composed = index.run(words).map((r) => [r.id, r.score.toFixed(9)]);
      const own = index.miniSearch(words).map((r) => [r.id, r.score.toFixed(9)]);
      expect([words.join(' '), composed]).toEqual([words.join(' '), own]);
    }
  });
});
