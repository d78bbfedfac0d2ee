import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_LISTING_FIELDS } from './storefront-fields.ts';

describe('the storefront listing selector the service renders ahead', () => {
  it('is the one the storefront sends', () => {
    const source = readFileSync(new URL('../../../mf-catalog/src/api/products.ts', import.meta.url), 'utf8');
    const sent = /const LIST_FIELDS =\s*'([^']+)'/.exec(source)?.[1];
    expect(sent).toBe(STOREFRONT_LISTING_FIELDS);
  });
});
