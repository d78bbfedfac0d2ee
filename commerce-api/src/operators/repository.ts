import type { Executor } from '../db/store.ts';

export interface OperatorRow {
  id: number;
  login: string;
  password_hash: string;
  roles: string;
  disabled: number;
  created_at: string;
  updated_at: string;
}

export interface AuditRow {
  id: number;
  at: string;
  login: string;
  action: string;
  subject: string;
  address: string;
}

export interface NewOperator {
  login: string;
  password_hash: string;
  roles: string;
  now: string;
}

/** Operator accounts, their sessions and the audit log (SQL only here, decision 020). */
export interface OperatorsRepository {
  byLogin(login: string): Promise<OperatorRow | null>;
  list(): Promise<OperatorRow[]>;
  /** Creates the account unless the login is taken; false when it is. */
  create(account: NewOperator): Promise<boolean>;
  /** Creates the account only while no account exists at all: true when this call created it. */
  createFirst(account: NewOperator): Promise<boolean>;
  update(login: string, change: Partial<Pick<OperatorRow, 'password_hash' | 'roles' | 'disabled'>>, now: string): Promise<boolean>;
  startSession(tokenHash: string, operatorId: number, now: number, expiresAt: number): Promise<void>;
  /** The enabled account a live session belongs to. */
  sessionOperator(tokenHash: string, now: number): Promise<OperatorRow | null>;
  endSession(tokenHash: string): Promise<void>;
  endSessionsOf(operatorId: number): Promise<void>;
  pruneSessions(now: number): Promise<void>;
  audit(entry: Omit<AuditRow, 'id'>): Promise<void>;
  /** Newest first. */
  auditLog(limit: number, beforeId?: number): Promise<AuditRow[]>;
}

const COLUMNS = ['id', 'login', 'password_hash', 'roles', 'disabled', 'created_at', 'updated_at'] as const;

// pg answers bigint columns as numbers already (store.ts); SQLite's are numbers too, kept explicit.
const row = (r: OperatorRow | undefined): OperatorRow | null => (r ? { ...r, id: Number(r.id), disabled: Number(r.disabled) } : null);

export function operatorsRepository(db: Executor): OperatorsRepository {
  return {
    async byLogin(login) {
      return row(await db.selectFrom('operators').select(COLUMNS).where('login', '=', login).executeTakeFirst());
    },

    async list() {
      return (await db.selectFrom('operators').select(COLUMNS).orderBy('login').execute()).map((r) => row(r)!);
    },

    async create({ login, password_hash, roles, now }) {
      const inserted = await db
        .insertInto('operators')
        .values({ login, password_hash, roles, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('login').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async createFirst({ login, password_hash, roles, now }) {
      // One statement: two nodes starting together cannot both see an empty table and both insert
      // (the unique login turns the loser's insert into nothing on either engine).
      const inserted = await db
        .insertInto('operators')
        .columns(['login', 'password_hash', 'roles', 'created_at', 'updated_at'])
        .expression(
          db
            .selectNoFrom((eb) => [eb.val(login).as('login'), eb.val(password_hash).as('password_hash'), eb.val(roles).as('roles'), eb.val(now).as('created_at'), eb.val(now).as('updated_at')])
            .where((eb) => eb.not(eb.exists(eb.selectFrom('operators').select('id')))),
        )
        .onConflict((oc) => oc.column('login').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async update(login, change, now) {
      const result = await db.updateTable('operators').set({ ...change, updated_at: now }).where('login', '=', login).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async startSession(tokenHash, operatorId, now, expiresAt) {
      await db.insertInto('operator_sessions').values({ token_hash: tokenHash, operator_id: operatorId, created_at: now, expires_at: expiresAt }).execute();
    },

    async sessionOperator(tokenHash, now) {
      const found = await db
        .selectFrom('operator_sessions')
        .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
        .select(COLUMNS.map((c) => `operators.${c}` as const))
        .where('operator_sessions.token_hash', '=', tokenHash)
        .where('operator_sessions.expires_at', '>', now)
        .where('operators.disabled', '=', 0)
        .executeTakeFirst();
      return row(found);
    },

    async endSession(tokenHash) {
      await db.deleteFrom('operator_sessions').where('token_hash', '=', tokenHash).execute();
    },

    async endSessionsOf(operatorId) {
      await db.deleteFrom('operator_sessions').where('operator_id', '=', operatorId).execute();
    },

    async pruneSessions(now) {
      await db.deleteFrom('operator_sessions').where('expires_at', '<=', now).execute();
    },

    async audit(entry) {
      await db.insertInto('operator_audit').values(entry).execute();
    },

    async auditLog(limit, beforeId) {
      let query = db.selectFrom('operator_audit').select(['id', 'at', 'login', 'action', 'subject', 'address']).orderBy('id', 'desc').limit(limit);
      if (beforeId !== undefined) query = query.where('id', '<', beforeId);
      return (await query.execute()).map((r) => ({ ...r, id: Number(r.id) }));
    },
  };
}
