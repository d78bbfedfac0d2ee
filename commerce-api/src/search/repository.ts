import type { Executor } from '../db/store.ts';

export interface SearchRepository {
  /**
   * Takes or renews the Meilisearch push's lease for `holder` until `expiresAt` (ms): one
   * conditional upsert, so of processes racing for it (on one SQLite file or one PostgreSQL
   * database) exactly one wins while it is held or lapsed. True when `holder` holds it now.
   */
  takeSyncLease(holder: string, expiresAt: number, now: number): Promise<boolean>;
  releaseSyncLease(holder: string): Promise<void>;
}

export function searchRepository(db: Executor): SearchRepository {
  return {
    async takeSyncLease(holder, expiresAt, now) {
      const result = await db
        .insertInto('search_sync_lease')
        .values({ id: 1, holder, expires_at: expiresAt })
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) => ({ holder: eb.ref('excluded.holder'), expires_at: eb.ref('excluded.expires_at') }))
            .where((eb) => eb.or([eb('search_sync_lease.holder', '=', eb.ref('excluded.holder')), eb('search_sync_lease.expires_at', '<', now)])),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async releaseSyncLease(holder) {
      await db.deleteFrom('search_sync_lease').where('holder', '=', holder).execute();
    },
  };
}
