import type { AppContext } from '../context.ts';
import { attributesOf, priceOf } from '../carts/pricing.ts';
import type { Campaign, Selection } from './model.ts';
import type { Repositories } from '../repositories.ts';
import type { CampaignsRepository, CategoryNode, ListedProductRow } from './repository.ts';
import { percentOff } from '@shop/shared/contracts/pricing';
import type { CampaignProduct, CampaignProductPage as ProductPage } from '@shop/shared/contracts/wire';

export interface ListOptions {
  sort?: Campaign['sort'];
  /** Only this category (and its sub-categories). */
  category?: number;
}

export const PAGE_SIZE = 24;

/** The price rules of the selection that SQL cannot check: the price cap and the discount cap. */
export function withinCaps(selection: Pick<Selection, 'max_price' | 'max_percent_off'>, product: { final: number; percent_off: number }): boolean {
  if (selection.max_price !== undefined && product.final > selection.max_price) return false;
  if (selection.max_percent_off !== undefined && product.percent_off > selection.max_percent_off) return false;
  return true;
}

type Sortable = CampaignProduct & { final: number; popularity: number; created_at: string };

export function sortProducts(items: Sortable[], sort: Campaign['sort']): Sortable[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const key: Record<Campaign['sort']['field'], (a: Sortable, b: Sortable) => number> = {
    best_sellers: (a, b) => a.popularity - b.popularity,
    new: (a, b) => a.created_at.localeCompare(b.created_at),
    price: (a, b) => a.final - b.final,
    product_name: (a, b) => a.name.localeCompare(b.name, 'fr'),
    percent_off: (a, b) => a.percent_off - b.percent_off,
  };
  // The sku breaks ties so that pages never overlap or skip a product.
  return items.toSorted((a, b) => sign * key[sort.field](a, b) || a.sku.localeCompare(b.sku));
}

function firstImage(media: string): string | null {
  try {
    const list = JSON.parse(media) as { file?: string; disabled?: boolean }[];
    return list.find((m) => !m.disabled && m.file)?.file ?? null;
  } catch {
    return null;
  }
}

function flashSaleOf(attributes: Record<string, unknown>, running: boolean, stock: number | null): CampaignProduct['flash_sale'] {
  if (!running) return undefined;
  const qty = Number(attributes['flash_sale_qty'] ?? 0);
  const end = typeof attributes['flash_sale_end'] === 'string' ? attributes['flash_sale_end'] : '';
  const endsAt = /^\d{4}-\d{2}-\d{2}/.test(end) ? new Date(`${end.replace(' ', 'T')}${/[zZ]|[+-]\d{2}:?\d{2}$/.test(end) ? '' : 'Z'}`) : null;
  if (!endsAt || Number.isNaN(endsAt.getTime())) return undefined;
  const left = Math.max(0, Math.min(Number.isFinite(qty) ? qty : 0, stock ?? 0));
  return { qty_left: left, ends_at: endsAt.toISOString() };
}

/** The ids of `roots` and of every category below them (the tree has no cycles; a visited set guards anyway). */
export function withDescendants(tree: readonly Pick<CategoryNode, 'id' | 'parent_id'>[], roots: readonly number[]): number[] {
  const children = new Map<number, number[]>();
  for (const node of tree) {
    if (node.parent_id === null) continue;
    let list = children.get(node.parent_id);
    if (!list) children.set(node.parent_id, (list = []));
    list.push(node.id);
  }
  const found = new Set<number>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return [...found];
}

/** A product's brand as pages compare it: its `marque`, case ignored; null when it has none. */
const brandKey = (attributes: Record<string, unknown>): string | null => {
  const brand = attributes['marque'];
  return typeof brand === 'string' && brand !== '' ? brand.toLowerCase() : null;
};

/**
 * Whether a product's attributes pass the selection's flags (all, each the text "1") and
 * brands (any, case ignored): the JSON attributes are read here, the same on both engines.
 */
