/**
 * `pnpm bench:search`: the fixed query set of `quality.ts` against the embedded engine (MiniSearch) over a
 * freshly seeded catalogue; prints each query's right answers in the first five, precision@5 and
 * the zero-result rate (goals: ≥ 0.9 and 0).
 */
import { openDatabase } from '../src/db/database.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { SearchReads } from '../src/search/reads.ts';
import { sqliteReaderData } from '../src/readers/local.ts';
import { measureQuality, QUALITY_CASES } from '../src/search/quality.ts';

const now = new Date();
const db = openDatabase(':memory:');
await seedIfEmpty(db, now);
const reads = new SearchReads({ now: () => now }, sqliteReaderData(db).catalog);
const { results, precisionAt5, zeroResultRate } = await measureQuality((locale, params) => reads.run(locale, params));
for (const r of results) {
  console.info(`${r.case.locale}  ${r.case.q.padEnd(22)} ${r.relevant}/5  (${String(r.found).padStart(4)} found)  ${r.top[0]?.slice(0, 60) ?? '—'}`);
}
console.info(`\n${QUALITY_CASES.length} queries: precision@5 ${precisionAt5.toFixed(3)}, zero-result rate ${zeroResultRate.toFixed(3)}`);
db.close();
