import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../src/db/database.ts';
import { Prng } from '../src/seed/prng.ts';
import { SearchReads } from '../src/search/reads.ts';
import { sqliteReaderData } from '../src/readers/local.ts';
import { SEARCH_WORDS } from './words.ts';

/**
 * `node --import tsx bench/search-cpu.ts <db file> [queries] [answers.json]`: the CPU one search
 * costs in the embedded engine (MiniSearch) alone (no HTTP, no thread hop, no compression), on a seeded
 * database (`pnpm seed --products N`), with the request mix of `pnpm bench:api`'s search
 * scenario. Profile it with `node --cpu-prof`; pass a file to write a digest of every answer,
 * so a change of engine can be checked to answer the same.
 */
const [file, count = '600', digestFile] = process.argv.slice(2);
if (!file) throw new Error('usage: search-cpu.ts <db file> [queries] [answers.json]');
const db = openDatabase(file);
const now = new Date();
const engine = new SearchReads({ now: () => now }, sqliteReaderData(db).catalog);
let t = performance.now();
for (const locale of ['fr', 'en'] as const) await engine.run(locale, { q: 'warm up' });
console.info(`index build ${Math.round(performance.now() - t)} ms`);
const panel = (await engine.run('fr', { q: '', facets: ['brand', 'categories'], hitsPerPage: 1 })) as { facetDistribution?: Record<string, Record<string, number>> };
const brands = Object.keys(panel.facetDistribution!['brand']!);
const categoryNames = Object.keys(panel.facetDistribution!['categories']!);
const SORTS = [undefined, undefined, undefined, ['created_at:desc'], ['popularity:desc'], ['final_price:asc'], ['final_price:desc'], ['name:asc']];
const rng = new Prng(42);
const pick = <T>(list: readonly T[]) => list[Math.floor(rng.next() * list.length)]!;
const quote = (s: string) => JSON.stringify(s);
const requests = Array.from({ length: Number(count) }, () => {
  const q = rng.chance(0.1) ? '' : Array.from({ length: rng.chance(0.5) ? 1 : rng.int(2, 3) }, () => pick(SEARCH_WORDS)).join(' ');
  const filter: string[] = [];
  const roll = rng.next();
  if (roll < 0.2) filter.push([pick(brands), ...(rng.chance(0.5) ? [pick(brands)] : [])].map((b) => `brand = ${quote(b)}`).join(' OR '));
  else if (roll < 0.3) filter.push(`categories = ${quote(pick(categoryNames))}`);
  else if (roll < 0.45) {
    const from = rng.int(0, 20) * 10_000;
    filter.push(`final_price >= ${from}`);
    if (rng.chance(0.7)) filter.push(`final_price < ${from + rng.int(1, 30) * 10_000}`);
  }
  const page = Math.min(4, 1 + Math.floor(-Math.log2(1 - rng.next())));
  return { locale: rng.chance(0.2) ? ('en' as const) : ('fr' as const), params: { q, filter, facets: ['brand', 'categories', 'final_price'], sort: pick(SORTS), hitsPerPage: 24, page } };
});
const digests: string[] = [];
// Two halves: the first meets most words for the first time (MiniSearch scores them), the second
// draws new combinations of words already scored, as a service that has run a while does.
for (const [name, part] of [['cold', requests.slice(0, requests.length / 2)], ['warm', requests.slice(requests.length / 2)]] as const) {
  const cpu = process.cpuUsage();
  t = performance.now();
  for (const { locale, params } of part) {
    const answer = (await engine.run(locale, params)) as unknown as Record<string, unknown>;
    if (digestFile) digests.push(createHash('sha1').update(JSON.stringify({ ...answer, processingTimeMs: 0 })).digest('hex'));
  }
  const used = process.cpuUsage(cpu);
  console.info(`${part.length} searches, words ${name}: ${((performance.now() - t) / part.length).toFixed(2)} ms wall, ${((used.user + used.system) / 1000 / part.length).toFixed(2)} ms CPU each`);
}
if (digestFile) writeFileSync(digestFile, JSON.stringify(digests));
db.close();
