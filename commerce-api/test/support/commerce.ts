import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Store } from '../../src/db/store.ts';
import type { TestServer } from './server.ts';
import { TOWNS } from '../../src/seed/towns.ts';

// Tests read arbitrary response fields; a loose body type keeps them short and the asserts do the checking.
// oxlint-disable-next-line typescript/no-explicit-any
export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** One JSON call against the real server. */
// oxlint-disable-next-line typescript/no-explicit-any
export async function call<T = any>(
  server: TestServer,
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  const res = await fetch(server.url + path, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // leave as text
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

/** A second connection to the server's SQLite file (WAL lets tests read and arrange data). */
export function openDb(server: TestServer): Database.Database {
  const db = new Database(server.dbPath);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  return db;
}

/** Row count of every table plus a digest of their contents: "the database is unchanged". */
export function snapshot(db: Database.Database, ignore: string[] = ['rate_limits', 'phone_proofs']): string {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return tables
    .filter((t) => !ignore.includes(t))
    .map((t) => {
      // Row by row into a native hash: the catalogue is ~40,000 rows, and a fuzz pass takes a
      // snapshot per endpoint.
      const digest = createHash('sha1');
      let rows = 0;
      for (const row of db.prepare(`SELECT * FROM "${t}"`).raw().iterate()) {
        digest.update(JSON.stringify(row));
        rows += 1;
      }
      return `${t}:${rows}:${digest.digest('hex').slice(0, 12)}`;
    })
    .join('\n');
}

let skuCounter = 0;

export interface TestProduct {
  id: number;
  sku: string;
  price: number;
}

/** Inserts a product with stock, for tests that must not depend on the catalogue seed. */
export function insertProduct(
  db: Database.Database,
  options: { price?: number; qty?: number; type?: 'simple' | 'virtual' | 'bundle' | 'configurable'; attributes?: Record<string, unknown>; extension?: Record<string, unknown>; name?: string; sku?: string } = {},
): TestProduct {
  skuCounter += 1;
  const sku = options.sku ?? `TEST-${process.pid}-${skuCounter}-${Math.random().toString(36).slice(2, 8)}`;
  const price = options.price ?? 10_000;
  const now = '2026-01-01 00:00:00';
  const id = Number(
    db
      .prepare(
        `INSERT INTO products (sku, type_id, name_fr, name_en, url_key, price, created_at, updated_at, attributes, extension)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(sku, options.type ?? 'simple', `${options.name ?? 'Produit'} ${sku}`, `${options.name ?? 'Product'} ${sku}`, sku.toLowerCase(), price, now, now, JSON.stringify(options.attributes ?? {}), JSON.stringify(options.extension ?? {}))
      .lastInsertRowid,
  );
  if (options.qty !== undefined || options.type !== 'virtual') {
    db.prepare('INSERT INTO stock (product_id, qty, is_in_stock) VALUES (?, ?, ?)').run(id, options.qty ?? 100, (options.qty ?? 100) > 0 ? 1 : 0);
  }
  return { id, sku, price };
}

type ProductOptions = Parameters<typeof insertProduct>[1];

/** `insertProduct` on either engine, through the server's store (`api.store`). */
export async function addProduct(store: Store, options: ProductOptions = {}): Promise<TestProduct> {
  skuCounter += 1;
  const sku = options.sku ?? `TEST-${process.pid}-${skuCounter}-${Math.random().toString(36).slice(2, 8)}`;
  const price = options.price ?? 10_000;
  const now = '2026-01-01 00:00:00';
  const { id } = await store.db
    .insertInto('products')
    .values({
      sku,
      type_id: options.type ?? 'simple',
      name_fr: `${options.name ?? 'Produit'} ${sku}`,
      name_en: `${options.name ?? 'Product'} ${sku}`,
      url_key: sku.toLowerCase(),
      price,
      created_at: now,
      updated_at: now,
      attributes: JSON.stringify(options.attributes ?? {}),
      extension: JSON.stringify(options.extension ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.qty !== undefined || options.type !== 'virtual') {
    await store.db.insertInto('stock').values({ product_id: id, qty: options.qty ?? 100, is_in_stock: (options.qty ?? 100) > 0 ? 1 : 0 }).execute();
  }
  return { id, sku, price };
}

/**
 * The towns served and their quarters, as the seed adds them, when the database has none: a
 * PostgreSQL test database starts empty (the seed writes through SQLite).
 */
export async function addTowns(store: Store): Promise<void> {
  if (await store.db.selectFrom('towns').select('id').limit(1).executeTakeFirst()) return;
  for (const town of TOWNS) {
    const { id } = await store.db.insertInto('towns').values({ name: town.name, has_agency: town.agency ? 1 : 0, zone: town.zone }).returning('id').executeTakeFirstOrThrow();
    await store.db.insertInto('quarters').values(town.quarters.map((name) => ({ town_id: id, name }))).execute();
  }
}

/** The id of Akwa, a quarter of Douala: what a delivery address names in its `fax` field. */
export async function akwaQuarterId(store: Store): Promise<number> {
  const { id } = await store.db
    .selectFrom('quarters as q')
    .innerJoin('towns as t', 't.id', 'q.town_id')
    .select('q.id')
    .where('t.name', '=', 'Douala')
    .where('q.name', '=', 'Akwa')
    .executeTakeFirstOrThrow();
  return id;
}

/** Every quarter's id by `town/quarter` (`Douala/Akwa`), for tests that address several towns. */
export async function quarterIds(store: Store): Promise<Map<string, number>> {
  const rows = await store.db.selectFrom('quarters as q').innerJoin('towns as t', 't.id', 'q.town_id').select(['q.id', 'q.name', 't.name as town']).execute();
  return new Map(rows.map((row) => [`${row.town}/${row.name}`, row.id]));
}

/** Akwa, Douala, with its id: a quarter an address book entry can name. */
export async function akwaQuarter(store: Store): Promise<{ town: string; name: string; id: number }> {
  return { town: 'Douala', name: 'Akwa', id: await akwaQuarterId(store) };
}

/** A delivery address in Akwa, Douala, reached at `telephone`. */
export async function doualaAddress(store: Store, telephone = '699001122') {
  return { firstname: 'Awa', lastname: 'Mbarga', country_id: 'CM', city: 'Douala', telephone, street: ['Akwa'], fax: String(await akwaQuarterId(store)), postcode: '-' };
}

/**
 * `snapshot` on either engine. PostgreSQL returns rows in no fixed order, so each table's rows
 * are digested sorted, by the server: shipping the ~40,000 catalogue rows to the test for every
 * snapshot (the fuzz pass takes one per write route) cost seconds each. The digests compare
 * within one engine, not across them.
 */
export async function snapshotOf(store: Store, ignore: string[] = ['rate_limits', 'phone_proofs']): Promise<string> {
  if (store.engine === 'sqlite') return snapshot(store.connection, ignore);
  const { rows: tables } = await store.pool.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const parts: string[] = [];
  for (const { name } of tables.filter((t) => !ignore.includes(t.name))) {
    const { rows } = await sql<{ n: number; digest: string }>`SELECT count(*) AS n, md5(coalesce(string_agg(t::text, E'\n' ORDER BY t::text), '')) AS digest FROM ${sql.table(name)} t`.execute(store.db);
    parts.push(`${name}:${rows[0]!.n}:${rows[0]!.digest.slice(0, 12)}`);
  }
  return parts.join('\n');
}

export async function registerCustomer(server: TestServer, overrides: { email?: string; password?: string; telephone?: string } = {}) {
  const email = overrides.email ?? `client-${Math.random().toString(36).slice(2, 10)}@example.cm`;
  const password = overrides.password ?? 'Secret123!';
  const custom_attributes = overrides.telephone ? [{ attribute_code: 'telephone', value: overrides.telephone }] : [];
  const res = await call(server, 'POST', '/rest/fr/V1/customers', {
    body: { customer: { firstname: 'Awa', lastname: 'Mbarga', email, custom_attributes }, password },
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const login = await call(server, 'POST', '/api/auth/login', { body: { username: email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { id: res.body.id as number, email, password, token: login.body.token as string, refresh: login.body.refresh_token as string };
}

/** Hostile values a JSON field may receive. */
export const HOSTILE_VALUES: unknown[] = [
  null,
  42,
  -1,
  1e308,
  true,
  [],
  {},
  'a'.repeat(1_000_000),
  "' OR 1=1; DROP TABLE orders; --",
  '<script>alert(1)</script>',
];

/** Bad input's answer: a 4xx with a message a person can read, never a 500. */
export function expectClientError(res: { status: number; body: { message?: unknown } }): void {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(typeof res.body.message).toBe('string');
}

export interface ListedProduct {
  id: number;
  sku: string;
  name_fr: string;
  status: number;
  visibility: number;
  popularity: number;
  attributes: Record<string, unknown>;
}

/**
 * Every product with its custom attributes parsed, read through the store on either engine: what
 * a test filters in JavaScript instead of SQLite's `json_extract` (PostgreSQL's JSON is spelt otherwise).
 */
export async function productsWithAttributes(store: Store): Promise<ListedProduct[]> {
  const rows = await store.db.selectFrom('products').select(['id', 'sku', 'name_fr', 'status', 'visibility', 'popularity', 'attributes']).orderBy('id').execute();
  return rows.map((r) => ({ ...r, attributes: JSON.parse(r.attributes) as Record<string, unknown> }));
}

/** The first listed simple product in stock, by id: what a test changes to see the search follow. */
export async function firstListedInStock(store: Store): Promise<{ id: number; price: number }> {
  return store.db
    .selectFrom('products as p')
    .innerJoin('stock as s', 's.product_id', 'p.id')
    .select(['p.id', 'p.price'])
    .where('p.status', '=', 1)
    .where('p.visibility', '=', 4)
    .where('p.type_id', '=', 'simple')
    .where('s.qty', '>', 0)
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirstOrThrow();
}
