import { writeFileSync } from 'node:fs';
import { parse } from 'node:querystring';
import { openDatabase } from '../src/db/database.ts';
import { LocalReader, sqliteReaderData } from '../src/readers/local.ts';
import { Prng } from '../src/seed/prng.ts';
import { sqliteStore } from '../src/db/store.ts';
import { viewOf } from '../src/prime/hooks.ts';
import { primeRepository } from '../src/prime/repository.ts';
import { sharedSummaries } from '../src/catalog/snapshot.ts';
import { listingPath } from './requests.ts';

/**
 * `node --import tsx bench/reads-cpu.ts <db file> [requests] [answers.json]`: the CPU a category
 * page costs on the reader (`LocalReader`: listing, JSON, brotli, ETag; no HTTP, no thread hop),
 * for the requests of `pnpm bench:api`'s listing scenario, on a seeded database (`pnpm seed
 * --products N`). In two halves: the first meets most lists and products for the first time,
 * the second runs on what the first kept. Pass a file to write a digest of every answer, so a
 * faster listing can be checked to answer exactly the same.
 */
const [file, count = '4000', digestFile] = process.argv.slice(2);
if (!file) throw new Error('usage: reads-cpu.ts <db file> [requests] [answers.json]');
const db = openDatabase(file);
// NOW (ms): the clock of every read, so two runs (before and after a change) answer the same.
const now = Number(process.env['NOW'] ?? Date.now());
const data = sqliteReaderData(db);
const reader = new LocalReader(data, { warmSearch: false });
let t = performance.now();
await reader.warm();
// The catalogue's summaries, which the service's warm-up loads when it builds the search indexes.
await sharedSummaries(data.catalog).get();
console.info(`warm-up ${Math.round(performance.now() - t)} ms, NOW=${now}`);
// The category tree's products and brands, as the bench reads them through the API.
const categories = db
  .prepare('SELECT category_id AS id, count(*) AS product_count FROM product_categories GROUP BY category_id ORDER BY category_id')
  .all() as { id: number; product_count: number }[];
const categoryBrands = new Map<number, string[]>();
for (const row of db
  .prepare("SELECT c.category_id AS id, json_extract(p.attributes, '$.marque') AS brand FROM product_categories c JOIN products p ON p.id = c.product_id WHERE brand IS NOT NULL GROUP BY 1, 2")
  .all() as { id: number; brand: string }[]) {
  categoryBrands.set(row.id, [...(categoryBrands.get(row.id) ?? []), row.brand]);
}
// A guest's view: the exclusive private sales hidden, no member prices.
const view = viewOf(null, await primeRepository(sqliteStore(db).db).sales(), now);
const rng = new Prng(42);
const paths = Array.from({ length: Number(count) }, () => listingPath(rng, categories, categoryBrands));
const digests: string[] = [];
for (const [name, part] of [['first', paths.slice(0, paths.length / 2)], ['second', paths.slice(paths.length / 2)]] as const) {
  const cpu = process.cpuUsage();
  t = performance.now();
  for (const path of part) {
    const locale = path.startsWith('/rest/en/') ? 'en' : 'fr';
    const answer = await reader.read('list', { now, locale, url: path, query: parse(path.slice(path.indexOf('?') + 1)), view, acceptEncoding: 'br, gzip' });
    if (digestFile) digests.push(answer.etag);
  }
  const used = process.cpuUsage(cpu);
  console.info(`${part.length} listings, ${name} half: ${((performance.now() - t) / part.length).toFixed(2)} ms wall, ${((used.user + used.system) / 1000 / part.length).toFixed(2)} ms CPU each`);
}
if (digestFile) writeFileSync(digestFile, JSON.stringify(digests));
db.close();
