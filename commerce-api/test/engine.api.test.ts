import { describe, expect, it } from 'vitest';
import { addProduct, call, snapshotOf } from './support/commerce.ts';
import { testEngine, useTestServer } from './support/server.ts';

// Runs on SQLite with the API tests and on PostgreSQL with `pnpm test:api:pg`: the server's own
// routes and the engine-neutral test helpers the moved modules' tests arrange their data with.
const api = useTestServer();

describe(`the back end on ${testEngine}`, () => {
  it('counts the catalogue in its health answer, through the store it was given', async () => {
    const before = await call(api.server, 'GET', '/api/health');
    expect(before.status).toBe(200);
    await addProduct(api.store);
    await addProduct(api.store, { type: 'virtual' });
    const after = await call(api.server, 'GET', '/api/health');
    expect(after.body).toEqual({ status: 'ok', products: before.body.products + 2 });
  });

  it('tells a changed database from an unchanged one', async () => {
    const start = await snapshotOf(api.store);
    await call(api.server, 'GET', '/api/health');
    expect(await snapshotOf(api.store)).toBe(start);
    const product = await addProduct(api.store, { qty: 3 });
    const changed = await snapshotOf(api.store);
    expect(changed).not.toBe(start);
    await api.store.db.deleteFrom('stock').where('product_id', '=', product.id).execute();
    await api.store.db.deleteFrom('products').where('id', '=', product.id).execute();
    // Back to the same products, though the catalogue counter moved with each write.
    expect((await snapshotOf(api.store)).split('\n').find((t) => t.startsWith('products:'))).toBe(start.split('\n').find((t) => t.startsWith('products:')));
  });
});
