import type { Executor } from '../db/store.ts';

/** Every read and write of `carts` and `cart_items`, and the catalogue rows a cart line is priced from. */

export interface CartRow {
  id: number;
  masked_id: string | null;
  customer_id: number | null;
  is_active: number;
  coupon_code: string | null;
  email: string | null;
  shipping_address: string | null;
  billing_address: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method: string | null;
  payment_data: string | null;
  order_custom_attributes: string | null;
  comment: string | null;
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ItemRow {
  id: number;
  cart_id: number;
  product_id: number;
  parent_product_id: number;
  qty: number;
  product_option: string;
}

export interface ProductRow {
  id: number;
  sku: string;
  type_id: 'simple' | 'configurable' | 'bundle' | 'virtual';
  name_fr: string;
  name_en: string;
  price: number;
  status: number;
  attributes: string;
  extension: string;
  stock_qty: number | null;
  is_in_stock: number | null;
}

export interface CouponRow {
  code: string;
  type: 'percent' | 'fixed';
  amount: number;
  min_subtotal: number;
  starts_at: string | null;
  ends_at: string | null;
  is_active: number;
  label_fr: string;
  label_en: string;
}

export interface AttributeRow {
  attribute_code: string;
  attribute_id: number;
  label_fr: string;
  label_en: string;
}

export interface CartCustomer {
  id: number;
  email: string | null;
  firstname: string;
  lastname: string;
}

/** What checkout saves on a cart; absent fields are left as they are, and a null e-mail or billing address keeps the stored one. */
export interface CartDetails {
  shipping_address?: string;
  billing_address?: string | null;
  shipping_carrier_code?: string;
  shipping_method_code?: string;
  payment_method?: string;
  payment_data?: string;
  order_custom_attributes?: string;
  comment?: string | null;
  email?: string | null;
}

export interface CartsRepository {
  byMaskedId(maskedId: string): Promise<CartRow | undefined>;
  /** The customer's newest active cart. */
  activeOf(customerId: number): Promise<CartRow | undefined>;
  /** The customer's active cart, else their newest one (already ordered). */
  latestOf(customerId: number): Promise<CartRow | undefined>;
  createGuest(maskedId: string, at: string): Promise<void>;
  createForCustomer(customerId: number, at: string): Promise<number>;
  touch(cartId: number, at: string): Promise<void>;
  saveDetails(cartId: number, details: CartDetails, at: string): Promise<void>;
  setCoupon(cartId: number, code: string | null, at: string): Promise<void>;
  items(cartId: number): Promise<ItemRow[]>;
  item(cartId: number, itemId: number): Promise<ItemRow | undefined>;
  addItem(item: Omit<ItemRow, 'id'>, at: string): Promise<number>;
  setItemQty(itemId: number, qty: number): Promise<void>;
  removeItem(cartId: number, itemId: number): Promise<boolean>;
  /** The guest's lines and coupon join `targetId`; the guest cart is closed. */
  merge(guest: CartRow, targetId: number, at: string): Promise<void>;
  /**
   * Closes an active cart for the order being placed from it; false when it was no longer active
   * (another placement, waited for on the row's lock, took it first).
   */
  claim(cartId: number): Promise<boolean>;
  /** The cart became order `orderId`: closed, with the e-mail the order carries. */
  close(cartId: number, orderId: number, email: string, at: string): Promise<void>;
  productBySku(sku: string): Promise<ProductRow | undefined>;
  productById(id: number): Promise<ProductRow | undefined>;
  productMedia(id: number): Promise<string | undefined>;
  attributeByCode(code: string): Promise<AttributeRow | undefined>;
  attributeById(id: number): Promise<AttributeRow | undefined>;
  attributeOption(code: string, optionId: number): Promise<{ label_fr: string; label_en: string } | undefined>;
  coupon(code: string): Promise<CouponRow | undefined>;
  customer(customerId: number): Promise<CartCustomer | undefined>;
}

const ITEM_COLUMNS = ['id', 'cart_id', 'product_id', 'parent_product_id', 'qty', 'product_option'] as const;

export function cartsRepository(db: Executor): CartsRepository {
  const products = () =>
    db
      .selectFrom('products as p')
      .leftJoin('stock as s', 's.product_id', 'p.id')
      .select(['p.id', 'p.sku', 'p.type_id', 'p.name_fr', 'p.name_en', 'p.price', 'p.status', 'p.attributes', 'p.extension', 's.qty as stock_qty', 's.is_in_stock']);
  const attributes = () => db.selectFrom('product_attributes').select(['attribute_code', 'attribute_id', 'label_fr', 'label_en']);

  return {
    byMaskedId: (maskedId) => db.selectFrom('carts').selectAll().where('masked_id', '=', maskedId).executeTakeFirst(),

    activeOf: (customerId) =>
      db.selectFrom('carts').selectAll().where('customer_id', '=', customerId).where('is_active', '=', 1).orderBy('id', 'desc').limit(1).executeTakeFirst(),

    latestOf: (customerId) =>
      db.selectFrom('carts').selectAll().where('customer_id', '=', customerId).orderBy('is_active', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst(),

    async createGuest(maskedId, at) {
      await db.insertInto('carts').values({ masked_id: maskedId, created_at: at, updated_at: at }).execute();
    },

    async createForCustomer(customerId, at) {
      const row = await db.insertInto('carts').values({ customer_id: customerId, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async touch(cartId, at) {
      await db.updateTable('carts').set({ updated_at: at }).where('id', '=', cartId).execute();
    },

    async saveDetails(cartId, details, at) {
      const { email, billing_address: billing, ...rest } = details;
      await db
        .updateTable('carts')
        .set((eb) => ({
          ...rest,
          ...(email !== undefined ? { email: eb.fn.coalesce(eb.val(email), eb.ref('email')) } : {}),
          ...(billing !== undefined ? { billing_address: eb.fn.coalesce(eb.val(billing), eb.ref('billing_address')) } : {}),
          updated_at: at,
        }))
        .where('id', '=', cartId)
        .execute();
    },

    async setCoupon(cartId, code, at) {
      await db.updateTable('carts').set({ coupon_code: code, updated_at: at }).where('id', '=', cartId).execute();
    },

    items: (cartId) => db.selectFrom('cart_items').select(ITEM_COLUMNS).where('cart_id', '=', cartId).orderBy('id').execute(),

    item: (cartId, itemId) => db.selectFrom('cart_items').select(ITEM_COLUMNS).where('id', '=', itemId).where('cart_id', '=', cartId).executeTakeFirst(),

    async addItem(item, at) {
      const row = await db.insertInto('cart_items').values({ ...item, created_at: at }).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async setItemQty(itemId, qty) {
      await db.updateTable('cart_items').set({ qty }).where('id', '=', itemId).execute();
    },

    async removeItem(cartId, itemId) {
      const result = await db.deleteFrom('cart_items').where('id', '=', itemId).where('cart_id', '=', cartId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async merge(guest, targetId, at) {
      await db.updateTable('cart_items').set({ cart_id: targetId }).where('cart_id', '=', guest.id).execute();
      await db
        .updateTable('carts')
        .set((eb) => ({ coupon_code: eb.fn.coalesce(eb.ref('coupon_code'), eb.val(guest.coupon_code)), updated_at: at }))
        .where('id', '=', targetId)
        .execute();
      await db.updateTable('carts').set({ is_active: 0 }).where('id', '=', guest.id).execute();
    },

    async claim(cartId) {
      const result = await db.updateTable('carts').set({ is_active: 0 }).where('id', '=', cartId).where('is_active', '=', 1).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async close(cartId, orderId, email, at) {
      await db.updateTable('carts').set({ is_active: 0, order_id: orderId, email, updated_at: at }).where('id', '=', cartId).execute();
    },

    productBySku: async (sku) => (await products().where('p.sku', '=', sku).executeTakeFirst()) as ProductRow | undefined,

    productById: async (id) => (await products().where('p.id', '=', id).executeTakeFirst()) as ProductRow | undefined,

    productMedia: async (id) => (await db.selectFrom('products').select('media').where('id', '=', id).executeTakeFirst())?.media,

    attributeByCode: async (code) => (await attributes().where('attribute_code', '=', code).executeTakeFirst()) as AttributeRow | undefined,

    attributeById: async (id) => (await attributes().where('attribute_id', '=', id).executeTakeFirst()) as AttributeRow | undefined,

    attributeOption: (code, optionId) =>
      db.selectFrom('attribute_options').select(['label_fr', 'label_en']).where('attribute_code', '=', code).where('option_id', '=', optionId).executeTakeFirst(),

    // Codes are matched whatever their case (the SQLite column is NOCASE; PostgreSQL compares exactly).
    coupon: async (code) =>
      (await db
        .selectFrom('coupons')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
        .executeTakeFirst()) as CouponRow | undefined,

    customer: (customerId) => db.selectFrom('customers').select(['id', 'email', 'firstname', 'lastname']).where('id', '=', customerId).executeTakeFirst(),
  };
}