export function matchesAttributes(selection: Pick<Selection, 'flags' | 'brands'>, attributes: Record<string, unknown>): boolean {
  for (const flag of selection.flags ?? []) if (attributes[flag] !== '1') return false;
  if (selection.brands) {
    const brand = brandKey(attributes);
    if (brand === null || !selection.brands.some((b) => b.toLowerCase() === brand)) return false;
  }
  return true;
}

interface ListedProduct {
  /** With the stock read at the catalogue's current stock version. */
  row: ListedProductRow;
  attributes: Record<string, unknown>;
  /** The categories it is linked to directly. */
  categories: number[];
}

interface Snapshot {
  version: number;
  products: ListedProduct[];
}

interface StockSnapshot {
  version: number;
  products: ListedProduct[];
}

/**
 * The listed catalogue as campaign pages read it, kept in memory per node: reading and parsing
 * every listed product per page costs far more than filtering them, and flags and brands live in
 * JSON attributes that the two engines read differently. One small read per page checks the
 * catalogue's versions (they move with every write, on any node): the products are read again
 * when they have moved, only the stock (cheap, and moving with every order) when it has.
 */
export class ListedCatalogue {
  private parsed: { version: number; loading: Promise<Snapshot> } | null = null;
  private stocked: { key: string; loading: Promise<StockSnapshot> } | null = null;

  async read(repo: CampaignsRepository): Promise<ListedProduct[]> {
    const version = await repo.catalogueVersion();
    // Pages asking at once while the copy is read share that one read.
    if (this.parsed?.version !== version.products) this.parsed = { version: version.products, loading: load(repo, version.products) };
    const parsed = this.parsed;
    const key = `${version.products}:${version.stock}`;
    if (this.stocked?.key !== key) this.stocked = { key, loading: parsed.loading.then((snapshot) => withStock(repo, snapshot, version.stock)) };
    const stocked = this.stocked;
    try {
      return (await stocked.loading).products;
    } catch (error) {
      if (this.parsed === parsed) this.parsed = null;
      if (this.stocked === stocked) this.stocked = null;
      throw error;
    }
  }
}

// Each version was read before its rows: a write in between labels newer rows with an older
// version, so the next page only reads them again.
async function load(repo: CampaignsRepository, version: number): Promise<Snapshot> {
  const rows = await repo.listedProducts();
  const links = await repo.categoryLinks();
  const linked = new Map<number, number[]>();
  for (const link of links) {
    let list = linked.get(link.product_id);
    if (!list) linked.set(link.product_id, (list = []));
    list.push(link.category_id);
  }
  return {
    version,
    products: rows.map((row) => {
      const listed = { ...row, stock_qty: null, is_in_stock: null };
      return { row: listed, attributes: attributesOf(listed), categories: linked.get(row.id) ?? [] };
    }),
  };
}

async function withStock(repo: CampaignsRepository, snapshot: Snapshot, version: number): Promise<StockSnapshot> {
  const stock = new Map((await repo.stockLevels()).map((s) => [s.product_id, s]));
  return {
    version,
    products: snapshot.products.map((product) => {
      const level = stock.get(product.row.id);
      return { ...product, row: { ...product.row, stock_qty: level?.qty ?? null, is_in_stock: level?.is_in_stock ?? null } };
    }),
  };
}

const catalogues = new WeakMap<CampaignsRepository, ListedCatalogue>();

/** The node's copy for these repositories (a transaction's are new each time: pass one to share it). */
export function catalogueOf(repos: Pick<Repositories, 'campaigns'>): ListedCatalogue {
  let catalogue = catalogues.get(repos.campaigns);
  if (!catalogue) catalogues.set(repos.campaigns, (catalogue = new ListedCatalogue()));
  return catalogue;
}

export interface SelectionContext {
  repos: Pick<Repositories, 'campaigns'>;
  now: () => Date;
  /** The listed catalogue to read; the repositories' own by default. */
  catalogue?: ListedCatalogue;
}

