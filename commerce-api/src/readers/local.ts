import type { CatalogueReader, ReadOps, WarmUpTimes } from '../context.ts';
import type { Db } from '../db/database.ts';
import { CatalogReads } from '../catalog/reads.ts';
import { SearchReads } from '../search/reads.ts';

/**
 * The catalogue's reads answered on the thread that calls them, with the caches they keep. The
 * reader thread (`worker.ts`) runs one of these on its own database connection; with
 * `READER_THREADS=0` (or an in-memory database, which no second connection can open) the main
 * thread does.
 */
export class LocalReader implements CatalogueReader {
  private readonly catalog: CatalogReads;
  private readonly search: SearchReads;
  /** The clock of the read being answered; between reads, the real one. */
  private clock: number | undefined;

  /** `warmSearch`: build the search indexes when warming (not when a real Meilisearch answers searches). */
  constructor(
    db: Db,
    private readonly options: { warmSearch: boolean },
  ) {
    const ctx = { db, now: () => new Date(this.clock ?? Date.now()) };
    this.catalog = new CatalogReads(ctx);
    this.search = new SearchReads(ctx);
  }

  /** Answers one read synchronously (throws what the read throws). */
  answer<K extends keyof ReadOps>(op: K, input: ReadOps[K]['in']): ReadOps[K]['out'] {
    this.clock = input.now;
    try {
      return this.dispatch(op, input) as ReadOps[K]['out'];
    } finally {
      this.clock = undefined;
    }
  }

  private dispatch(op: keyof ReadOps, input: ReadOps[keyof ReadOps]['in']): ReadOps[keyof ReadOps]['out'] {
    switch (op) {
      case 'list': {
        const r = input as ReadOps['list']['in'];
        return this.catalog.list(r.locale, r.url, r.query, r.view).answer(r.ifNoneMatch, r.acceptEncoding);
      }
      case 'product': {
        const r = input as ReadOps['product']['in'];
        return this.catalog.product(r.locale, r.sku, r.query, r.view);
      }
      case 'search': {
        const r = input as ReadOps['search']['in'];
        return this.search.search(r.locale, r.uid, r.body).answer(r.ifNoneMatch, r.acceptEncoding);
      }
      case 'searchRun': {
        const r = input as ReadOps['searchRun']['in'];
        return this.search.run(r.locale, r.params);
      }
      case 'magentoSearch': {
        const r = input as ReadOps['magentoSearch']['in'];
        return this.search.magento(r.locale, r.url, r.query).answer(r.ifNoneMatch, r.acceptEncoding);
      }
      default:
        throw new Error(`unknown read ${String(op)}`);
    }
  }

  async read<K extends keyof ReadOps>(op: K, input: ReadOps[K]['in']): Promise<ReadOps[K]['out']> {
    return this.answer(op, input);
  }

  async warm(): Promise<WarmUpTimes> {
    let started = performance.now();
    await this.catalog.warm();
    const renderMs = performance.now() - started;
    started = performance.now();
    if (this.options.warmSearch) this.search.warm();
    return { renderMs, indexMs: performance.now() - started };
  }

  async close(): Promise<void> {
    // Nothing of its own to release: the database belongs to whoever opened it.
  }
}
