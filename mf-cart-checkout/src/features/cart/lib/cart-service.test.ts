// @vitest-environment node
// The shared ky client's requests go to the real back end, built in this process; no browser APIs are needed here.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart, $toasts, bus, clearCart, clearSession, configureApi, setCartId, setLocale, setSession } from '@shop/shared';
import { startCommerceInMemory, type CommerceInMemory } from '@shop/commerce-api/testing';
import cartService, { CartActionError, refreshTotals } from './cart-service';
import { applyCouponCode, changeQuantity, removeCouponCode, removeLine } from './cart-actions';

let magento: CommerceInMemory;
const events: unknown[] = [];
const offs: (() => void)[] = [];

beforeAll(async () => {
  magento = await startCommerceInMemory();
  magento.addProduct({ sku: 'TECNO-SPARK-20', name: 'Tecno Spark 20', price: 89000, stock: 10 });
  magento.addProduct({ sku: 'ITEL-A70', name: 'Itel A70', price: 52000, stock: 1 });
  magento.addProduct({ sku: 'INFINIX-HOT-40', name: 'Infinix Hot 40', price: 79000, stock: 10, flashSale: true });
  magento.addCoupon('BIENVENUE10', 10);
  vi.stubGlobal('fetch', magento.fetch);
  // The page's readable cookies (the session's anti-forgery value) are the in-process browser's jar.
  const { cookies } = magento;
  vi.stubGlobal('document', {
    get cookie() {
      return cookies.get();
    },
    set cookie(line: string) {
      cookies.set(line);
    },
    documentElement: { lang: 'fr' },
  });
  configureApi({ baseUrl: 'http://shop.test' });
  offs.push(bus.on('cart:item-added', (p) => events.push(['item-added', p])));
});

afterAll(async () => {
  offs.forEach((off) => off());
  vi.unstubAllGlobals();
  await magento.close();
});

beforeEach(() => {
  magento.cookies.clear();
  clearCart();
  clearSession();
  setLocale('fr');
  $toasts.set([]);
  events.length = 0;
  magento.requests.length = 0;
});

afterEach(() => {
  $toasts.set([]);
});

const calls = () => magento.requests.map((r) => `${r.method} ${r.path.replace(/\?.*$/, '')}`);
const toasts = () => $toasts.get().map((t) => ({ type: t.type, message: t.message, duration: t.duration }));
const spark = { sku: 'TECNO-SPARK-20', qty: 1, name: 'Tecno Spark 20', price: 89000, product_type: 'simple' };
/** The back end's guest cart ids: 32 unguessable letters and digits. */
const MASKED = /^[A-Za-z0-9]{32}$/;

