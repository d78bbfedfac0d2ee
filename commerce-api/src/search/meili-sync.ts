import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Meilisearch, type Config } from 'meilisearch';
import type { AppContext } from '../context.ts';
import { LOCALES, type Locale } from '../http/locale.ts';
import { DocumentSource, FILTERABLE_ATTRIBUTES, SORTABLE_ATTRIBUTES } from './documents.ts';
import { ensureSearchKey, MeiliIndexes } from './meili.ts';
import { indexSettings } from './settings.ts';

export const indexUid = (prefix: string, locale: Locale) => `${prefix}${locale}_products`;

/** The official client with the master key (`client` lets tests pass a transport). */
export function meiliClient(ctx: Pick<AppContext, 'config'>, client: Partial<Config> = {}): Meilisearch {
  return new Meilisearch({ host: ctx.config.meiliHost!, ...(ctx.config.meiliMasterKey ? { apiKey: ctx.config.meiliMasterKey } : {}), ...client });
}

/** The key `/api/search-config` hands browsers: search only, on the store's two indexes. */
export function searchKeyFor(ctx: Pick<AppContext, 'config'>, client = meiliClient(ctx)): Promise<string> {
  const { meiliMasterKey, indexPrefix, searchKey } = ctx.config;
  // A Meilisearch without a master key (development) checks no key at all.
  if (!meiliMasterKey) return Promise.resolve(searchKey);
  return ensureSearchKey(client, meiliMasterKey, LOCALES.map((l) => indexUid(indexPrefix, l)));
}

/**
 * Keeps Meilisearch in step with the catalogue from ONE process: whichever holds the lease row
 * (`search_sync_lease`, renewed each tick; another process takes over once it lapses). On taking
 * the lease it rebuilds both indexes (swapped in whole); afterwards, each tick compares the
 * catalogue's state (product data, stock, the clock passing a price date) with what it pushed and
 * sends only the documents that differ, and the deletions: a price or stock change reaches search
 * within a tick and Meilisearch's indexing.
 */
export class MeiliSync {
  private readonly holder = randomUUID();
  private readonly source;
  private readonly port;
  private readonly takeLease: () => Promise<boolean>;
  /** What was pushed, per locale: each document's JSON by id (undefined: nothing yet, rebuild). */
  private pushed?: Map<Locale, Map<number, string>>;
  private pushedState?: string;
  private running = false;
  private timer?: NodeJS.Timeout;
  private firstRoundDone: () => void = () => undefined;
  /**
   * Settles when the first round is over: this process's rebuild pushed (or failed, logged), or
   * another process found holding the lease. The process is not ready (`/api/ready`) before.
   */
  readonly firstRound = new Promise<void>((resolve) => (this.firstRoundDone = resolve));

  constructor(
    private readonly ctx: Pick<AppContext, 'repos' | 'now' | 'config'>,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    options: { client?: Meilisearch; leaseMs?: number } = {},
  ) {
    this.source = new DocumentSource(ctx.repos.catalog, ctx.now);
    this.port = new MeiliIndexes(options.client ?? meiliClient(ctx));
    const leaseMs = options.leaseMs ?? 15_000;
    // The lease runs on the machine's clock, whatever clock the catalogue is read at.
    this.takeLease = () => ctx.repos.search.takeSyncLease(this.holder, Date.now() + leaseMs, Date.now());
  }

  start(tickMs = 1000): this {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), tickMs);
    this.timer.unref();
    return this;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.ctx.repos.search.releaseSyncLease(this.holder);
  }

  /** One round: renew or take the lease, then push what changed. Resolves to whether this process holds the lease. */
  async tick(): Promise<boolean> {
    if (this.running) {
      // A push can outlast the lease (a rebuild on a busy machine took over 15 s): renewed while it
      // runs, or another process would take the lapsed lease and push the same documents again.
      await this.takeLease().catch((error: unknown) => this.log.error({ err: error }, 'could not renew the Meilisearch push lease'));
      return true;
    }
    this.running = true;
    try {
      if (!(await this.takeLease())) {
        // Another process pushes; should this one take over later, it starts with a rebuild.
        this.pushed = undefined;
        return false;
      }
      const state = await this.source.state();
      if (state !== this.pushedState) await this.push(state);
      return true;
    } catch (error) {
      this.log.error({ err: error }, 'could not push search documents to Meilisearch');
      return true;
    } finally {
      this.running = false;
      this.firstRoundDone();
    }
  }

  private async push(state: string): Promise<void> {
    const { indexPrefix } = this.ctx.config;
    const rebuild = !this.pushed;
    const pushed = this.pushed ?? new Map<Locale, Map<number, string>>();
    const counts: Record<string, { upserted: number; removed: number }> = {};
    for (const locale of LOCALES) {
      const uid = indexUid(indexPrefix, locale);
      const documents = await this.source.documents(locale);
      const before = pushed.get(locale) ?? new Map<number, string>();
      const after = new Map(documents.map((d) => [d.id, JSON.stringify(d)]));
      if (rebuild) {
        await this.port.rebuild(uid, indexSettings(locale, { filterable: FILTERABLE_ATTRIBUTES, sortable: SORTABLE_ATTRIBUTES }), documents);
        counts[uid] = { upserted: documents.length, removed: 0 };
      } else {
        const changed = documents.filter((d) => before.get(d.id) !== after.get(d.id));
        const removed = [...before.keys()].filter((id) => !after.has(id));
        await this.port.upsert(uid, changed);
        await this.port.remove(uid, removed);
        counts[uid] = { upserted: changed.length, removed: removed.length };
      }
      pushed.set(locale, after);
    }
    this.pushed = pushed;
    this.pushedState = state;
    this.log.info({ rebuild, counts }, 'search documents pushed to Meilisearch');
  }
}
