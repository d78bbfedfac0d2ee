import type { Executor } from '../db/store.ts';

/** Telephones proven by a one-time code: a proof's hash, the number, and until when it holds. */
export interface PhoneProofsRepository {
  insert(proof: { token_hash: string; telephone: string; created_at: number; expires_at: number }): Promise<void>;
  /** The number a live proof proves, or null (unknown or expired). */
  telephoneOf(tokenHash: string, now: number): Promise<string | null>;
  /** Drops proofs that expired before `before`. */
  prune(before: number): Promise<void>;
}

export function phoneProofsRepository(db: Executor): PhoneProofsRepository {
  return {
    async insert(proof) {
      await db.insertInto('phone_proofs').values(proof).execute();
    },

    async telephoneOf(tokenHash, now) {
      const row = await db.selectFrom('phone_proofs').select('telephone').where('token_hash', '=', tokenHash).where('expires_at', '>', now).executeTakeFirst();
      return row?.telephone ?? null;
    },

    async prune(before) {
      await db.deleteFrom('phone_proofs').where('expires_at', '<', before).execute();
    },
  };
}
