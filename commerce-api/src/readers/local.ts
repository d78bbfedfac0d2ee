import type { CatalogueReader, ReadOps, WarmUpTimes } from '../context.ts';
import type { Db } from '../db/database.ts';
import { sqliteStore, type PostgresStore } from '../db/store.ts';
import { CatalogReads } from '../catalog/reads.ts';
import { catalogRepository, type CatalogRepository, type CatalogVersions } from '../catalog/repository.ts';
import { SearchReads } from '../search/reads.ts';

/** What a reader reads: the catalogue's repository, over the reader's own connection or pool. */
export interface ReaderData {
  catalog: CatalogRepository;
}

/** A reader's data on a SQLite connection (tools and tests; the reader thread opens its own). */
export function sqliteReaderData(db: Db): ReaderData {
  return { catalog: catalogRepository(sqliteStore(db).db, 'sqlite') };
}

/** A reader's data on a PostgreSQL pool of its own (a reader thread's). */
export function postgresReaderData(store: PostgresStore): ReaderData {
  return { catalog: catalogRepository(store.db, 'postgres') };
}

/**
 * The catalogue's reads answered on the thread that calls them, with the caches they keep. The
 * reader thread (`worker.ts`) runs one of these on its own database connection; with
 * `READER_THREADS=0` (or an in-memory database, which no second connection can open) the main
 * thread does.
 *
 * Reads take turns (`exclusive`): each checks the catalogue's versions, then fills the caches it
 * shares with the others, over several awaited queries; a read started meanwhile could clear a
 * cache half-way through or find one half-filled. They are CPU work on one thread anyway. The
 * versions are read as a read arrives, not when its turn comes: reads arriving together share
 * one query (`sharedAfterArrival`), where asked one turn at a time each would wait for a query
 * of its own (on PostgreSQL a round trip per read, which bounded a reader to a few hundred reads
 * a second). An answer is still at least as new as its call.
 */
export class LocalReader implements CatalogueReader {
  private readonly catalog: CatalogReads;
  private readonly search: SearchReads;
  /** The clock of the read being answered; between reads, the real one. */
  private clock: number | undefined;
  private turn: Promise<unknown> = Promise.resolve();

  /** `warmSearch`: build the search indexes when warming (not when a real Meilisearch answers searches). */
  /** The versions the read being answered read on arrival; between reads, none (warm-up reads its own). */
  private turnVersions: CatalogVersions | undefined;
  /** The newest versions a read has used: the counters only grow, and caches never step back. */
  private usedVersions: CatalogVersions = { version: -1, stockVersion: -1, salesVersion: -1 };
  private readonly repository: CatalogRepository;

  constructor(
    data: ReaderData,
    private readonly options: { warmSearch: boolean },
  ) {
    const ctx = { now: () => new Date(this.clock ?? Date.now()) };
    this.repository = data.catalog;
    const catalog: CatalogRepository = { ...data.catalog, versions: () => (this.turnVersions ? Promise.resolve(this.turnVersions) : data.catalog.versions()) };
    this.catalog = new CatalogReads(ctx, catalog);
    this.search = new SearchReads(ctx, catalog);
  }

  /** Runs `work` once the reads before it have finished. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work, work);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /** Answers one read (rejects with what the read throws). */
  read<K extends keyof ReadOps>(op: K, input: ReadOps[K]['in']): Promise<ReadOps[K]['out']> {
    const arrived = this.repository.versions();
    // Settled even when the read is refused before its turn reads it.
    arrived.catch(() => undefined);
    return this.exclusive(async () => {
      this.clock = input.now;
      try {
        this.turnVersions = this.newest(await arrived);
        return (await this.dispatch(op, input)) as ReadOps[K]['out'];
      } finally {
        this.clock = undefined;
        this.turnVersions = undefined;
      }
    });
  }

  /** `read` counter by counter with the newest used so far (a warm-up between may have read newer ones). */
  private newest(read: CatalogVersions): CatalogVersions {
    const used = this.usedVersions;
    this.usedVersions = {
      version: Math.max(read.version, used.version),
      stockVersion: Math.max(read.stockVersion, used.stockVersion),
      salesVersion: Math.max(read.salesVersion, used.salesVersion),
    };
    return this.usedVersions;
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