describe('addItem as a guest', () => {
  it('creates a guest cart, adds the item, refreshes totals into $cart, toasts and emits', async () => {
    await cartService.addItem(spark);

    const cart = $cart.get();
    expect(cart.id).toMatch(MASKED);
    expect(calls()).toEqual(['POST /rest/fr/V1/guest-carts', `POST /rest/fr/V1/guest-carts/${cart.id}/items`, `GET /rest/fr/V1/gt/guest-carts/${cart.id}/totals`]);
    expect(magento.requests[1]?.body).toEqual({ cartItem: { ...spark, quote_id: cart.id } });
    expect(magento.requests[0]?.auth).toBeUndefined();
    expect(cart.quantity).toBe(1);
    expect(cart.totals?.grand_total).toBe(89000);
    expect(toasts()).toEqual([{ type: 'success', message: 'Produit ajouté au panier avec succès', duration: 2000 }]);
    expect(events).toEqual([['item-added', { sku: 'TECNO-SPARK-20', qty: 1, name: 'Tecno Spark 20' }]]);
  });

  it('reuses the stored cart on the next add', async () => {
    await cartService.addItem(spark);
    await cartService.addItem({ ...spark, qty: 2 });
    expect(calls().filter((c) => c.endsWith('guest-carts'))).toHaveLength(1);
    expect($cart.get().quantity).toBe(3);
  });

  it('creates one cart for two simultaneous adds', async () => {
    await Promise.all([cartService.addItem(spark), cartService.addItem({ ...spark, sku: 'ITEL-A70', name: 'Itel A70', price: 52000 })]);
    expect(calls().filter((c) => c === 'POST /rest/fr/V1/guest-carts')).toHaveLength(1);
    expect($cart.get().quantity).toBe(2);
  });

  it('forgets a stored cart that no longer exists and adds to a new one', async () => {
    setCartId('gone-cart');
    await cartService.addItem(spark);
    expect(calls()).toEqual([
      'POST /rest/fr/V1/guest-carts/gone-cart/items',
      'GET /rest/fr/V1/gt/guest-carts/gone-cart/totals',
      'POST /rest/fr/V1/guest-carts',
      `POST /rest/fr/V1/guest-carts/${$cart.get().id}/items`,
      `GET /rest/fr/V1/gt/guest-carts/${$cart.get().id}/totals`,
    ]);
    expect($cart.get().id).toMatch(MASKED);
    expect($cart.get().quantity).toBe(1);
  });

  it('keeps the cart when the product is unknown (a 404 that is not the cart) and says so', async () => {
    await cartService.addItem(spark);
    const id = $cart.get().id;
    $toasts.set([]);
    await expect(cartService.addItem({ ...spark, sku: 'NOPE' })).rejects.toBeInstanceOf(CartActionError);
    expect($cart.get().id).toBe(id);
    expect(toasts()).toEqual([
      { type: 'error', message: "Ce produit n'a pas pu être ajouté a votre panier. Veuillez re-essayer", duration: 5000 },
    ]);
  });

  it('reports a refused add with the spec message, in English too', async () => {
    setLocale('en');
    await expect(cartService.addItem({ ...spark, sku: 'ITEL-A70', qty: 5 })).rejects.toBeInstanceOf(CartActionError);
    expect(calls()[1]).toBe('POST /rest/en/V1/guest-carts/' + $cart.get().id + '/items');
    expect(toasts()).toEqual([{ type: 'error', message: 'This product could not be added to your cart. Please try again', duration: 5000 }]);
    expect(events).toEqual([]);
  });

  it('explains the flash sale\'s 1 per customer instead of inviting a retry, in both languages', async () => {
    const hot = { ...spark, sku: 'INFINIX-HOT-40', name: 'Infinix Hot 40', price: 79000 };
    await cartService.addItem(hot);
    $toasts.set([]);
    await expect(cartService.addItem(hot)).rejects.toBeInstanceOf(CartActionError);
    setLocale('en');
    await expect(cartService.addItem(hot)).rejects.toBeInstanceOf(CartActionError);
    expect(toasts()).toEqual([
      { type: 'error', message: "Vente flash : 1 par client. Vous ne pouvez acheter cet article qu'une seule fois à ce prix.", duration: 5000 },
      { type: 'error', message: 'Flash sale: 1 per customer. You can buy this item only once at this price.', duration: 5000 },
    ]);
    expect($cart.get().totals?.items_qty).toBe(1);
  });

  it("says 'failed, try again' when the add gets no response", async () => {
    magento.failNext(/^POST guest-carts\/[^/]+\/items$/, 'no-response');
    await expect(cartService.addItem(spark)).rejects.toBeInstanceOf(CartActionError);
    expect(toasts()).toEqual([{ type: 'error', message: 'Échec. Veuillez reessayer', duration: 5000 }]);
    expect($cart.get().quantity).toBe(0);
  });

  it('retries reading the cart once after an add, and says success only when it was read back', async () => {
    magento.failNext(/totals$/, { status: 500, body: { message: 'Internal error' } });
    await cartService.addItem(spark);
    expect(calls().filter((c) => c.endsWith('/totals'))).toHaveLength(2);
    expect(toasts()).toEqual([{ type: 'success', message: 'Produit ajouté au panier avec succès', duration: 2000 }]);
    expect($cart.get().quantity).toBe(1);
  });

  it('never says success when the cart cannot be read back, and keeps the last known count', async () => {
    await cartService.addItem(spark);
    $toasts.set([]);
    events.length = 0;
    // The first read and the client's one retry both fail.
    magento.failNext(/totals$/, { status: 500, body: { message: 'Internal error' } });
    magento.failNext(/totals$/, { status: 503, body: { message: 'Unavailable' } });
    await expect(cartService.addItem(spark)).rejects.toBeInstanceOf(CartActionError);
    expect(toasts()).toEqual([{ type: 'error', message: "Nous n'avons pas pu vérifier votre panier : l'article y est peut-être déjà. Ouvrez votre panier pour le vérifier.", duration: 5000 }]);
    expect(events).toEqual([]);
    expect($cart.get().quantity).toBe(1);
  });

  it('reports a cart creation failure and adds nothing', async () => {
    setLocale('en');
    magento.failNext(/^POST guest-carts$/, { status: 500, body: { message: 'Internal error' } });
    await expect(cartService.addItem(spark)).rejects.toBeInstanceOf(CartActionError);
    expect(calls()).toEqual(['POST /rest/en/V1/guest-carts']);
    expect($cart.get().id).toBeNull();
    expect(toasts()).toEqual([{ type: 'error', message: 'We could not create your cart.', duration: 5000 }]);
  });

  it('rejects a quantity below 1 without calling the server', async () => {
    await expect(cartService.addItem({ ...spark, qty: 0 })).rejects.toThrow(RangeError);
    expect(calls()).toEqual([]);
  });
});

