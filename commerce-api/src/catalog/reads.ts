import type { AppContext } from '../context.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import { assertVisible, withMemberPrice, withMemberPrices, type CatalogueView } from '../prime/hooks.ts';
import { ProductCatalog } from './products.ts';
import { compileWhere, echoCriteria, MAX_PAGE_SIZE, parseSearchCriteria } from './search-criteria.ts';
import { ListingIndex, productField, sqlPage } from './listing.ts';
import { priceEpoch, registerFinalPriceFunction, sharedSummaries } from './snapshot.ts';
import { LRUCache } from 'lru-cache';
import { applyFields, parseFields } from './fields.ts';
import { EncodedBody } from './encoded-body.ts';

/**
 * The catalogue's heavy reads (product lists with the full searchCriteria grammar, a product by
 * sku) with the caches they keep: rendered products, sorted and filtered lists, whole list
 * answers. Whoever owns an instance owns its memory: the service's reader thread (`readers/`),
 * or the main thread when reads run in process. Every read checks `catalog_version` (and the
 * price epoch, `sales_version`, `stock_version`) on its own connection first, so a write
 * committed before the read began is always seen.
 */
export class CatalogReads {
  private readonly catalog: ProductCatalog;
  private readonly summaries;
  private readonly listing: ListingIndex;
  private readonly hasOrders: boolean;
  private readonly bySku;
  // Whole list responses, by locale and query string: listings repeat (home, category pages).
  // Bounded by the bytes kept: an answer keeps its compressed form (~7 KB for a page of 24), so
  // 96 MB hold about 13,000 such pages. At 50,000 products shoppers ask for more distinct pages
  // than the 4,000 this cache held when an answer kept its 127 KB of JSON.
  private readonly listCache = new LRUCache<string, EncodedBody>({ max: 30_000, maxSize: 96 * 1024 * 1024, sizeCalculation: (body) => body.size + 1 });
  private listVersion: unknown;

  /** `ctx.now` is the clock of the request being answered (Prime windows, special prices). */
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'now'>) {
    const { db } = ctx;
    this.catalog = new ProductCatalog(db);
    this.summaries = sharedSummaries(db);
    this.listing = new ListingIndex(this.summaries, db);
    this.hasOrders = Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'order_items'").get());
    this.bySku = db.prepare('SELECT id FROM products WHERE sku = ? AND status = 1').pluck();
    registerFinalPriceFunction(db);
  }

  /** `GET /V1/products`: a page of products, as `view` (the caller's Prime tier) may see them. */
  list(locale: Locale, url: string, query: Record<string, unknown>, view: CatalogueView): EncodedBody {
    const { catalog, listing, hasOrders } = this;
    const version = catalog.sync();
    const now = this.ctx.now().getTime();
    // A price-sorted list reorders when a special price starts or ends.
    const epoch = url.includes('price') ? `@${priceEpoch(this.summaries.get().summaries, now)}` : '';
    const key = `${locale}?${url.slice(url.indexOf('?') + 1)}#${view.key}${epoch}`;
    if (version !== this.listVersion) {
      this.listCache.clear();
      this.listVersion = version;
    }
    const cached = this.listCache.get(key);
    if (cached) return cached;
    const ispdp = query['ispdp'];
    if (ispdp !== undefined && ispdp !== '0' && ispdp !== '1') throw badRequest('invalid_field', { fieldName: 'ispdp', reason: '0 or 1' });
    const criteria = parseSearchCriteria(query);
    // Validates every filter (a bad one is a 400 whichever way the page is found).
    compileWhere(criteria, productField(locale));
    const options = { hasOrders, now, epoch, hidden: view.hidden, pageSize: criteria.pageSize ?? MAX_PAGE_SIZE, page: criteria.currentPage ?? 1 };
    const { ids, total } = listing.page(criteria, locale, options) ?? sqlPage((sql) => catalog.statement(sql), criteria, locale, options);
    const fields = parseFields(query['fields']);
    // The answer's pieces: the storefront's listings (a fields selector on the items) are
    // assembled from the products' filtered templates as bytes (`jsonFilteredBytes`).
    const pieces: (string | Buffer)[] = [];
    const member = (...piece: (string | Buffer)[]) => pieces.push(pieces.length ? ',' : '{', ...piece);
    if (!fields || fields.has('items')) {
      const itemFields = fields?.get('items');
      if (itemFields) member('"items":[', catalog.jsonFilteredBytes(ids, locale, itemFields, String(query['fields'])), ']');
      else member(`"items":[${withMemberPrices(view, catalog.json(ids, locale)).join(',')}]`);
    }
    if (!fields || fields.has('search_criteria')) {
      const echo = echoCriteria(criteria);
      const sub = fields?.get('search_criteria');
      member(`"search_criteria":${JSON.stringify(sub ? applyFields(echo, sub) : echo)}`);
    }
    if (!fields || fields.has('total_count')) member(`"total_count":${total}`);
    pieces.push(pieces.length ? '}' : '{}');
    const body = new EncodedBody(Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))));
    // best_sellers reads order counts, which move without a catalogue version: not cached.
    if (!(hasOrders && criteria.sortOrders.some((s) => s.field === 'best_sellers' || s.field === 'bestsellers'))) this.listCache.set(key, body);
    return body;
  }

  /** `GET /V1/products/{sku}`: the product's JSON (404 when unknown or hidden from `view`). */
  product(locale: Locale, sku: string, query: Record<string, unknown>, view: CatalogueView): string {
    this.catalog.sync();
    const id = this.bySku.get(sku) as number | undefined;
    if (id !== undefined) assertVisible(view, id, sku);
    const [stored] = id === undefined ? [] : this.catalog.json([id], locale);
    if (!stored) throw new ApiError(404, 'product_not_found', { fieldName: 'sku', fieldValue: sku });
    const json = withMemberPrice(view, id!, stored);
    const fields = parseFields(query['fields']);
    return fields ? JSON.stringify(applyFields(JSON.parse(json), fields)) : json;
  }

  /** Renders every product ahead of the first shoppers (see `ProductCatalog.warm`). */
  warm(): Promise<void> {
    return this.catalog.warm();
  }
}
