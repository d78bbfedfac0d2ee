import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { preparedOnce, sqliteStore } from './store.ts';

describe("SQLite statements prepared once (Kysely's driver prepares every query afresh)", () => {
  it('hands back the same statement for the same SQL, and the least recently used leaves first', () => {
    const connection = openDatabase(':memory:', { migrate: false });
    const database = preparedOnce(connection, 2);
    const one = database.prepare('SELECT 1 AS n');
    expect(database.prepare('SELECT 1 AS n')).toBe(one);
    const two = database.prepare('SELECT 2 AS n');
    database.prepare('SELECT 1 AS n');
    database.prepare('SELECT 3 AS n');
    // 2 was the least recently used of three kept in two places.
    expect(database.prepare('SELECT 1 AS n')).toBe(one);
    expect(database.prepare('SELECT 2 AS n')).not.toBe(two);
    connection.close();
  });

  it('never reuses a statement an iterator is still reading', () => {
    const connection = openDatabase(':memory:', { migrate: false });
    const database = preparedOnce(connection);
    const text = 'SELECT value FROM json_each(?)';
    type Statement = ReturnType<typeof connection.prepare>;
    const first = database.prepare(text) as Statement;
    const rows = first.iterate('[1,2,3]');
    rows.next();
    const second = database.prepare(text) as Statement;
    expect(second).not.toBe(first);
    expect(second.all('[4,5]')).toEqual([{ value: 4 }, { value: 5 }]);
    expect([...rows]).toEqual([{ value: 2 }, { value: 3 }]);
    connection.close();
  });

  it('answers Kysely queries as before, writes and reads alike', async () => {
    const store = sqliteStore(openDatabase(':memory:'));
    for (const code of ['A', 'B', 'C']) {
      await store.db.insertInto('coupons').values({ code, type: 'percent', amount: 10, min_subtotal: 0, is_active: 1, label_fr: code, label_en: code }).execute();
    }
    const codes = async () => (await store.db.selectFrom('coupons').select('code').where('is_active', '=', 1).orderBy('code').execute()).map((r) => r.code);
    expect(await codes()).toEqual(['A', 'B', 'C']);
    await store.db.updateTable('coupons').set({ is_active: 0 }).where('code', '=', 'B').execute();
    expect(await codes()).toEqual(['A', 'C']);
    await store.close();
  });
});
