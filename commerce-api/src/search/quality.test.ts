import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { SearchReads } from './reads.ts';
import { measureQuality, QUALITY_CASES } from './quality.ts';

let db: Db;
const now = new Date('2026-11-21T10:00:00Z');

beforeAll(() => {
  db = openDatabase(':memory:');
  seedIfEmpty(db, now);
}, 60_000);
afterAll(() => db.close());

describe('search quality (the set `pnpm bench:search` reports)', () => {
  it('has 40 queries in both languages', () => {
    expect(QUALITY_CASES).toHaveLength(40);
    expect(new Set(QUALITY_CASES.map((c) => c.locale))).toEqual(new Set(['fr', 'en']));
  });

  it('finds something for every query and puts right answers in the first five (precision@5 ≥ 0.9)', { timeout: 30_000 }, () => {
    const reads = new SearchReads({ db, now: () => now });
    const { results, precisionAt5, zeroResultRate } = measureQuality((locale, params) => reads.run(locale, params));
    expect(results.filter((r) => r.found === 0).map((r) => r.case.q)).toEqual([]);
    expect(zeroResultRate).toBe(0);
    expect(precisionAt5).toBeGreaterThanOrEqual(0.9);
  });
});
