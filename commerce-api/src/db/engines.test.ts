import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../test/support/postgres.ts';
import { buildApp } from '../app.ts';
import { wishlistRepository } from '../wishlist/repository.ts';
import { modulesOnPostgres, noSqliteConnection } from './engine.ts';
import { modules, onRepositories } from '../modules.ts';
import type { FeatureModule } from '../context.ts';
import { openDatabase } from './database.ts';
import { migrate, migratePostgres, migrationFiles, pendingMigrations } from './migrate.ts';
import { postgresStore, sqliteStore, type PostgresStore, type Store } from './store.ts';

// The same schema and the same answers on both engines (decision 020): every migration has its
// PostgreSQL twin, both build the same tables and columns, and repository code runs on either.

let cluster: PostgresCluster;
const opened: Store[] = [];

beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 60_000);

afterAll(async () => {
  for (const store of opened) await store.close();
  cluster?.stop();
});

async function emptyPostgres(): Promise<PostgresStore> {
  const name = await cluster.createDatabase('empty');
  await cluster.admin(`DROP DATABASE ${name}`);
  await cluster.admin(`CREATE DATABASE ${name} TEMPLATE template0`);
  const store = postgresStore(cluster.url(name));
  opened.push(store);
  return store;
}

async function migratedPostgres(): Promise<PostgresStore> {
  const store = postgresStore(cluster.url(await cluster.createDatabase('engines')));
  opened.push(store);
  return store;
}

function migratedSqlite(): Store {
  const store = sqliteStore(openDatabase(':memory:'));
  opened.push(store);
  return store;
}

type Columns = Record<string, Record<string, 'null' | 'not null'>>;

async function postgresColumns(store: PostgresStore): Promise<Columns> {
  const { rows } = await store.pool.query<{ table_name: string; column_name: string; is_nullable: string }>(
    "SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'schema_migrations'",
  );
  const tables: Columns = {};
  for (const r of rows) (tables[r.table_name] ??= {})[r.column_name] = r.is_nullable === 'YES' ? 'null' : 'not null';
  return tables;
}

function sqliteColumns(store: Store): Columns {
  if (store.engine !== 'sqlite') throw new Error('a SQLite store was expected');
  const db = store.connection;
  const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'").pluck().all() as string[];
  const tables: Columns = {};
  for (const t of names) {
    for (const c of db.prepare('SELECT name, "notnull", pk FROM pragma_table_info(?)').all(t) as { name: string; notnull: number; pk: number }[]) {
      // A primary key column is never null on PostgreSQL; SQLite's pragma says so only when declared.
      (tables[t] ??= {})[c.name] = c.notnull || c.pk ? 'not null' : 'null';
    }
  }
  return tables;
}

/** The versions as readers see them: the sums of the slots (one row on SQLite, 16 on PostgreSQL). */
const catalogVersion = async (store: Store) => {
  const row = await store.db
    .selectFrom('catalog_version')
    .select((eb) => [eb.fn.sum('version').as('version'), eb.fn.sum('stock_version').as('stock_version'), eb.fn.sum('sales_version').as('sales_version')])
    .executeTakeFirstOrThrow();
  return { version: Number(row.version), stock_version: Number(row.stock_version), sales_version: Number(row.sales_version) };
};

