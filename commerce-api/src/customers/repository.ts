import { sql } from 'kysely';
import type { Executor } from '../db/store.ts';

export interface CustomerRow {
  id: number;
  /** Null for a customer who signed up by telephone alone. */
  email: string | null;
  telephone: string | null;
  firstname: string;
  lastname: string;
  password_hash: string;
  attributes: string;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The identifier a customer signs in with: the e-mail column or the telephone column. */
export type UsernameKind = 'email' | 'phone';
const columnOf = (kind: UsernameKind) => (kind === 'email' ? 'email' : 'telephone');

/** A customer as signed up: the row before its id is given and before any update. */
export type NewCustomer = Omit<CustomerRow, 'id' | 'updated_at'>;

export interface CustomerChange {
  firstname: string;
  lastname: string;
  email: string | null;
  telephone: string | null;
  attributes: string;
  /** A new e-mail is no longer verified. */
  emailChanged: boolean;
  /**
   * Absent: the telephone is kept, and so is its verification. Otherwise the telephone changed:
   * when its new number was proven (a code, decision 045), or null (removed).
   */
  phoneVerifiedAt?: string | null;
  updated_at: string;
}

export interface AddressRow {
  id: number;
  address: string;
  default_shipping: number;
  default_billing: number;
}

export interface AddressWrite {
  /** An id of this customer's to rewrite in place; null adds a new address. */
  id: number | null;
  address: string;
  default_shipping: number;
  default_billing: number;
}

export interface CodeRow {
  id: number;
  code_hash: string;
  expires_at: number;
}

export interface CustomersRepository {
  find(id: number): Promise<CustomerRow | null>;
  findBy(kind: UsernameKind, value: string): Promise<CustomerRow | null>;
  /** Whether another customer than `exceptId` signs in with this e-mail or telephone. */
  isTaken(kind: UsernameKind, value: string, exceptId?: number): Promise<boolean>;
  /**
   * Inserts a customer under an id above every id ever given (closed accounts' ids included, so
   * nothing left keyed by an old id reaches the new account). Null when a unique column is
   * already taken: a sign-up that raced another for the same id, e-mail or telephone.
   */
  insert(customer: NewCustomer): Promise<number | null>;
  /** False when the new e-mail or telephone went to another customer meanwhile (its unique index). */
  update(id: number, change: CustomerChange): Promise<boolean>;
  setPasswordHash(id: number, hash: string, at: string): Promise<void>;
  /** Marks the e-mail or telephone proven (the first proof's date stays). */
  markVerified(id: number, kind: UsernameKind, at: string): Promise<void>;
  /**
   * Closes an account: the reason is kept without the customer, the newsletter subscription and
   * open carts go, ordered carts are detached (orders point at them), then the customer row.
   * Several statements: call it with a transaction's repositories.
   */
  close(customer: CustomerRow, reason: string, reasonCode: string | null, at: string): Promise<void>;
  hasOrdered(customerId: number): Promise<boolean>;

  addresses(customerId: number): Promise<AddressRow[]>;
  /** Rewrites the address book: deletes the ids not in `keep`, then updates or inserts each row. */
  saveAddresses(customerId: number, rows: AddressWrite[], at: string): Promise<void>;

  newsletterStatus(email: string): Promise<string | null>;
  unsubscribe(email: string): Promise<void>;
  /** Subscribed at once (a proven address), whatever the entry was. */
  subscribeConfirmed(email: string, confirmHash: string, at: string): Promise<void>;
  /** A pending entry waiting for its confirmation link; false when the address already has one. */
  subscribePending(email: string, confirmHash: string, at: string): Promise<boolean>;

