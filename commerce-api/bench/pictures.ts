/**
 * What making every product picture up front would cost the seed, against making them on first
 * request: seeds a database in memory, times drawing and encoding a sample of products' pictures
 * at each served size and format, and scales it to the whole catalogue.
 * `node --import tsx bench/pictures.ts [sample=60]`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/database.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { PRODUCT_IMAGE_WIDTHS, pictureMaker, shotSpec } from '../src/media/product-picture.ts';

const sample = Number(process.argv[2] ?? 60);
const db = openDatabase(':memory:');
let started = performance.now();
await seedIfEmpty(db);
const seedMs = performance.now() - started;
const rows = db.prepare('SELECT id, name_fr, attributes, extension, media FROM products').all() as { id: number; name_fr: string; attributes: string; extension: string; media: string }[];
const files = rows.reduce((n, r) => n + (JSON.parse(r.media) as unknown[]).length, 0);
const dir = mkdtempSync(join(tmpdir(), 'bench-pictures-'));
const maker = pictureMaker(dir);
const step = Math.max(1, Math.floor(rows.length / sample));
const picked = rows.filter((_, i) => i % step === 0).slice(0, sample);
const perSize: Record<string, number> = {};
for (const width of PRODUCT_IMAGE_WIDTHS) {
  for (const format of ['webp', 'jpeg'] as const) {
    started = performance.now();
    for (const row of picked) await maker.generated(shotSpec(row), 0, width, format);
    perSize[`${width} ${format}`] = (performance.now() - started) / picked.length;
  }
}
started = performance.now();
for (const row of picked) await maker.generated(shotSpec(row), 0, 600, 'webp');
const cachedMs = (performance.now() - started) / picked.length;
const oneFileMs = Object.values(perSize).reduce((a, b) => a + b, 0);
rmSync(dir, { recursive: true, force: true });
console.info(JSON.stringify({ products: rows.length, galleryFiles: files, seedMs: Math.round(seedMs), sample: picked.length, msPerPicture: Object.fromEntries(Object.entries(perSize).map(([k, v]) => [k, Number(v.toFixed(1))])), msAllSizesAndFormatsOfOneView: Number(oneFileMs.toFixed(1)), upFrontSeconds: Math.round((files * oneFileMs) / 1000), msFromMemoryCache: Number(cachedMs.toFixed(2)) }, null, 2));
