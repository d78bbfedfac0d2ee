import { sql } from 'kysely';
import type { Executor } from '../db/store.ts';

/** A live session: the token row a bearer token opens. */
export interface SessionRow {
  id: number;
  customer_id: number;
  expires_at: number;
}

export interface NewToken {
  customer_id: number;
  token_hash: string;
  refresh_hash: string;
  created_at: number;
  expires_at: number;
  refresh_expires_at: number;
}

/** A limiter bucket's window after a hit: when it opened and how many hits it holds. */
export interface Window {
  window_start: number;
  hits: number;
}

export interface AuthRepository {
  insertToken(token: NewToken): Promise<void>;
  /** The session of an access token's hash, when neither revoked nor expired at `now`. */
  findSession(tokenHash: string, now: number): Promise<SessionRow | null>;
  /**
   * Revokes the live token whose refresh hash (or access hash) is `hash` and answers its
   * customer; null when there is none. One conditional update: of two refreshes racing with the
   * same token, on any engine, only one finds it unrevoked.
   */
  takeForRefresh(hash: string, now: number): Promise<number | null>;
  revoke(tokenId: number, now: number): Promise<void>;
  revokeAll(customerId: number, now: number, exceptTokenId?: number): Promise<void>;

  /**
   * Counts one hit in a fixed window, atomically (one upsert, so nodes sharing the database
   * share the count): a window older than `windowSeconds` restarts at `now` with this hit.
   */
  hit(bucket: string, now: number, windowSeconds: number): Promise<Window>;
  /**
   * Adds several buckets' hits counted elsewhere (a node's batch) in one upsert, windows as
   * `hit`'s; answers each bucket's total in its window, every node's hits included.
   */
  hitMany(counts: readonly { bucket: string; hits: number }[], now: number, windowSeconds: number): Promise<Map<string, number>>;
  /** The bucket's window, if it has one. */
  peek(bucket: string): Promise<Window | null>;
  /** Takes back one hit of the window that opened at `windowStart` (a success that must not count). */
  unhit(bucket: string, windowStart: number): Promise<void>;
  clear(bucket: string): Promise<void>;
  /** Drops windows that opened before `before`. */
  prune(before: number): Promise<void>;
}

export function authRepository(db: Executor): AuthRepository {
  return {
    async insertToken(token) {
      await db.insertInto('customer_tokens').values(token).execute();
    },

    async findSession(tokenHash, now) {
      const row = await db
        .selectFrom('customer_tokens')
        .select(['id', 'customer_id', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row ?? null;
    },

    async takeForRefresh(hash, now) {
      const row = await db
        .updateTable('customer_tokens')
        .set({ revoked_at: now })
        .where('revoked_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb.and([eb('refresh_hash', '=', hash), eb('refresh_expires_at', '>', now)]),
            eb.and([eb('token_hash', '=', hash), eb('expires_at', '>', now)]),
          ]),
        )
        .returning('customer_id')
        .executeTakeFirst();
      return row?.customer_id ?? null;
    },

    async revoke(tokenId, now) {
      await db.updateTable('customer_tokens').set({ revoked_at: now }).where('id', '=', tokenId).execute();
    },

    async revokeAll(customerId, now, exceptTokenId) {
      let query = db.updateTable('customer_tokens').set({ revoked_at: now }).where('customer_id', '=', customerId).where('revoked_at', 'is', null);
      if (exceptTokenId !== undefined) query = query.where('id', '!=', exceptTokenId);
      await query.execute();
    },

    async hit(bucket, now, windowSeconds) {
      // Both CASEs read the row as it was (SET sees old values on both engines); the columns are
      // qualified because PostgreSQL finds a bare `hits` ambiguous next to `excluded`.
      const expired = sql<boolean>`rate_limits.window_start + ${windowSeconds} <= excluded.window_start`;
      const row = await db
        .insertInto('rate_limits')
        .values({ bucket, window_start: now, hits: 1 })
        .onConflict((oc) =>
          oc.column('bucket').doUpdateSet({
            hits: sql<number>`CASE WHEN ${expired} THEN 1 ELSE rate_limits.hits + 1 END`,
            window_start: sql<number>`CASE WHEN ${expired} THEN excluded.window_start ELSE rate_limits.window_start END`,
          }),
        )
        .returning(['window_start', 'hits'])
        .executeTakeFirstOrThrow();
      return { window_start: Number(row.window_start), hits: Number(row.hits) };
    },

    async hitMany(counts, now, windowSeconds) {
      if (!counts.length) return new Map();
      const expired = sql<boolean>`rate_limits.window_start + ${windowSeconds} <= excluded.window_start`;
      const rows = await db
        .insertInto('rate_limits')
        .values(counts.map((c) => ({ bucket: c.bucket, window_start: now, hits: c.hits })))
        .onConflict((oc) =>
          oc.column('bucket').doUpdateSet({
            hits: sql<number>`CASE WHEN ${expired} THEN excluded.hits ELSE rate_limits.hits + excluded.hits END`,
            window_start: sql<number>`CASE WHEN ${expired} THEN excluded.window_start ELSE rate_limits.window_start END`,
          }),
        )
        .returning(['bucket', 'hits'])
        .execute();
      return new Map(rows.map((r) => [r.bucket, Number(r.hits)]));
    },

    async peek(bucket) {
      const row = await db.selectFrom('rate_limits').select(['window_start', 'hits']).where('bucket', '=', bucket).executeTakeFirst();
      return row ? { window_start: Number(row.window_start), hits: Number(row.hits) } : null;
    },

    async unhit(bucket, windowStart) {
      await db
        .updateTable('rate_limits')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('bucket', '=', bucket)
        .where('window_start', '=', windowStart)
        .where('hits', '>', 0)
        .execute();
    },

    async clear(bucket) {
      await db.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
    },

    async prune(before) {
      await db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
    },
  };
}
