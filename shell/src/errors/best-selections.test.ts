import { describe, expect, it } from 'vitest';
// The tiles must land on real categories: read the seeded tree instead of trusting copied ids.
import { CATEGORIES, TILE_CATEGORIES, slugify } from '../../../commerce-api/src/seed/categories.ts';
import { BEST_SELECTIONS } from './best-selections';

describe('error page tiles', () => {
  it('link every spec tile to a seeded category as /category/{url_key}-{id}', () => {
    const expected = Object.values(TILE_CATEGORIES).map((id) => {
      const category = CATEGORIES.find((c) => c.id === id)!;
      return `/category/${slugify(category.fr)}-${id}`;
    });
    const links = BEST_SELECTIONS.filter((tile) => tile.href !== '/').map((tile) => tile.href);
    expect(links.toSorted()).toEqual(expected.toSorted());
  });

  it('ends with a home tile', () => {
    expect(BEST_SELECTIONS.at(-1)).toEqual({ key: 'home', href: '/' });
  });
});
