import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { offPostgres, onPostgres } from '../../vitest.api-pg.config.ts';

// Issue 26: the whole API suite runs on PostgreSQL too. A new API test file joins `onPostgres`;
// one that cannot mean anything there is listed in `offPostgres` with its reason, never left out silently.
describe('pnpm test:api:pg', () => {
  it('runs every API test file, or says why not', () => {
    const files = readdirSync(join(import.meta.dirname, '../../test'))
      .filter((f) => f.endsWith('.api.test.ts'))
      .map((f) => `test/${f}`);
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter((f) => !onPostgres.includes(f) && !offPostgres[f]?.trim())).toEqual([]);
    expect(onPostgres.filter((f) => !files.includes(f))).toEqual([]);
    expect(new Set(onPostgres).size).toBe(onPostgres.length);
  });
});