describe('migrations on both engines', () => {
  it('has a PostgreSQL twin for every SQLite migration, and no twin without one', () => {
    const files = readdirSync(join(import.meta.dirname, 'migrations'));
    const stems = (suffix: string, exclude?: string) =>
      files.filter((f) => f.endsWith(suffix) && !(exclude && f.endsWith(exclude))).map((f) => f.slice(0, -suffix.length)).toSorted();
    expect(stems('.pg.sql')).toEqual(stems('.sql', '.pg.sql'));
    expect(migrationFiles('postgres').map((m) => m.name)).toEqual(migrationFiles('sqlite').map((m) => m.name));
  });

  it('builds the same tables and columns (names and nullability) from an empty database', async () => {
    const pgStore = await emptyPostgres();
    expect(await pendingMigrations(pgStore)).toEqual(migrationFiles('postgres').map((m) => m.name));
    await migrate(pgStore);
    expect(await pendingMigrations(pgStore)).toEqual([]);
    expect(await postgresColumns(pgStore)).toEqual(sqliteColumns(migratedSqlite()));
  });

  it('migrates once when two starters race on an empty database (advisory lock)', async () => {
    const store = await emptyPostgres();
    const other = new Pool({ connectionString: (store.pool.options as { connectionString: string }).connectionString, max: 1 });
    try {
      const [a, b] = await Promise.all([migratePostgres(store.pool), migratePostgres(other)]);
      // One applied everything, the other waited for the lock and found nothing left.
      expect([a.length, b.length].toSorted((x, y) => x - y)).toEqual([0, migrationFiles('postgres').length]);
      const { rows } = await store.pool.query<{ n: number }>('SELECT count(*) AS n FROM schema_migrations');
      expect(rows[0]!.n).toBe(migrationFiles('postgres').length);
    } finally {
      await other.end();
    }
  });

  it('refuses a database whose text is ordered by a language, not byte by byte', async () => {
    const name = await cluster.createDatabase('collation');
    await cluster.admin(`DROP DATABASE ${name}`);
    // French collation ignores punctuation at first: ISO times and names would sort otherwise than on SQLite.
    await cluster.admin(`CREATE DATABASE ${name} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'fr' LOCALE 'C'`);
    const store = postgresStore(cluster.url(name));
    opened.push(store);
    await expect(migrate(store)).rejects.toThrow(/needs byte order/);
    expect(await pendingMigrations(store)).toHaveLength(migrationFiles('postgres').length);
  });

  it.each(['sqlite', 'postgres'] as const)('moves the catalogue, stock and sales versions with their rows on %s', async (engine) => {
    const store = engine === 'sqlite' ? migratedSqlite() : await migratedPostgres();
    const db = store.db;
    const start = await catalogVersion(store);
    const { id } = await db
      .insertInto('products')
      .values({ sku: 'V-1', type_id: 'simple', name_fr: 'Produit', name_en: 'Product', url_key: 'v-1', price: 1000, created_at: 'x', updated_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(typeof id).toBe('number');
    await db.insertInto('stock').values({ product_id: id, qty: 3 }).execute();
    await db.updateTable('stock').set({ qty: 2 }).where('product_id', '=', id).execute();
    const after = await catalogVersion(store);
    expect(after.version).toBe(start.version + 1);
    expect(after.stock_version).toBe(start.stock_version + 2);
    // A statement that changes no row moves nothing.
    await db.updateTable('stock').set({ qty: 1 }).where('product_id', '=', -1).execute();
    expect((await catalogVersion(store)).stock_version).toBe(after.stock_version);
    const { category } = await db.insertInto('categories').values({ name_fr: 'C', name_en: 'C', url_key: 'c' }).returning('id as category').executeTakeFirstOrThrow();
    await db.insertInto('product_categories').values({ product_id: id, category_id: category }).execute();
    await db.updateTable('product_categories').set({ position: 2 }).where('product_id', '=', id).execute();
    expect((await catalogVersion(store)).version).toBe(after.version + 3);
  });

  it('lets transactions writing stock overlap on PostgreSQL: no shared version row held until commit', async () => {
    const store = await migratedPostgres();
    const ids: number[] = [];
    for (const sku of ['S-1', 'S-2']) {
      const { id } = await store.db
        .insertInto('products')
        .values({ sku, type_id: 'simple', name_fr: sku, name_en: sku, url_key: sku, price: 1000, created_at: 'x', updated_at: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await store.db.insertInto('stock').values({ product_id: id, qty: 10 }).execute();
      ids.push(id);
    }
    const start = await catalogVersion(store);
    const a = await store.pool.connect();
    const b = await store.pool.connect();
    try {
      // Two orders sharing products, their lines taken in product order: A holds the first
      // product's row, B the second's. With one version row bumped per stock write, B would wait
      // for A's version row while A waits for B's product: a deadlock (here, B's lock timeout).
      await a.query('BEGIN');
      await a.query('UPDATE stock SET qty = qty - 1 WHERE product_id = $1', [ids[0]]);
      await b.query("SET lock_timeout = '3s'");
      await b.query('BEGIN');
      await b.query('UPDATE stock SET qty = qty - 1 WHERE product_id = $1', [ids[1]]);
      const aSecond = a.query('UPDATE stock SET qty = qty - 1 WHERE product_id = $1', [ids[1]]);
      await b.query('COMMIT');
      await aSecond;
      await a.query('COMMIT');
    } finally {
      a.release();
      b.release();
    }
    const qty = await store.db.selectFrom('stock').select('qty').where('product_id', 'in', ids).orderBy('product_id').execute();
    expect(qty.map((r) => r.qty)).toEqual([9, 8]);
    // Each committing transaction moved the sum readers see, once however many rows it wrote
    // (130_version_bump_once.pg.sql): A's two writes and B's one, two bumps.
    expect((await catalogVersion(store)).stock_version).toBe(start.stock_version + 2);
  });

  it.each(['sqlite', 'postgres'] as const)('keeps a closed account id retired, on %s', async (engine) => {
    const store = engine === 'sqlite' ? migratedSqlite() : await migratedPostgres();
    const db = store.db;
    const { id } = await db
      .insertInto('customers')
      .values({ telephone: '690000001', firstname: 'A', lastname: 'B', password_hash: 'h', created_at: 'x', updated_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('customers').where('id', '=', id).execute();
    expect(await db.selectFrom('retired_customer_ids').select('id').execute()).toEqual([{ id }]);
    // Either an e-mail or a telephone: a customer with neither is refused by the schema itself.
    await expect(db.insertInto('customers').values({ firstname: 'A', lastname: 'B', password_hash: 'h', created_at: 'x', updated_at: 'x' }).execute()).rejects.toThrow();
    // E-mail and coupon codes match whatever their case, as SQLite's NOCASE columns do.
    await db.insertInto('customers').values({ email: 'Awa@Example.cm', firstname: 'A', lastname: 'B', password_hash: 'h', created_at: 'x', updated_at: 'x' }).execute();
    expect(await db.selectFrom('customers').select('email').where('email', '=', 'awa@example.CM').execute()).toEqual([{ email: 'Awa@Example.cm' }]);
  });
});

describe('closing a store', () => {
  it('closes its SQLite connection or ends its pool, used through Kysely or not', async () => {
    const sqlite = sqliteStore(openDatabase(':memory:'));
    await sqlite.close();
    expect(sqlite.connection.open).toBe(false);
    const postgres = postgresStore(cluster.url(await cluster.createDatabase('closed')));
    await postgres.pool.query('SELECT 1');
    await postgres.close();
    expect(postgres.pool.ended).toBe(true);
  });
});

describe('a repository on both engines', () => {
  it.each(['sqlite', 'postgres'] as const)('answers the same on %s (the wishlist, plain numbers included)', async (engine) => {
    const store = engine === 'sqlite' ? migratedSqlite() : await migratedPostgres();
    const db = store.db;
    const { id: customer } = await db
      .insertInto('customers')
      .values({ email: 'w@example.cm', firstname: 'A', lastname: 'B', password_hash: 'h', created_at: 'x', updated_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const product = async (sku: string, status = 1) =>
      (
        await db
          .insertInto('products')
          .values({ sku, type_id: 'simple', name_fr: sku, name_en: sku, url_key: sku, price: 500, status, created_at: 'x', updated_at: 'x' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [a, b, off] = [await product('a'), await product('b'), await product('off', 2)];
    const wishlist = wishlistRepository(db);
    expect(await wishlist.listedProductId(a)).toBe(a);
    expect(await wishlist.listedProductId(off)).toBeNull();
    await wishlist.add(customer, a, '2026-01-01T00:00:00.000Z');
    await wishlist.add(customer, a, '2026-01-03T00:00:00.000Z');
    await wishlist.add(customer, b, '2026-01-02T00:00:00.000Z');
    expect(await wishlist.countOthers(customer, a)).toBe(1);
    const listed = await wishlist.list(customer);
    expect(listed.map((r) => [r.product_id, r.added_at, r.price])).toEqual([
      [b, '2026-01-02T00:00:00.000Z', 500],
      [a, '2026-01-01T00:00:00.000Z', 500],
    ]);
    expect(await wishlist.remove(customer, a)).toBe(true);
    expect(await wishlist.remove(customer, a)).toBe(false);
    // A transaction that throws leaves nothing behind.
    await expect(store.transaction(async (tx) => {
      await wishlistRepository(tx).add(customer, a, 'x');
      throw new Error('undone');
    })).rejects.toThrow('undone');
    expect((await wishlist.list(customer)).map((r) => r.product_id)).toEqual([b]);
    const { n } = await db.selectFrom('wishlist_items').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(n).toBe(1);
  });
});

const build = (databaseUrl: string, onlyMovedModules?: boolean) =>
  buildApp({ dbPath: ':memory:', ...(onlyMovedModules ? { onlyMovedModules } : {}), config: { mode: 'test', demoOutbox: false, databaseUrl } });

/** A module that is not on the list of those moved onto repositories. */
const strayModule: FeatureModule = async () => undefined;

describe('the back end on PostgreSQL', () => {

  it('refuses to start while modules still use the SQLite connection, and names them', async () => {
    // Every module of the back end has moved; one that had not would be named.
    expect(() => modulesOnPostgres([...modules, strayModule], onRepositories, false)).toThrow(/PostgreSQL cannot serve this back end yet: stray still use the SQLite connection/);
    expect(modulesOnPostgres(modules, onRepositories, false)).toEqual(modules);
  });

  it('refuses a database the migrations have not reached', async () => {
    const store = await emptyPostgres();
    await expect(build((store.pool.options as { connectionString: string }).connectionString, true)).rejects.toThrow(/lacks \d+ migration\(s\) \(001_catalog.sql, .*run `pnpm db:migrate` first/);
  });

  it('serves the moved modules alone when asked, on its own pool', async () => {
    const url = cluster.url(await cluster.createDatabase('served'));
    const app = await build(url, true);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', products: 0 });
      // The catalogue reads through its repository: an empty store lists no product.
      const list = await app.inject({ method: 'GET', url: '/rest/fr/V1/products?searchCriteria[pageSize]=1' });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ items: [], total_count: 0 });
    } finally {
      await app.close();
    }
  });

  it('answers a stray use of ctx.db with what to do', () => {
    expect(() => noSqliteConnection().prepare('SELECT 1')).toThrow(/ctx\.db\.prepare: there is no SQLite connection on PostgreSQL; .*repository/);
  });
});
