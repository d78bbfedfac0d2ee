import type { MagentoCategory } from '@shop/shared/contracts/wire';
import type { CatalogRepository, CategoryRecord } from './repository.ts';
import { badRequest } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import { catalogMessage } from './messages.ts';
import { MAX_PAGE_SIZE, echoCriteria, type SearchCriteria } from './search-criteria.ts';

/** Magento's default root category: the category tree starts there unless a request names another. */
export const DEFAULT_CATEGORY_ID = 2;
/** The home page's product list. */
export const HOME_CATEGORY_ID = 2411;

type CategoryRow = CategoryRecord;

/**
 * Categories in memory (there are dozens), with anchor product counts: a category counts the
 * enabled, catalogue-visible products of its whole subtree, as Magento's anchor categories do.
 */
export class CategoryTree {
  private version = -1;
  private rows: CategoryRow[] = [];
  private byId = new Map<number, CategoryRow>();
  private children = new Map<number, CategoryRow[]>();
  private counts = new Map<number, number>();
  private loading?: Promise<void>;

  constructor(private readonly catalog: CatalogRepository) {}

  /**
   * The tree at the catalogue's `version` (read now when not given), re-read when it moved: call
   * it once per request, then read the tree synchronously.
   */
  async current(version?: number): Promise<this> {
    const wanted = version ?? (await this.catalog.versions()).version;
    // The version only grows: a tree already past the one asked for serves it too.
    while (wanted > this.version) {
      this.loading ??= this.load(wanted).finally(() => (this.loading = undefined));
      await this.loading;
    }
    return this;
  }

  private async load(version: number): Promise<void> {
    const [rows, links] = await Promise.all([this.catalog.categories(), this.catalog.listedLinks()]);
    this.rows = rows;
    this.byId = new Map(this.rows.map((r) => [r.id, r]));
    this.children = new Map();
    for (const r of this.rows) {
      if (r.parent_id === null) continue;
      const list = this.children.get(r.parent_id) ?? [];
      list.push(r);
      this.children.set(r.parent_id, list);
    }
    const direct = new Map<number, Set<number>>();
    for (const link of links) {
      const set = direct.get(link.category_id) ?? new Set();
      set.add(link.product_id);
      direct.set(link.category_id, set);
    }
    this.counts = new Map();
    const subtree = (id: number): Set<number> => {
      const set = new Set(direct.get(id) ?? []);
      for (const child of this.children.get(id) ?? []) for (const p of subtree(child.id)) set.add(p);
      this.counts.set(id, set.size);
      return set;
    };
    for (const r of this.rows) if (r.parent_id === null) subtree(r.id);
    this.version = version;
  }

  exists(id: number): boolean {
    return this.byId.has(id);
  }

  /** Ids of the category and all its descendants. */
  descendants(id: number): number[] {
    const out: number[] = [];
    const walk = (cid: number) => {
      out.push(cid);
      for (const c of this.children.get(cid) ?? []) walk(c.id);
    };
    if (this.byId.has(id)) walk(id);
    return out;
  }

  childrenOf(id: number): { id: number; name_fr: string; name_en: string }[] {
    return this.children.get(id) ?? [];
  }

  name(id: number, locale: Locale): string | undefined {
    const row = this.byId.get(id);
    return row ? (locale === 'fr' ? row.name_fr : row.name_en) : undefined;
  }

  tree(rootId: number, depth: number | undefined, locale: Locale): MagentoCategory | undefined {
    const root = this.byId.get(rootId);
    if (!root) return undefined;
    const build = (row: CategoryRow, remaining: number | undefined): MagentoCategory => ({
      id: row.id,
      parent_id: row.parent_id ?? 0,
      name: locale === 'fr' ? row.name_fr : row.name_en,
      is_active: row.is_active === 1,
      position: row.position,
      level: row.level,
      product_count: this.counts.get(row.id) ?? 0,
      children_data:
        remaining === 0 ? [] : (this.children.get(row.id) ?? []).map((c) => build(c, remaining === undefined ? undefined : remaining - 1)),
    });
    return build(root, depth);
  }

  private path(row: CategoryRow): string {
    const ids: number[] = [];
    for (let r: CategoryRow | undefined = row; r; r = r.parent_id === null ? undefined : this.byId.get(r.parent_id)) ids.unshift(r.id);
    return ids.join('/');
  }

  private urlPath(row: CategoryRow): string {
    const keys: string[] = [];
    for (let r: CategoryRow | undefined = row; r && r.level >= 2; r = r.parent_id === null ? undefined : this.byId.get(r.parent_id)) keys.unshift(r.url_key);
    return keys.join('/');
  }

