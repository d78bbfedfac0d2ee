import { describe, expect, it } from 'vitest';
import type { MagentoCategory } from '../../../api/types';
import { buildCategoryTree, categoryIdFromSlug, categoryPath } from './category-tree';

const cat = (id: number, parent_id: number, name: string, position: number, urlKey?: string, is_active = true): MagentoCategory => ({
  id,
  parent_id,
  name,
  position,
  level: parent_id === 2 ? 2 : 3,
  is_active,
  custom_attributes: urlKey ? [{ attribute_code: 'url_key', value: urlKey }] : [],
});

describe('categoryPath / categoryIdFromSlug', () => {
  it('builds /category/{url_key}-{id} and reads the id back', () => {
    const path = categoryPath(cat(12, 2, 'Téléphones & Tablettes', 1, 'telephones-tablettes'));
    expect(path).toBe('/category/telephones-tablettes-12');
    expect(categoryIdFromSlug('telephones-tablettes-12')).toBe(12);
  });
  it('falls back to /category/{id}', () => {
    expect(categoryPath(cat(31, 30, 'TV', 1))).toBe('/category/31');
    expect(categoryIdFromSlug('31')).toBe(31);
  });
  it('rejects slugs without a trailing id', () => {
    expect(categoryIdFromSlug('telephones')).toBeNull();
    expect(categoryIdFromSlug('tv-0')).toBeNull();
    expect(categoryIdFromSlug('abc12')).toBeNull();
  });
});

describe('buildCategoryTree', () => {
  it('nests children under the store root, ordered by position', () => {
    const tree = buildCategoryTree([
      cat(30, 2, 'TV & Audio', 3, 'tv-audio'),
      cat(12, 2, 'Téléphones', 1, 'telephones'),
      cat(14, 12, 'Tablettes', 2, 'tablettes'),
      cat(13, 12, 'Smartphones', 1, 'smartphones'),
      cat(20, 2, 'Informatique', 2, 'informatique'),
    ]);
    expect(tree.map((n) => n.name)).toEqual(['Téléphones', 'Informatique', 'TV & Audio']);
    expect(tree[0]!.children.map((n) => [n.name, n.path])).toEqual([
      ['Smartphones', '/category/smartphones-13'],
      ['Tablettes', '/category/tablettes-14'],
    ]);
  });
  it('leaves out inactive categories and orphans', () => {
    const tree = buildCategoryTree([
      cat(12, 2, 'Téléphones', 1, 'telephones'),
      cat(40, 2, 'Old', 2, 'old', false),
      cat(41, 40, 'Child of inactive', 1, 'x'),
      cat(99, 98, 'Orphan', 1, 'orphan'),
    ]);
    expect(tree.map((n) => n.id)).toEqual([12]);
  });
});