describe('addItem as a customer', () => {
  it('uses carts/mine within the cookie session', async () => {
    const { handle } = await magento.customer();
    setSession(null);
    await cartService.addItem(spark);
    expect(calls()).toEqual([
      'POST /rest/fr/V1/carts/mine',
      'POST /rest/fr/V1/carts/mine/items',
      'GET /rest/fr/V1/gt/carts/mine/totals',
    ]);
    expect(magento.requests.every((r) => r.auth === undefined && r.xsrf === handle)).toBe(true);
    expect($cart.get().quantity).toBe(1);
  });
});

describe('init', () => {
  it('forgets a stored cart the server no longer has', async () => {
    setCartId('expired');
    await cartService.init();
    expect($cart.get()).toEqual({ id: null, quantity: 0, totals: null });
  });

  it('gives a logged-in shopper without a cart a cart', async () => {
    await magento.customer();
    setSession(null);
    await cartService.init();
    expect(calls()).toEqual(['POST /rest/fr/V1/carts/mine', 'GET /rest/fr/V1/gt/carts/mine/totals']);
    expect($cart.get().id).not.toBeNull();
  });

  it("merges a guest cart into the customer's cart after login, announced on the bus", async () => {
    await cartService.addItem(spark);
    const guestId = $cart.get().id!;
    const { handle, id } = await magento.customer();
    magento.requests.length = 0;
    setSession({ id, email: 'a@b.cm', firstname: 'Awa', lastname: 'Nkeng' });
    bus.emit('auth:logged-in', { customerId: id });
    await vi.waitFor(() => expect($cart.get().id).toMatch(/^\d+$/));
    await vi.waitFor(() => expect($cart.get().quantity).toBe(1));
    expect(calls()).toEqual([
      `PUT /rest/fr/V1/guest-carts/${guestId}`,
      'POST /rest/fr/V1/carts/mine',
      'GET /rest/fr/V1/gt/carts/mine/totals',
    ]);
    expect(magento.requests[0]?.body).toEqual({ customerId: id, storeId: 1 });
    expect(magento.requests.every((r) => r.xsrf === handle)).toBe(true);
  });

  it('stores no totals that come back after a logout cleared the cart', async () => {
    await magento.customer();
    setSession(null);
    await cartService.init();
    // The start-up read is on its way when the shopper logs out (a CI run once stored its answer
    // for the guest who followed): its answer is held until the logout has cleared the cart.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let asked!: () => void;
    const sent = new Promise<void>((resolve) => { asked = resolve; });
    vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
      const answer = magento.fetch(input, init);
      if (!String(input instanceof Request ? input.url : input).includes('/totals')) return answer;
      asked();
      await held;
      return answer;
    });
    try {
      const refresh = refreshTotals();
      await sent;
      clearSession();
      clearCart();
      release();
      await refresh;
    } finally {
      vi.stubGlobal('fetch', magento.fetch);
    }
    expect($cart.get()).toEqual({ id: null, quantity: 0, totals: null });
  });

  it('never rejects, even when the server is unreachable', async () => {
    setCartId('whatever');
    magento.failNext(/totals$/, 'no-response');
    magento.failNext(/totals$/, 'no-response');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(cartService.init()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('[cart] init failed', expect.objectContaining({ kind: 'network' }));
    logged.mockRestore();
    // A network failure is not a 404: the stored cart is kept for the next visit.
    expect($cart.get().id).toBe('whatever');
  });
});