/**
 * The campaign's products: among the enabled, visible catalogue, those of the selection's
 * categories (sub-categories included), skus, flags (all) and brands (any), within its price and
 * discount caps on the price paid now; then the campaign's sort and the page apply.
 */
export async function selectProducts(
  ctx: SelectionContext,
  campaign: Campaign,
  locale: 'fr' | 'en',
  page: number,
  pageSize = PAGE_SIZE,
  options: ListOptions = {},
): Promise<ProductPage> {
  const { selection } = campaign;
  const tree = await ctx.repos.campaigns.categoryTree();
  const products = await (ctx.catalogue ?? catalogueOf(ctx.repos)).read(ctx.repos.campaigns);
  const inCategories = selection.categories ? new Set(withDescendants(tree, selection.categories)) : null;
  const skus = selection.skus ? new Set(selection.skus) : null;
  const now = ctx.now();
  const items: Sortable[] = [];
  const categoriesOf = new Map<number, number[]>();
  for (const { row, attributes, categories } of products) {
    if (inCategories && !categories.some((id) => inCategories.has(id))) continue;
    if (skus && !skus.has(row.sku)) continue;
    if (!matchesAttributes(selection, attributes)) continue;
    const pricing = priceOf(row, now);
    const off = percentOff(pricing.original, pricing.final);
    if (!withinCaps(selection, { final: pricing.final, percent_off: off })) continue;
    const flash = flashSaleOf(attributes, pricing.flashSale, row.stock_qty);
    categoriesOf.set(row.id, categories);
    items.push({
      id: row.id,
      sku: row.sku,
      name: locale === 'en' ? row.name_en : row.name_fr,
      url_key: row.url_key,
      price: pricing.original,
      special_price: pricing.special,
      percent_off: off,
      hide_price: pricing.hidden,
      image: firstImage(row.media),
      in_stock: row.is_in_stock === 1 && (row.stock_qty ?? 0) > 0,
      ...(flash ? { flash_sale: flash } : {}),
      final: pricing.final,
      popularity: row.popularity,
      created_at: row.created_at,
    });
  }
  const strip = ({ final: _final, popularity: _p, created_at: _c, ...item }: Sortable): CampaignProduct => item;
  // The shopper's category filter: the page's deepest active categories, by how many of its products each holds.
  const node = new Map(tree.map((c) => [c.id, c]));
  const counts = new Map<number, number>();
  for (const ids of categoriesOf.values()) {
    for (const id of new Set(ids)) {
      const category = node.get(id);
      if (category && category.level >= 3 && category.is_active === 1) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  const categories = [...counts]
    .map(([id, count]) => ({ category: node.get(id)!, count }))
    .toSorted((a, b) => b.count - a.count || a.category.position - b.category.position || a.category.id - b.category.id)
    .slice(0, 12)
    .map(({ category, count }) => ({ id: category.id, name: locale === 'en' ? category.name_en : category.name_fr, count }));
  let listed = items;
  if (options.category !== undefined) {
    const within = new Set(withDescendants(tree, [options.category]));
    listed = items.filter((i) => categoriesOf.get(i.id)!.some((id) => within.has(id)));
  }
  const sort = options.sort ?? campaign.sort;
  const sorted = sortProducts(listed, sort);
  const start = (page - 1) * pageSize;
  return {
    items: sorted.slice(start, start + pageSize).map(strip),
    total_count: sorted.length,
    page,
    page_size: pageSize,
    sort,
    categories,
    best_sellers: sortProducts(items, { field: 'best_sellers', direction: 'desc' }).slice(0, 4).map(strip),
  };
}

/**
 * The first category, brand or sku of the selection that the catalogue does not have: a typo
 * would otherwise make an empty page (or one product short) that nobody notices. Brands are
 * compared as the page compares them, ignoring case.
 */
export async function unknownReference(ctx: { repos: Pick<Repositories, 'campaigns'> }, selection: Selection): Promise<{ key: string; field: string; value: string } | null> {
  const repo = ctx.repos.campaigns;
  if (selection.categories) {
    const known = new Set(await repo.knownCategories(selection.categories));
    const missing = selection.categories.filter((id) => !known.has(id));
    if (missing.length > 0) return { key: 'campaign_unknown_category', field: 'selection.categories', value: missing.join(', ') };
  }
  if (selection.brands) {
    const known = new Set<string>();
    for (const text of await repo.productAttributes()) {
      const brand = brandKey(parseAttributes(text));
      if (brand !== null) known.add(brand);
    }
    const missing = selection.brands.filter((b) => !known.has(b.toLowerCase()));
    if (missing.length > 0) return { key: 'campaign_unknown_brand', field: 'selection.brands', value: missing.join(', ') };
  }
  if (selection.skus) {
    const known = new Set(await repo.knownSkus(selection.skus));
    const missing = selection.skus.filter((s) => !known.has(s));
    if (missing.length > 0) return { key: 'campaign_unknown_sku', field: 'selection.skus', value: missing.slice(0, 10).join(', ') };
  }
  return null;
}

function parseAttributes(text: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface SelectionChoices {
  categories: { id: number; parent_id: number | null; level: number; name: { fr: string; en: string }; count: number }[];
  brands: { name: string; count: number }[];
  flags: { flag: string; count: number }[];
}

/**
 * What a campaign manager picks from, each with the number of listed products it holds (a
 * category counts its sub-categories' products once each).
 */
export async function selectionChoices(ctx: Pick<AppContext, 'repos'>, flags: readonly string[]): Promise<SelectionChoices> {
  const categories = (await ctx.repos.campaigns.categoryTree()).filter((c) => c.is_active === 1);
  const parent = new Map(categories.map((c) => [c.id, c.parent_id]));
  const members = new Map<number, Set<number>>();
  const brands = new Map<string, { name: string; count: number }>();
  const flagCounts = new Map<string, number>(flags.map((flag) => [flag, 0]));
  for (const { row, attributes, categories: linked } of await catalogueOf(ctx.repos).read(ctx.repos.campaigns)) {
    for (const category of linked) {
      // Up the tree: a product of "Smartphones" is also one of "Phones & tablets".
      for (let id: number | null | undefined = category; id != null; id = parent.get(id)) {
        let set = members.get(id);
        if (!set) members.set(id, (set = new Set()));
        set.add(row.id);
      }
    }
    const key = brandKey(attributes);
    if (key !== null) {
      const brand = brands.get(key);
      if (brand) brand.count += 1;
      else brands.set(key, { name: attributes['marque'] as string, count: 1 });
    }
    for (const flag of flags) if (attributes[flag] === '1') flagCounts.set(flag, flagCounts.get(flag)! + 1);
  }
  return {
    categories: categories.map((c) => ({ id: c.id, parent_id: c.parent_id, level: c.level, name: { fr: c.name_fr, en: c.name_en }, count: members.get(c.id)?.size ?? 0 })),
    brands: [...brands.values()].toSorted((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    flags: flags.map((flag) => ({ flag, count: flagCounts.get(flag)! })),
  };
}

type Picked = { sku: string; name: { fr: string; en: string }; price: number };
const picked = (r: { sku: string; name_fr: string; name_en: string; price: number }): Picked => ({ sku: r.sku, name: { fr: r.name_fr, en: r.name_en }, price: r.price });

/** Listed products whose sku starts with, or whose name contains, the text: the editor's product picker. */
export async function findProducts(ctx: Pick<AppContext, 'repos'>, text: string, limit = 20): Promise<Picked[]> {
  return (await ctx.repos.campaigns.searchProducts(text, limit)).map(picked);
}

/** The chosen skus with their names, for an edited campaign's picker. */
export async function productsBySku(ctx: Pick<AppContext, 'repos'>, skus: readonly string[]): Promise<Picked[]> {
  return (await ctx.repos.campaigns.productsBySku(skus)).map(picked);
}
