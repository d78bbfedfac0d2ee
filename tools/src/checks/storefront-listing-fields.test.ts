import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_LISTING_FIELDS } from '../../../commerce-api/src/catalog/storefront-fields.ts';

const repoRoot = join(import.meta.dirname, '../../..');

describe('the listing selector the back end renders ahead', () => {
  it('is the one the storefront sends with its category pages (mf-catalog LIST_FIELDS)', () => {
    const source = readFileSync(join(repoRoot, 'mf-catalog/src/api/products.ts'), 'utf8');
    const sent = /const LIST_FIELDS =\s*'([^']+)'/.exec(source)?.[1];
    expect(sent).toBe(STOREFRONT_LISTING_FIELDS);
  });
});