const lineId = () => $cart.get().totals!.items[0]!.item_id;

describe('cart page actions', () => {
  beforeEach(async () => {
    await cartService.addItem(spark);
    $toasts.set([]);
  });

  it('changes a quantity and refreshes the totals', async () => {
    await changeQuantity(lineId(), 3);
    expect(magento.requests.at(-2)?.body).toEqual({ cartItem: { qty: 3, quote_id: $cart.get().id } });
    expect($cart.get().quantity).toBe(3);
    expect($cart.get().totals?.grand_total).toBe(267000);
    expect(toasts()).toEqual([{ type: 'success', message: 'Quantité modifiée avec succès', duration: 2000 }]);
  });

  it("shows the server's message when a quantity is refused", async () => {
    await expect(changeQuantity(lineId(), 11)).rejects.toBeInstanceOf(CartActionError);
    expect(toasts()).toEqual([{ type: 'error', message: "La quantité demandée pour « TECNO-SPARK-20 » n'est pas disponible (10 en stock).", duration: 5000 }]);
    expect($cart.get().quantity).toBe(1);
  });

  it('removes a line', async () => {
    await removeLine(lineId());
    expect($cart.get().quantity).toBe(0);
    expect($cart.get().totals?.items).toEqual([]);
    expect(toasts()[0]?.message).toBe('Produit retiré du panier avec succès');
  });

  it('applies and removes a coupon, the discount showing in the totals', async () => {
    await applyCouponCode(' BIENVENUE10 ');
    expect(calls().at(-2)).toBe(`PUT /rest/fr/V1/guest-carts/${$cart.get().id}/coupons/BIENVENUE10`);
    expect($cart.get().totals?.grand_total).toBe(80100);
    expect($cart.get().totals?.total_segments.find((s) => s.code === 'discount')?.title).toBe('Remise (BIENVENUE10)');
    await removeCouponCode();
    expect($cart.get().totals?.grand_total).toBe(89000);
    expect(toasts().map((t) => t.message)).toEqual([
      'Le code promo a été appliqué avec succès',
      'Le code promo a été retiré avec succès',
    ]);
  });

  it('translates a refused coupon with its code', async () => {
    setLocale('en');
    await expect(applyCouponCode('FAKE50')).rejects.toBeInstanceOf(CartActionError);
    expect(toasts()).toEqual([{ type: 'error', message: 'The coupon “FAKE50” could not be applied', duration: 5000 }]);
  });

  it("says 'failed, try again' when a cart update gets no response", async () => {
    magento.failNext(/^PUT .*items\/\d+$/, 'no-response');
    await expect(changeQuantity(lineId(), 2)).rejects.toBeInstanceOf(CartActionError);
    expect(toasts()).toEqual([{ type: 'error', message: 'Échec. Veuillez reessayer', duration: 5000 }]);
  });
});
