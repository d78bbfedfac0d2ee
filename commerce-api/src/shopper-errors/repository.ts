import { sql } from 'kysely';
import type { Executor } from '../db/store.ts';

/** What shoppers' browsers report (the gateway's `POST /errors`), one column of counts each. */
export const SHOPPER_ERROR_KINDS = ['remote-load-failed', 'render', 'chunk'] as const;
export type ShopperErrorKind = (typeof SHOPPER_ERROR_KINDS)[number];

const COLUMN = { 'remote-load-failed': 'remote_load_failed', render: 'render', chunk: 'chunk' } as const satisfies Record<ShopperErrorKind, string>;

export interface ShopperErrorReport {
  kind: ShopperErrorKind;
  bundle: string;
  version: string;
  message: string;
}

/** One browser's visits of one bundle version since it last sent them. */
export interface VisitCount {
  bundle: string;
  version: string;
  visits: number;
  failed: number;
}

/** A bundle version's counts over a span of minutes. */
export interface VersionTotals {
  bundle: string;
  version: string;
  /** Reports of every kind. */
  count: number;
  visits: number;
  failed: number;
  kinds: Partial<Record<ShopperErrorKind, number>>;
  /** The most recent report's message ('' when none). */
  last: string;
}

export interface ShopperErrorsRepository {
  /** Counts one report in its minute's row, whose message becomes the row's latest if it is newer (`at`, ms). */
  report(report: ShopperErrorReport, minute: number, at: number): Promise<void>;
  /** Adds a batch of visit counts to their minute's rows. */
  visited(counts: VisitCount[], minute: number): Promise<void>;
  /** Per bundle version, the counts of the minutes from `sinceMinute` on. */
  totals(sinceMinute: number): Promise<VersionTotals[]>;
  /** Forgets the minutes before `beforeMinute`. */
  prune(beforeMinute: number): Promise<void>;
}

const TABLE = 'shopper_error_minutes';

export function shopperErrorsRepository(db: Executor): ShopperErrorsRepository {
  return {
    async report({ kind, bundle, version, message }, minute, at) {
      const column = COLUMN[kind];
      // Counters add up in the upsert itself, so reports arriving at once through several
      // gateways (one database) are all counted. Columns are qualified: PostgreSQL finds a bare
      // name ambiguous next to `excluded`.
      const newer = sql<boolean>`excluded.last_at >= ${sql.ref(`${TABLE}.last_at`)}`;
      await db
        .insertInto(TABLE)
        .values({ bundle, version, minute, [column]: 1, last_message: message, last_at: at })
        .onConflict((oc) =>
          oc.columns(['bundle', 'version', 'minute']).doUpdateSet((eb) => ({
            [column]: eb(eb.ref(`${TABLE}.${column}`), '+', 1),
            last_message: sql<string>`CASE WHEN ${newer} THEN excluded.last_message ELSE ${sql.ref(`${TABLE}.last_message`)} END`,
            last_at: sql<number>`CASE WHEN ${newer} THEN excluded.last_at ELSE ${sql.ref(`${TABLE}.last_at`)} END`,
          })),
        )
        .execute();
    },

    async visited(counts, minute) {
      // One row per bundle version in the statement: PostgreSQL refuses an upsert that would
      // touch the same row twice.
      const merged = new Map<string, VisitCount>();
      for (const c of counts) {
        const key = JSON.stringify([c.bundle, c.version]);
        const seen = merged.get(key);
        merged.set(key, seen ? { ...seen, visits: seen.visits + c.visits, failed: seen.failed + c.failed } : { ...c });
      }
      if (merged.size === 0) return;
      await db
        .insertInto(TABLE)
        .values([...merged.values()].map((c) => ({ bundle: c.bundle, version: c.version, minute, visits: c.visits, failed: c.failed })))
        .onConflict((oc) =>
          oc.columns(['bundle', 'version', 'minute']).doUpdateSet((eb) => ({
            visits: eb(eb.ref(`${TABLE}.visits`), '+', eb.ref('excluded.visits')),
            failed: eb(eb.ref(`${TABLE}.failed`), '+', eb.ref('excluded.failed')),
          })),
        )
        .execute();
    },

    async totals(sinceMinute) {
      // At most one row per version and minute of the hour: summed here rather than in SQL, so
      // the latest message is picked in the same pass on both engines.
      const rows = await db.selectFrom(TABLE).selectAll().where('minute', '>=', sinceMinute).orderBy('bundle').orderBy('version').orderBy('minute').execute();
      const out = new Map<string, VersionTotals>();
      const lastAtOf = new Map<string, number>();
      for (const row of rows) {
        const key = JSON.stringify([row.bundle, row.version]);
        const t = out.get(key) ?? { bundle: row.bundle, version: row.version, count: 0, visits: 0, failed: 0, kinds: {}, last: '' };
        t.visits += Number(row.visits);
        t.failed += Number(row.failed);
        for (const kind of SHOPPER_ERROR_KINDS) {
          const n = Number(row[COLUMN[kind]]);
          if (n === 0) continue;
          t.kinds[kind] = (t.kinds[kind] ?? 0) + n;
          t.count += n;
        }
        const lastAt = Number(row.last_at);
        if (lastAt > 0 && lastAt > (lastAtOf.get(key) ?? 0)) {
          t.last = row.last_message;
          lastAtOf.set(key, lastAt);
        }
        out.set(key, t);
      }
      return [...out.values()];
    },

    async prune(beforeMinute) {
      await db.deleteFrom(TABLE).where('minute', '<', beforeMinute).execute();
    },
  };
}
