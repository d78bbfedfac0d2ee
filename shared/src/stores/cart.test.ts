import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartTotals } from '../contracts/wire';

const totals: CartTotals = {
  grand_total: 254000,
  subtotal: 264000,
  discount_amount: -10000,
  base_discount_amount: -10000,
  items_qty: 3,
  items: [
    { item_id: 1, name: 'Tecno Spark 20', sku: 'TEC-SPARK20', qty: 2, price: 89000, base_price: 89000, row_total: 178000 },
    { item_id: 2, name: 'Fer à repasser', sku: 'FER-01', qty: 1, price: 86000, base_price: 86000, row_total: 86000 },
  ],
  total_segments: [
    { code: 'subtotal', title: 'Subtotal', value: 264000 },
    { code: 'discount', title: 'Discount (BIENVENUE10)', value: -10000 },
    { code: 'grand_total', title: 'Grand Total', value: 254000 },
  ],
};

async function freshModule() {
  vi.resetModules();
  return import('./cart');
}

const cookie = () => /shop_cart=([^;]*)/.exec(document.cookie)?.[1] || null;

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'shop_cart=; Path=/; Max-Age=0';
});

describe('cart store', () => {
  it('starts empty', async () => {
    const { $cart } = await freshModule();
    expect($cart.get()).toEqual({ id: null, quantity: 0, totals: null });
  });

  it('reads what the browser kept when the cart is first read, not as its module evaluates', async () => {
    const { $cart } = await freshModule();
    localStorage.setItem('CART_ID', 'masked-abc');
    localStorage.setItem('CART_DETAILS', JSON.stringify(totals));
    expect($cart.get()).toEqual({ id: 'masked-abc', quantity: 3, totals });
    // Read once: what another tab writes later arrives through the storage event, not a re-read.
    localStorage.setItem('CART_ID', 'masked-def');
    expect($cart.get().id).toBe('masked-abc');
  });

  it('persists the cart id and totals, quantity follows items_qty', async () => {
    const first = await freshModule();
    first.setCartId('masked-abc');
    first.setCartTotals(totals);
    expect(first.$cart.get().quantity).toBe(3);
    expect(localStorage.getItem('CART_ID')).toBe('masked-abc');
    expect(JSON.parse(localStorage.getItem('CART_DETAILS') ?? 'null')).toEqual(totals);

    const reloaded = await freshModule();
    expect(reloaded.$cart.get()).toEqual({ id: 'masked-abc', quantity: 3, totals });
  });

  it('clearCart drops id, quantity and stored details', async () => {
    const { setCartId, setCartTotals, clearCart, $cart } = await freshModule();
    setCartId('masked-abc');
    setCartTotals(totals);
    clearCart();
    expect($cart.get()).toEqual({ id: null, quantity: 0, totals: null });
    expect(localStorage.getItem('CART_ID')).toBeNull();
    expect(localStorage.getItem('CART_DETAILS')).toBeNull();
  });

  it('setCartId(null) forgets the id (404 on the stored cart)', async () => {
    const { setCartId, $cart } = await freshModule();
    setCartId('gone');
    setCartId(null);
    expect($cart.get().id).toBeNull();
    expect(localStorage.getItem('CART_ID')).toBeNull();
  });

  it('ignores stored details that are not cart totals', async () => {
    localStorage.setItem('CART_DETAILS', JSON.stringify({ hello: 'world' }));
    const { $cart } = await freshModule();
    expect($cart.get().totals).toBeNull();
    expect($cart.get().quantity).toBe(0);
  });

  it('follows a cart change made in another tab', async () => {
    const { $cart } = await freshModule();
    localStorage.setItem('CART_ID', 'other-tab');
    localStorage.setItem('CART_DETAILS', JSON.stringify(totals));
    window.dispatchEvent(new StorageEvent('storage', { key: 'CART_DETAILS' }));
    expect($cart.get()).toEqual({ id: 'other-tab', quantity: 3, totals });
  });

  describe("the guest cart's cookie (plain-form add-to-cart)", () => {
    const guest = 'A'.repeat(32);
    const posted = 'B'.repeat(32);

    it('follows the guest cart id; a customer quote id or no cart leaves no cookie', async () => {
      const { setCartId, clearCart } = await freshModule();
      setCartId(guest);
      expect(cookie()).toBe(guest);
      setCartId('42');
      expect(cookie()).toBeNull();
      setCartId(guest);
      clearCart();
      expect(cookie()).toBeNull();
    });

    it('is written at start for a cart stored before it existed', async () => {
      localStorage.setItem('CART_ID', guest);
      const { $cart } = await freshModule();
      expect($cart.get().id).toBe(guest);
      expect(cookie()).toBe(guest);
    });

    it("adopts the cart a form's add used, dropping the other cart's stored totals", async () => {
      localStorage.setItem('CART_ID', guest);
      localStorage.setItem('CART_DETAILS', JSON.stringify(totals));
      document.cookie = `shop_cart=${posted}; Path=/`;
      const { $cart } = await freshModule();
      expect($cart.get()).toEqual({ id: posted, quantity: 0, totals: null });
      expect(localStorage.getItem('CART_ID')).toBe(posted);
      expect(localStorage.getItem('CART_DETAILS')).toBeNull();
    });

    it('ignores a cookie that is not a masked id', async () => {
      localStorage.setItem('CART_ID', guest);
      document.cookie = 'shop_cart=..%2Fx; Path=/';
      const { $cart } = await freshModule();
      expect($cart.get().id).toBe(guest);
    });
  });
});
