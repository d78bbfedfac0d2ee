import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE_DATA_PATH, loadCatalogueData, type CatalogueData } from './catalogue-data.ts';

const dir = mkdtempSync(join(tmpdir(), 'catalogue-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The shipped file with one change, written where the loader can read it. */
function edited(change: (data: CatalogueData) => void): string {
  const data = JSON.parse(readFileSync(CATALOGUE_DATA_PATH, 'utf8')) as CatalogueData;
  change(data);
  const path = join(dir, `catalogue-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(data));
  return path;
}

describe('catalogue data', () => {
  it('loads the shipped tables', () => {
    const data = loadCatalogueData();
    expect(data.PHONES.length).toBeGreaterThan(0);
    expect(data.audio.models.length).toBeGreaterThan(0);
  });

  it('refuses a table of the wrong shape, naming the place', () => {
    const path = edited((data) => {
      (data.PHONES[3] as unknown as { min: string }).min = 'cheap';
    });
    expect(() => loadCatalogueData(path)).toThrow(`${path}: /PHONES/3/min must be number`);
  });

  it('refuses a picture kind the image generator does not draw', () => {
    const path = edited((data) => {
      (data.audio.models[0] as unknown as string[])[6] = 'rocket';
    });
    expect(() => loadCatalogueData(path)).toThrow(/\/audio\/models\/0\/6/);
  });

  it('refuses a family whose table is missing', () => {
    const path = edited((data) => {
      delete (data as Partial<CatalogueData>).tvs;
    });
    expect(() => loadCatalogueData(path)).toThrow(/tvs/);
  });
});
