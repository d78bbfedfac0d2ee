import type { AppContext } from '../context.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import { assertVisible, withMemberPrice, withMemberPrices, type CatalogueView } from '../prime/hooks.ts';
import { ProductCatalog } from './products.ts';
import { compileWhere, echoCriteria, MAX_PAGE_SIZE, parseSearchCriteria } from './search-criteria.ts';
import { ListingIndex, listingPage } from './listing.ts';
import { productField, type CatalogRepository } from './repository.ts';
import { priceEpoch, sharedSummaries } from './snapshot.ts';
import { LRUCache } from 'lru-cache';
import { applyFields, parseFields } from './fields.ts';
import { EncodedBody } from './encoded-body.ts';

/**
 * The catalogue's heavy reads (product lists with the full searchCriteria grammar, a product by
 * sku) with the caches they keep: rendered products, sorted and filtered lists, whole list
 * answers. Whoever owns an instance owns its memory: the service's reader thread (`readers/`),
 * or the main thread when reads run in process. Every read reads `catalog_version` (and the
 * price epoch, `sales_version`, `stock_version`) through its own repository first, so a write
 * committed before the read began is always seen.
 */
export class CatalogReads {
  private readonly catalog: ProductCatalog;
  private readonly summaries;
  private readonly listing: ListingIndex;
  // Whole list responses, by locale and query string: listings repeat (home, category pages).
  // Bounded by the bytes kept: an answer keeps its compressed form (~7 KB for a page of 24), so
  // 96 MB hold about 13,000 such pages. At 50,000 products shoppers ask for more distinct pages
  // than the 4,000 this cache held when an answer kept its 127 KB of JSON.
  private readonly listCache = new LRUCache<string, EncodedBody>({ max: 30_000, maxSize: 96 * 1024 * 1024, sizeCalculation: (body) => body.size + 1 });
  private listVersion: unknown;

  /** `ctx.now` is the clock of the request being answered (special prices). */
  constructor(
    private readonly ctx: Pick<AppContext, 'now'>,
    private readonly repository: CatalogRepository,
  ) {
    this.catalog = new ProductCatalog(repository);
    this.summaries = sharedSummaries(repository);
    this.listing = new ListingIndex(this.summaries, repository);
  }

  /** `GET /V1/products`: a page of products, as `view` (the caller's Prime tier) may see them. */
  async list(locale: Locale, url: string, query: Record<string, unknown>, view: CatalogueView): Promise<EncodedBody> {
    const { catalog, listing } = this;
    // One read of the catalogue's state for the whole request: every cache below is checked against it.
    const versions = await this.repository.versions();
    const version = await catalog.sync(versions);
    const now = this.ctx.now().getTime();
    const search = url.slice(url.indexOf('?') + 1);
    // A price-sorted list reorders when a special price starts or ends; best sellers when an order line is written.
    const epoch = search.includes('price') ? `@${priceEpoch((await this.summaries.get(versions)).summaries, now)}` : '';
    const sales = /best_?sellers/.test(search) ? `~${versions.salesVersion}` : '';
    const key = `${locale}?${search}#${view.key}${epoch}${sales}`;
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
    const options = { versions, now, epoch, hidden: view.hidden, pageSize: criteria.pageSize ?? MAX_PAGE_SIZE, page: criteria.currentPage ?? 1 };
    const { ids, total } = await listingPage(this.repository, listing, criteria, locale, options);
    const fields = parseFields(query['fields']);
    // The answer's pieces: the storefront's listings (a fields selector on the items) are
    // assembled from the products' filtered templates as bytes (`jsonFilteredBytes`).
    const pieces: (string | Buffer)[] = [];
    const member = (...piece: (string | Buffer)[]) => pieces.push(pieces.length ? ',' : '{', ...piece);
    if (!fields || fields.has('items')) {
      const itemFields = fields?.get('items');
      if (itemFields) member('"items":[', await catalog.jsonFilteredBytes(ids, locale, itemFields, String(query['fields'])), ']');
      else member(`"items":[${withMemberPrices(view, await catalog.json(ids, locale)).join(',')}]`);
    }
    if (!fields || fields.has('search_criteria')) {
      const echo = echoCriteria(criteria);
      const sub = fields?.get('search_criteria');
      member(`"search_criteria":${JSON.stringify(sub ? applyFields(echo, sub) : echo)}`);
    }
    if (!fields || fields.has('total_count')) member(`"total_count":${total}`);
    pieces.push(pieces.length ? '}' : '{}');
    const body = new EncodedBody(Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))));
    // Kept only under a key that moves with what the order depends on (a query string that
    // spells the sort field escaped did not put the epoch or the sales version in the key).
    const sorts = criteria.sortOrders.map((s) => s.field);
    if ((epoch || !sorts.includes('price')) && (sales || !sorts.some((f) => f === 'best_sellers' || f === 'bestsellers'))) this.listCache.set(key, body);
    return body;
  }

  /** `GET /V1/products/{sku}`: the product's JSON (404 when unknown or hidden from `view`). */
  async product(locale: Locale, sku: string, query: Record<string, unknown>, view: CatalogueView): Promise<string> {
    const versions = await this.repository.versions();
    await this.catalog.sync(versions);
    const id = (await this.summaries.get(versions)).enabledBySku.get(sku);
    if (id !== undefined) assertVisible(view, id, sku);
    const [stored] = id === undefined ? [] : await this.catalog.json([id], locale);
    if (!stored) throw new ApiError(404, 'product_not_found', { fieldName: 'sku', fieldValue: sku });
    const json = withMemberPrice(view, id!, stored);
    const fields = parseFields(query['fields']);
    return fields ? JSON.stringify(applyFields(JSON.parse(json), fields)) : json;
  }

  /** Renders every product ahead of the first shoppers (see `ProductCatalog.warm`). */
  warm(exclusive?: <T>(work: () => Promise<T>) => Promise<T>): Promise<void> {
    return this.catalog.warm(exclusive);
  }
}