  /**
   * When the destination's latest code that is still unused was sent (null when none): a code
   * already used (a sign-up verified a minute ago) does not hold back the next one.
   */
  openCodeSentAt(destination: string): Promise<number | null>;
  /** Retires the destination's open codes and stores the new one: only the latest message counts. */
  replaceCode(code: { destination: string; channel: 'email' | 'sms'; code_hash: string; created_at: number; expires_at: number }): Promise<void>;
  latestOpenCode(destination: string): Promise<CodeRow | null>;
  /**
   * Counts one try of the code, whoever sends it, before the code is compared: false when the
   * code already had `max` tries (it is dead) or was consumed. One conditional update, so tries
   * sent at once from many addresses or nodes cannot pass the cap together.
   */
  takeCodeTry(codeId: number, max: number): Promise<boolean>;
  /** Consumes a code once: false when another request consumed it first. */
  consumeCode(codeId: number, at: number): Promise<boolean>;
  /** Whether a code to `destination` was verified after `since`. */
  provenSince(destination: string, since: number): Promise<boolean>;

  addReset(customerId: number, tokenHash: string, expiresAt: number): Promise<void>;
  /** The customer a live reset token opens, for the account with that e-mail. */
  findReset(tokenHash: string, email: string, now: number): Promise<number | null>;
  /** Uses the reset token once: false when it was used (or expired) meanwhile. */
  useReset(tokenHash: string, customerId: number, now: number): Promise<boolean>;
  /** Every other pending reset link of the customer dies with the password change. */
  useAllResets(customerId: number, now: number): Promise<void>;
}

/** A unique index refused the write: PostgreSQL's 23505, SQLite's UNIQUE constraint. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function customersRepository(db: Executor): CustomersRepository {
  return {
    async find(id) {
      return (await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async findBy(kind, value) {
      return (await db.selectFrom('customers').selectAll().where(columnOf(kind), '=', value).executeTakeFirst()) ?? null;
    },

    async isTaken(kind, value, exceptId) {
      let query = db.selectFrom('customers').select('id').where(columnOf(kind), '=', value);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(customer) {
      // Each max() reads one end of a primary-key index; greatest() is not on both engines.
      const nextId = sql<number>`(SELECT max(m) + 1 FROM (SELECT coalesce(max(id), 0) AS m FROM customers UNION ALL SELECT coalesce(max(id), 0) FROM retired_customer_ids) AS ids)`;
      const row = await db
        .insertInto('customers')
        .values({ id: nextId, ...customer, updated_at: customer.created_at })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? Number(row.id) : null;
    },

    async update(id, change) {
      try {
        await db
          .updateTable('customers')
          .set({
            firstname: change.firstname,
            lastname: change.lastname,
            email: change.email,
            telephone: change.telephone,
            attributes: change.attributes,
            updated_at: change.updated_at,
            ...(change.emailChanged ? { email_verified_at: null } : {}),
            ...(change.phoneVerifiedAt !== undefined ? { phone_verified_at: change.phoneVerifiedAt } : {}),
          })
          .where('id', '=', id)
          .execute();
        return true;
      } catch (error) {
        // Checked before, but two accounts may take one number at once: the index decides.
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async setPasswordHash(id, hash, at) {
      await db.updateTable('customers').set({ password_hash: hash, updated_at: at }).where('id', '=', id).execute();
    },

    async markVerified(id, kind, at) {
      const column = kind === 'email' ? 'email_verified_at' : 'phone_verified_at';
      await db
        .updateTable('customers')
        .set((eb) => ({ [column]: eb.fn.coalesce(column, eb.val(at)) }))
        .where('id', '=', id)
        .execute();
    },

    async close(customer, reason, reasonCode, at) {
      await db.insertInto('account_deletions').values({ reason, reason_code: reasonCode, created_at: at }).execute();
      if (customer.email) await db.deleteFrom('newsletter_subscribers').where('email', '=', customer.email).execute();
      const open = db.selectFrom('carts').select('id').where('customer_id', '=', customer.id).where('order_id', 'is', null);
      await db.deleteFrom('cart_items').where('cart_id', 'in', open).execute();
      await db.deleteFrom('carts').where('customer_id', '=', customer.id).where('order_id', 'is', null).execute();
      await db
        .updateTable('carts')
        .set((eb) => ({ customer_id: null, masked_id: sql<string>`'deleted-' || CAST(${eb.ref('id')} AS TEXT)` }))
        .where('customer_id', '=', customer.id)
        .execute();
      await db.deleteFrom('customers').where('id', '=', customer.id).execute();
    },

    async hasOrdered(customerId) {
      return (await db.selectFrom('orders').select('id').where('customer_id', '=', customerId).limit(1).executeTakeFirst()) !== undefined;
    },

    async addresses(customerId) {
      return db.selectFrom('customer_addresses').select(['id', 'address', 'default_shipping', 'default_billing']).where('customer_id', '=', customerId).orderBy('id').execute();
    },

    async saveAddresses(customerId, rows, at) {
      const keep = rows.map((r) => r.id).filter((id): id is number => id !== null);
      let drop = db.deleteFrom('customer_addresses').where('customer_id', '=', customerId);
      if (keep.length) drop = drop.where('id', 'not in', keep);
      await drop.execute();
      for (const r of rows) {
        const flags = { address: r.address, default_shipping: r.default_shipping, default_billing: r.default_billing };
        if (r.id !== null) await db.updateTable('customer_addresses').set(flags).where('id', '=', r.id).where('customer_id', '=', customerId).execute();
        else await db.insertInto('customer_addresses').values({ customer_id: customerId, ...flags, created_at: at }).execute();
      }
    },

    async newsletterStatus(email) {
      const row = await db.selectFrom('newsletter_subscribers').select('status').where('email', '=', email).executeTakeFirst();
      return row?.status ?? null;
    },

    async unsubscribe(email) {
      await db.deleteFrom('newsletter_subscribers').where('email', '=', email).execute();
    },

    async subscribeConfirmed(email, confirmHash, at) {
      await db
        .insertInto('newsletter_subscribers')
        .values({ email, status: 'subscribed', confirm_hash: confirmHash, created_at: at, confirmed_at: at })
        .onConflict((oc) => oc.column('email').doUpdateSet({ status: 'subscribed', confirmed_at: at }))
        .execute();
    },

    async subscribePending(email, confirmHash, at) {
      const result = await db
        .insertInto('newsletter_subscribers')
        .values({ email, status: 'pending', confirm_hash: confirmHash, created_at: at })
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async openCodeSentAt(destination) {
      const row = await db
        .selectFrom('verification_codes')
        .select('created_at')
        .where('destination', '=', destination)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? Number(row.created_at) : null;
    },

    async replaceCode(code) {
      await db.updateTable('verification_codes').set({ consumed_at: code.created_at }).where('destination', '=', code.destination).where('consumed_at', 'is', null).execute();
      await db.insertInto('verification_codes').values(code).execute();
    },

    async latestOpenCode(destination) {
      const row = await db
        .selectFrom('verification_codes')
        .select(['id', 'code_hash', 'expires_at'])
        .where('destination', '=', destination)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? { ...row, expires_at: Number(row.expires_at) } : null;
    },

    async takeCodeTry(codeId, max) {
      const result = await db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', codeId)
        .where('consumed_at', 'is', null)
        .where('attempts', '<', max)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async consumeCode(codeId, at) {
      const result = await db
        .updateTable('verification_codes')
        .set({ consumed_at: at, verified_at: at })
        .where('id', '=', codeId)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async provenSince(destination, since) {
      const row = await db.selectFrom('verification_codes').select('id').where('destination', '=', destination).where('verified_at', '>', since).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    async addReset(customerId, tokenHash, expiresAt) {
      await db.insertInto('password_resets').values({ customer_id: customerId, token_hash: tokenHash, expires_at: expiresAt }).execute();
    },

    async findReset(tokenHash, email, now) {
      const row = await db
        .selectFrom('password_resets as r')
        .innerJoin('customers as c', 'c.id', 'r.customer_id')
        .select('r.customer_id')
        .where('r.token_hash', '=', tokenHash)
        .where('c.email', '=', email)
        .where('r.used_at', 'is', null)
        .where('r.expires_at', '>', now)
        .executeTakeFirst();
      return row?.customer_id ?? null;
    },

    async useReset(tokenHash, customerId, now) {
      const result = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('customer_id', '=', customerId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async useAllResets(customerId, now) {
      await db.updateTable('password_resets').set({ used_at: now }).where('customer_id', '=', customerId).where('used_at', 'is', null).execute();
    },
  };
}
