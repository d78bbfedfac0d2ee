import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart, $toasts, clearCart, clearSession, configureApi, setCartId, setLocale } from '@shop/shared';
import { registerCartTranslations } from '../../../i18n/register';
import { CHECKOUT_FORM_KEY, EMPTY_FORM, saveForm, type CheckoutForm } from './form';
import { CheckoutError, LAST_ORDER_KEY, readLastOrder, submitOrder } from './place-order';

interface Call {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

const ORDER = {
  entity_id: 7,
  increment_id: '100000007',
  created_at: '2026-11-21 10:00:00',
  state: 'new',
  status: 'pending',
  subtotal: 50900,
  grand_total: 52400,
  discount_amount: 0,
  shipping_amount: 1500,
  shipping_description: 'Livraison à domicile - Douala',
  customer_email: 'awa@example.cm',
  items: [],
  billing_address: { firstname: 'Awa', lastname: 'Mbarga', telephone: '677123456', street: ['Akwa'], city: 'Douala' },
  payment: { method: 'cashondelivery', additional_information: ['Paiement à la livraison'] },
};

let calls: Call[] = [];
/** How the next `payment-information` is answered: the order reference, an HTTP error, or no answer. */
let placement: { status: number; body: unknown } | 'no-response' = { status: 200, body: 'a'.repeat(32) };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeFetch(input: Request | string | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.text();
  const path = url.pathname.replace(/^\/rest\/(fr|en)\/V1\//, '');
  calls.push({ method: request.method, path, headers: request.headers, body: text ? JSON.parse(text) : undefined });
  if (path.endsWith('/payment-information') && !path.endsWith('set-payment-information')) {
    if (placement === 'no-response') throw new TypeError('Failed to fetch');
    return json(placement.status, placement.body);
  }
  if (path.endsWith('/shipping-information')) return json(200, { payment_methods: [], totals: {} });
  if (path.endsWith('/totals-information')) return json(200, { grand_total: 52400, total_segments: [] });
  if (path.startsWith('orders/')) return json(200, ORDER);
  return json(200, true);
}

const form: CheckoutForm = {
  ...EMPTY_FORM,
  firstname: 'Awa',
  lastname: 'Mbarga',
  telephone: '677123456',
  telephone2: '699000002',
  email: 'awa@example.cm',
  town: 'Douala',
  quarter: 'Akwa',
  quarter_id: '3',
  deliveryMethod: { carrier_code: 'gtdelivery', method_code: 'home' },
  paymentMethod: 'cashondelivery',
  comment: 'Appelez avant',
  sellerCode: 'VND-1',
};

const toasts = () => $toasts.get().map((t) => `${t.type}: ${t.message}`);
const placements = () => calls.filter((c) => c.path.endsWith('/payment-information') && !c.path.includes('set-payment'));

beforeAll(() => {
  registerCartTranslations();
  configureApi({ baseUrl: 'http://shop.test' });
});

beforeEach(() => {
  calls = [];
  placement = { status: 200, body: 'a'.repeat(32) };
  vi.stubGlobal('fetch', fakeFetch);
  clearSession();
  clearCart();
  setLocale('fr');
  setCartId('masked-cart-1');
  sessionStorage.clear();
  saveForm(form);
  $toasts.set([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  $toasts.set([]);
});

describe('submitOrder', () => {
  it('makes calls in order, places with source WEBSITE, then keeps the order and clears cart and form', async () => {
    await expect(submitOrder(form)).resolves.toBe('a'.repeat(32));

    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST guest-carts/masked-cart-1/shipping-information',
      'POST guest-carts/masked-cart-1/set-payment-information',
      'POST guest-carts/masked-cart-1/totals-information',
      'PUT guest-carts/masked-cart-1/set-order-custom-attributes',
      'POST amasty_checkout/guest-carts/masked-cart-1/amcheckoutFields',
      'POST guest-carts/masked-cart-1/payment-information',
      `GET orders/${'a'.repeat(32)}`,
    ]);
    const place = placements()[0]!;
    expect(place.headers.get('source')).toBe('WEBSITE');
    expect(place.body).toEqual({
      cartId: 'masked-cart-1',
      email: 'awa@example.cm',
      billingAddress: { firstname: 'Awa', lastname: 'Mbarga', country_id: 'CM', city: 'Douala', telephone: '677123456', street: ['Akwa'], fax: '3', postcode: '-', email: 'awa@example.cm' },
      paymentMethod: { method: 'cashondelivery' },
    });
    expect(calls[3]!.body).toEqual({ cartId: 'masked-cart-1', orderCustomAttributes: { order_custom_attributes: JSON.stringify({ seller_code: 'VND-1', telephone_2: '699000002', telephone_whatsapp: '' }) } });
    expect(calls[4]!.body).toEqual({ cartId: 'masked-cart-1', fields: { comment: 'Appelez avant' } });

    expect($cart.get()).toEqual({ id: null, quantity: 0, totals: null });
    expect(sessionStorage.getItem(CHECKOUT_FORM_KEY)).toBeNull();
    expect(readLastOrder()).toEqual({ id: 'a'.repeat(32), order: ORDER });
    expect(toasts()).toEqual(['success: Votre commande a été passée avec succès']);
  });

  it('places one order however often it is pressed', async () => {
    const first = submitOrder(form);
    const second = submitOrder(form);
    expect(second).toBe(first);
    await first;
    expect(placements()).toHaveLength(1);
  });

  it("says 'failed, try again' when no answer comes, and keeps the cart and the form", async () => {
    placement = 'no-response';
    await expect(submitOrder(form)).rejects.toBeInstanceOf(CheckoutError);
    expect(toasts()).toEqual(['error: Échec. Veuillez reessayer']);
    expect($cart.get().id).toBe('masked-cart-1');
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_FORM_KEY)!)).toEqual(form);
    expect(sessionStorage.getItem(LAST_ORDER_KEY)).toBeNull();
    // The next press tries again.
    placement = { status: 200, body: 'b'.repeat(32) };
    await expect(submitOrder(form)).resolves.toBe('b'.repeat(32));
  });

  it("treats a bare gateway error like no answer, and shows the server's own message otherwise", async () => {
    placement = { status: 503, body: 'Service Unavailable' };
    await expect(submitOrder(form)).rejects.toBeInstanceOf(CheckoutError);
    placement = { status: 400, body: { message: 'Le produit « %sku » est en rupture de stock.', parameters: { sku: 'TV-55' } } };
    await expect(submitOrder(form)).rejects.toBeInstanceOf(CheckoutError);
    expect(toasts()).toEqual(['error: Échec. Veuillez reessayer', 'error: Le produit « TV-55 » est en rupture de stock.']);
    expect($cart.get().id).toBe('masked-cart-1');
  });

  it('sends the payer number and its network with mobile money only and skips an empty comment', async () => {
    await submitOrder({ ...form, comment: ' ', paymentMethod: 'mesomb_gateway', paymentNumber: '+237 650 00 00 07' });
    expect(calls.some((c) => c.path.includes('amcheckoutFields'))).toBe(false);
    expect((placements()[0]!.body as { paymentMethod: unknown }).paymentMethod).toEqual({ method: 'mesomb_gateway', additional_data: { payer_number: '650000007', service: 'MTN' } });
    expect((calls[1]!.body as { paymentMethod: unknown }).paymentMethod).toEqual({ method: 'mesomb_gateway', additional_data: { payer_number: '650000007', service: 'MTN' } });
  });
});
