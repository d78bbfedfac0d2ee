import type { CatalogueReader, ReadOps, WarmUpTimes } from '../context.ts';
import type { Db } from '../db/database.ts';
import { sqliteStore } from '../db/store.ts';
import { CatalogReads } from '../catalog/reads.ts';
import { catalogRepository, type CatalogRepository } from '../catalog/repository.ts';
import { SearchReads } from '../search/reads.ts';

/** What a reader reads: the catalogue's repository, over the reader's own connection or pool. */
export interface ReaderData {
  catalog: CatalogRepository;
}

/** A reader's data on a SQLite connection (tools and tests; the reader thread opens its own). */
export function sqliteReaderData(db: Db): ReaderData {
  return { catalog: catalogRepository(sqliteStore(db).db, 'sqlite') };
}

/**
 * The catalogue's reads answered on the thread that calls them, with the caches they keep. The
 * reader thread (`worker.ts`) runs one of these on its own database connection; with
 * `READER_THREADS=0` (or an in-memory database, which no second connection can open) the main
 * thread does.
 *
 * Reads take turns (`exclusive`): each checks the catalogue's versions, then fills the caches it
 * shares with the others, over several awaited queries; a read started meanwhile could clear a
 * cache half-way through or find one half-filled. They are CPU work on one thread anyway.
 */
export class LocalReader implements CatalogueReader {
  private readonly catalog: CatalogReads;
  private readonly search: SearchReads;
  /** The clock of the read being answered; between reads, the real one. */
  private clock: number | undefined;
  private turn: Promise<unknown> = Promise.resolve();

  /** `warmSearch`: build the search indexes when warming (not when a real Meilisearch answers searches). */
  constructor(
    data: ReaderData,
    private readonly options: { warmSearch: boolean },
  ) {
    const ctx = { now: () => new Date(this.clock ?? Date.now()) };
    this.catalog = new CatalogReads(ctx, data.catalog);
    this.search = new SearchReads(ctx, data.catalog);
  }

  /** Runs `work` once the reads before it have finished. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work, work);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /** Answers one read (rejects with what the read throws). */
  read<K extends keyof ReadOps>(op: K, input: ReadOps[K]['in']): Promise<ReadOps[K]['out']> {
    return this.exclusive(async () => {
      this.clock = input.now;
      try {
        return (await this.dispatch(op, input)) as ReadOps[K]['out'];
      } finally {
        this.clock = undefined;
      }
    });
  }

  private async dispatch(op: keyof ReadOps, input: ReadOps[keyof ReadOps]['in']): Promise<ReadOps[keyof ReadOps]['out']> {
    switch (op) {
      case 'list': {
        const r = input as ReadOps['list']['in'];
        return (await this.catalog.list(r.locale, r.url, r.query, r.view)).answer(r.ifNoneMatch, r.acceptEncoding);
      }
      case 'product': {
        const r = input as ReadOps['product']['in'];
        return this.catalog.product(r.locale, r.sku, r.query, r.view);
      }
      case 'search': {
        const r = input as ReadOps['search']['in'];
        return (await this.search.search(r.locale, r.uid, r.body)).answer(r.ifNoneMatch, r.acceptEncoding);
      }
      case 'searchRun': {
        const r = input as ReadOps['searchRun']['in'];
        return this.search.run(r.locale, r.params);
      }
      case 'magentoSearch': {
        const r = input as ReadOps['magentoSearch']['in'];
        return (await this.search.magento(r.locale, r.url, r.query)).answer(r.ifNoneMatch, r.acceptEncoding);
      }
      default:
        throw new Error(`unknown read ${String(op)}`);
    }
  }

  async warm(): Promise<WarmUpTimes> {
    let started = performance.now();
    // A chunk of products at a time: reads that come meanwhile wait for a chunk, not for all.
    await this.catalog.warm((work) => this.exclusive(work));
    const renderMs = performance.now() - started;
    started = performance.now();
    if (this.options.warmSearch) await this.exclusive(() => this.search.warm());
    return { renderMs, indexMs: performance.now() - started };
  }

  async close(): Promise<void> {
    // Nothing of its own to release: the database belongs to whoever opened it.
  }
}
