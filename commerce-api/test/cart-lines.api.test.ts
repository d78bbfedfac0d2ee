import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { addProduct, addTowns, call } from './support/commerce.ts';

const api = useTestServer();
beforeAll(() => addTowns(api.store));

const SIZE_ATTRIBUTE = 990_101;

/** A t-shirt in sizes M (its own picture) and L (none: it shows the parent's), with a gift-wrap custom option. */
async function tshirt() {
  const db = api.store.db;
  await db.insertInto('product_attributes').values({ attribute_code: 'test_size', attribute_id: SIZE_ATTRIBUTE, label_fr: 'Taille', label_en: 'Size' }).execute();
  await db
    .insertInto('attribute_options')
    .values([
      { attribute_code: 'test_size', option_id: 990201, label_fr: 'M', label_en: 'M', sort_order: 1 },
      { attribute_code: 'test_size', option_id: 990202, label_fr: 'L (grand)', label_en: 'L (large)', sort_order: 2 },
    ])
    .execute();
  const medium = await addProduct(api.store, { price: 8_000, attributes: { test_size: 990201 }, qty: 5 });
  const large = await addProduct(api.store, { price: 8_000, attributes: { test_size: 990202 }, qty: 5 });
  const parent = await addProduct(api.store, {
    price: 8_000,
    type: 'configurable',
    extension: {
      configurable_product_options: [{ id: 1, attribute_code: 'test_size', position: 0, values: [990201, 990202] }],
      configurable_product_links: [medium.id, large.id],
      options: [{ option_id: 3, title: { fr: 'Emballage', en: 'Wrapping' }, type: 'drop_down', is_require: false, values: [{ option_type_id: 31, title: { fr: 'Cadeau', en: 'Gift' }, price: 500 }] }],
    },
  });
  const media = (id: number, entries: unknown[]) => db.updateTable('products').set({ media: JSON.stringify(entries) }).where('id', '=', id).execute();
  await media(parent.id, [{ id: 1, file: '/t/s/tshirt.svg', position: 1, disabled: false, types: ['image', 'thumbnail'] }]);
  await media(medium.id, [
    { id: 2, file: '/t/s/tshirt-m-back.svg', position: 2, disabled: false, types: ['image'] },
    { id: 3, file: '/t/s/tshirt-m-hidden.svg', position: 0, disabled: true, types: ['thumbnail'] },
    { id: 4, file: '/t/s/tshirt-m.svg', position: 3, disabled: false, types: ['thumbnail'] },
  ]);
  return { parent, medium, large };
}

const size = (value: number) => ({ configurable_item_options: [{ option_id: String(SIZE_ATTRIBUTE), option_value: value }] });

describe('cart lines carry their picture and chosen options', () => {
  it('in the added item, the cart, the totals (both languages) and the placed order', async () => {
    const { parent, medium, large } = await tshirt();
    const cartId = (await call(api.server, 'POST', '/rest/fr/V1/guest-carts')).body as string;
    const base = `/rest/fr/V1/guest-carts/${cartId}`;
    const addM = await call(api.server, 'POST', `${base}/items`, {
      body: { cartItem: { sku: parent.sku, qty: 1, quote_id: cartId, product_option: { extension_attributes: { ...size(990201), custom_options: [{ option_id: '3', option_value: '31' }] } } } },
    });
    expect(addM.status).toBe(200);
    // the enabled picture typed thumbnail, not the disabled one nor the first by position
    expect(addM.body).toMatchObject({
      sku: medium.sku,
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: String(SIZE_ATTRIBUTE), option_value: '990201' }] } },
      extension_attributes: { image: '/t/s/tshirt-m.svg', option_labels: [{ label: 'Taille', value: 'M' }, { label: 'Emballage', value: 'Cadeau' }] },
    });
    const addL = await call(api.server, 'POST', `${base}/items`, { body: { cartItem: { sku: parent.sku, qty: 2, quote_id: cartId, product_option: { extension_attributes: size(990202) } } } });
    expect(addL.body).toMatchObject({ sku: large.sku, extension_attributes: { image: '/t/s/tshirt.svg', option_labels: [{ label: 'Taille', value: 'L (grand)' }] } });
    const plain = await addProduct(api.store, { price: 1_000 });
    expect((await call(api.server, 'POST', `${base}/items`, { body: { cartItem: { sku: plain.sku, qty: 1, quote_id: cartId } } })).body.extension_attributes).toMatchObject({ image: null, option_labels: [] });

    const cart = await call(api.server, 'GET', `/rest/en/V1/guest-carts/${cartId}`);
    expect(cart.body.items.map((i: { extension_attributes: unknown }) => i.extension_attributes)).toEqual([
      expect.objectContaining({ image: '/t/s/tshirt-m.svg', option_labels: [{ label: 'Size', value: 'M' }, { label: 'Wrapping', value: 'Gift' }] }),
      expect.objectContaining({ image: '/t/s/tshirt.svg', option_labels: [{ label: 'Size', value: 'L (large)' }] }),
      expect.objectContaining({ image: null, option_labels: [] }),
    ]);
    const totals = await call(api.server, 'GET', `/rest/en/V1/gt/guest-carts/${cartId}/totals`);
    expect(totals.body.items[1]).toMatchObject({ options: JSON.stringify([{ label: 'Size', value: 'L (large)' }]), extension_attributes: { image: '/t/s/tshirt.svg', option_labels: [{ label: 'Size', value: 'L (large)' }] } });

    const town = 'Douala';
    const quarter = await api.store.db
      .selectFrom('quarters as q')
      .innerJoin('towns as t', 't.id', 'q.town_id')
      .select(['q.id', 'q.name'])
      .where('t.name', '=', town)
      .orderBy('q.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const address = { firstname: 'Awa', lastname: 'Mbarga', country_id: 'CM', city: town, telephone: '699001122', street: [quarter.name], fax: String(quarter.id), postcode: '-' };
    const shipped = await call(api.server, 'POST', `${base}/shipping-information`, {
      body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } },
    });
    expect(shipped.status).toBe(200);
    const placed = await call(api.server, 'POST', `${base}/payment-information`, { body: { cartId, email: 'lines@example.cm', paymentMethod: { method: 'cashondelivery' } } });
    expect(placed.status).toBe(200);
    const order = await call(api.server, 'GET', `/rest/fr/V1/guest-orders/${placed.body}`);
    expect(order.body.items.map((i: { extension_attributes: unknown }) => i.extension_attributes)).toEqual([
      expect.objectContaining({ image: '/t/s/tshirt-m.svg', option_labels: [{ label: 'Taille', value: 'M' }, { label: 'Emballage', value: 'Cadeau' }] }),
      expect.objectContaining({ image: '/t/s/tshirt.svg', option_labels: [{ label: 'Taille', value: 'L (grand)' }] }),
      expect.objectContaining({ image: null, option_labels: [] }),
    ]);
  });
});
