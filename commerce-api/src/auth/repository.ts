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
  /** The login this pair descends from (session_families). */
  family_id: number;
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

/** The pair a refresh exchanged: whose it was and the login it descends from. */
export interface TakenToken {
  customer_id: number;
  family_id: number | null;
}

export interface AuthRepository {
  /** A login's family, which every pair its refreshes hand out joins. */
  createFamily(customerId: number, now: number): Promise<number>;
  insertToken(token: NewToken): Promise<void>;
  /**
   * The session of an access token's hash, when neither it nor its family is revoked and it has
   * not expired at `now`.
   */
  findSession(tokenHash: string, now: number): Promise<SessionRow | null>;
  /**
   * Revokes the live token whose refresh hash (or access hash) is `hash`, in a family still live,
   * and answers its customer and family; null when there is none. One conditional update: of two
   * refreshes racing with the same token, on any engine, only one finds it unrevoked.
   */
  takeForRefresh(hash: string, now: number): Promise<TakenToken | null>;
  /** The family of the pair whose refresh token is `refreshHash`, whatever its state; null for none. */
  familyOfRefresh(refreshHash: string): Promise<number | null>;
  /** Ends a family and every pair in it. */
  revokeFamily(familyId: number, now: number): Promise<void>;
  /** Revokes one pair and the family it belongs to (a log-out ends the login, not only its latest pair). */
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
  // A pair whose family was ended (a reused refresh token) is dead even if a racing refresh
  // inserted it after the family's pairs were revoked: every read checks the family too.
  const familyLive = sql<boolean>`(customer_tokens.family_id IS NULL OR NOT EXISTS (SELECT 1 FROM session_families f WHERE f.id = customer_tokens.family_id AND f.revoked_at IS NOT NULL))`;
  return {
    async createFamily(customerId, now) {
      const row = await db.insertInto('session_families').values({ customer_id: customerId, created_at: now }).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },

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
        .where(familyLive)
        .executeTakeFirst();
      return row ? { id: Number(row.id), customer_id: Number(row.customer_id), expires_at: Number(row.expires_at) } : null;
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
        .where(familyLive)
        .returning(['customer_id', 'family_id'])
        .executeTakeFirst();
      return row ? { customer_id: Number(row.customer_id), family_id: row.family_id === null ? null : Number(row.family_id) } : null;
    },

    async familyOfRefresh(refreshHash) {
      const row = await db.selectFrom('customer_tokens').select('family_id').where('refresh_hash', '=', refreshHash).executeTakeFirst();
      return row?.family_id == null ? null : Number(row.family_id);
    },

    async revokeFamily(familyId, now) {
      await db.updateTable('session_families').set({ revoked_at: now }).where('id', '=', familyId).where('revoked_at', 'is', null).execute();
      await db.updateTable('customer_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
    },

    async revoke(tokenId, now) {
      const row = await db.updateTable('customer_tokens').set({ revoked_at: now }).where('id', '=', tokenId).returning('family_id').executeTakeFirst();
      if (row?.family_id != null) {
        await db.updateTable('session_families').set({ revoked_at: now }).where('id', '=', Number(row.family_id)).where('revoked_at', 'is', null).execute();
      }
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