  /** Magento's `catalog-data-category-interface`. */
  category(id: number, locale: Locale) {
    const row = this.byId.get(id);
    if (!row) return undefined;
    const children = this.children.get(id) ?? [];
    return {
      id: row.id,
      parent_id: row.parent_id ?? 0,
      name: locale === 'fr' ? row.name_fr : row.name_en,
      is_active: row.is_active === 1,
      position: row.position,
      level: row.level,
      children: children.map((c) => c.id).join(','),
      created_at: row.created_at,
      updated_at: row.created_at,
      path: this.path(row),
      available_sort_by: ['position', 'name', 'price', 'created_at', 'best_sellers', 'quantity'],
      include_in_menu: row.include_in_menu === 1,
      extension_attributes: {},
      custom_attributes: [
        { attribute_code: 'url_key', value: row.url_key },
        { attribute_code: 'url_path', value: this.urlPath(row) },
        // Storefront links are `/category/{url_key}-{id}`.
        { attribute_code: 'slug', value: `${row.url_key}-${row.id}` },
        { attribute_code: 'display_mode', value: 'PRODUCTS' },
        { attribute_code: 'is_anchor', value: '1' },
        { attribute_code: 'children_count', value: String(this.descendants(id).length - 1) },
        { attribute_code: 'product_count', value: String(this.counts.get(id) ?? 0) },
        { attribute_code: 'default_sort_by', value: 'position' },
      ],
    };
  }

  /** `GET /V1/categories/list`: the searchCriteria grammar over the category fields. */
  list(criteria: SearchCriteria, locale: Locale) {
    const fields: Record<string, (r: CategoryRow) => string | number> = {
      entity_id: (r) => r.id,
      id: (r) => r.id,
      parent_id: (r) => r.parent_id ?? 0,
      name: (r) => (locale === 'fr' ? r.name_fr : r.name_en),
      is_active: (r) => r.is_active,
      include_in_menu: (r) => r.include_in_menu,
      level: (r) => r.level,
      position: (r) => r.position,
      url_key: (r) => r.url_key,
    };
    const test = (r: CategoryRow, field: string, condition: string, raw: string): boolean => {
      // Own properties only: `__proto__` or `hasOwnProperty` are unknown fields, not Object's.
      const get = Object.hasOwn(fields, field) ? fields[field] : undefined;
      if (!get) throw badRequest(catalogMessage('unknown_filter_field'), { field: field.slice(0, 80) });
      const value = get(r);
      const numeric = typeof value === 'number';
      const cast = (v: string) => (numeric ? Number(v.trim()) : v);
      if (numeric && condition !== 'like' && condition !== 'null' && condition !== 'notnull') {
        for (const v of condition === 'in' || condition === 'nin' ? raw.split(',') : [raw]) {
          if (!/^-?\d{1,15}$/.test(v.trim())) throw badRequest(catalogMessage('invalid_filter_value'), { field, value: raw.slice(0, 80) });
        }
      }
      switch (condition) {
        case 'eq': return value === cast(raw);
        case 'neq': return value !== cast(raw);
        case 'in': return raw.split(',').map(cast).includes(value);
        case 'nin': return !raw.split(',').map(cast).includes(value);
        case 'like': {
          const pattern = new RegExp(`^${raw.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.')}$`, 'i');
          return pattern.test(String(value));
        }
        case 'gt': return value > cast(raw);
        case 'lt': return value < cast(raw);
        case 'gteq': case 'from': return value >= cast(raw);
        case 'lteq': case 'to': return value <= cast(raw);
        case 'null': return false;
        case 'notnull': return true;
        default: throw badRequest('unknown_condition_type', { conditionType: condition });
      }
    };
    let matched = this.rows.filter((r) => criteria.filterGroups.every((group) => group.some((f) => test(r, f.field, f.conditionType, f.value))));
    for (const sort of criteria.sortOrders.toReversed()) {
      const get = Object.hasOwn(fields, sort.field) ? fields[sort.field] : undefined;
      if (!get) throw badRequest(catalogMessage('unknown_sort_field'), { field: sort.field.slice(0, 80) });
      const dir = sort.direction === 'DESC' ? -1 : 1;
      matched = matched.toSorted((a, b) => {
        const x = get(a);
        const y = get(b);
        return (x < y ? -1 : x > y ? 1 : 0) * dir;
      });
    }
    const pageSize = criteria.pageSize ?? MAX_PAGE_SIZE;
    const page = criteria.currentPage ?? 1;
    return {
      items: matched.slice((page - 1) * pageSize, page * pageSize).map((r) => this.category(r.id, locale)!),
      search_criteria: echoCriteria(criteria),
      total_count: matched.length,
    };
  }
}
