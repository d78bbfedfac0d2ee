import type { MagentoCategory } from '../../../api/types';
import { attributeText } from '../../product/lib/attributes';

/** Magento's "Default Category": the storefront's root; its children are the top categories. */
export const STORE_ROOT_CATEGORY_ID = 2;

export interface CategoryNode {
  id: number;
  name: string;
  /** Shop path without locale prefix. */
  path: string;
  children: CategoryNode[];
}

/** `/category/{slug-with-numeric-id}`, i.e. `{url_key}-{id}`; `/category/{id}` without a url key. */
export function categoryPath(category: Pick<MagentoCategory, 'id' | 'custom_attributes'>): string {
  const urlKey = attributeText(category, 'url_key')?.trim();
  return urlKey ? `/category/${encodeURIComponent(urlKey)}-${category.id}` : `/category/${category.id}`;
}

/** The numeric id at the end of a category slug (`telephones-tablettes-12` → 12), or null. */
export function categoryIdFromSlug(slug: string): number | null {
  const match = /(?:^|-)(\d{1,9})$/.exec(slug.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

/**
 * The flat `categories/list` answer as a tree under the store root, ordered by position then name.
 * Inactive categories and those whose parent is missing (hidden branch) are left out.
 */
export function buildCategoryTree(items: readonly MagentoCategory[], rootId: number = STORE_ROOT_CATEGORY_ID): CategoryNode[] {
  const byParent = new Map<number, MagentoCategory[]>();
  for (const item of items) {
    if (item.is_active === false) continue;
    const list = byParent.get(item.parent_id) ?? [];
    list.push(item);
    byParent.set(item.parent_id, list);
  }
  const build = (parentId: number, seen: Set<number>): CategoryNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((c) => !seen.has(c.id))
      // filter() made a fresh array; toSorted() is missing from the older Android WebViews we serve.
      // oxlint-disable-next-line unicorn/no-array-sort
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
      .map((c) => ({
        id: c.id,
        name: c.name,
        path: categoryPath(c),
        // `seen` guards against a cycle in bad data.
        children: build(c.id, new Set([...seen, c.id])),
      }));
  return build(rootId, new Set([rootId]));
}
