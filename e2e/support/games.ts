import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { phoneProof, provenInTab } from './phone-proof.ts';
import { untilHydrated } from './shopper.ts';
import { confirmOrder } from './orders.ts';

interface Product {
  sku: string;
  name: string;
  price: number;
}

/** Simple, in-stock products of the seeded catalogue priced at least `minPrice`. */
export async function productsFrom(request: APIRequestContext, minPrice: number): Promise<Product[]> {
  const params = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'type_id',
    'searchCriteria[filter_groups][0][filters][0][value]': 'simple',
    'searchCriteria[filter_groups][1][filters][0][field]': 'price',
    'searchCriteria[filter_groups][1][filters][0][value]': String(minPrice),
    'searchCriteria[filter_groups][1][filters][0][condition_type]': 'gteq',
    'searchCriteria[pageSize]': '40',
  });
  const res = await request.get(`/rest/fr/V1/products?${params.toString()}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { items: Product[] }).items;
}

/** A guest cart holding one product the back end accepts, priced at least `minPrice`. */
export async function guestCart(request: APIRequestContext, minPrice = 10_000, offset = 0): Promise<string> {
  const cartId = (await (await request.post('/rest/fr/V1/guest-carts')).json()) as string;
  const products = await productsFrom(request, minPrice);
  for (const product of [...products.slice(offset), ...products.slice(0, offset)]) {
    const res = await request.post(`/rest/fr/V1/guest-carts/${cartId}/items`, { data: { cartItem: { sku: product.sku, qty: 1, quote_id: cartId } } });
    if (res.ok()) return cartId;
  }
  throw new Error(`no purchasable product from ${minPrice} FCFA in the seed`);
}

/**
 * Places a guest order through the checkout API with `telephone`, confirms it as the shop's call
 * would, and returns its number: games accept only real orders, proved with their telephone.
 */
export async function placeGuestOrder(request: APIRequestContext, telephone: string, offset = 0): Promise<string> {
  const cartId = await guestCart(request, 10_000, offset);
  const towns = (await (await request.get('/rest/fr/V1/gt/towns/list')).json()) as { town_name: string; quarters: { quarter_id: number; quarter_name: string }[] }[];
  const douala = towns.find((t) => t.town_name === 'Douala')!;
  const quarter = douala.quarters[0]!;
  const address = { firstname: 'Awa', lastname: 'Mbarga', country_id: 'CM', city: 'Douala', telephone, street: [quarter.quarter_name], fax: String(quarter.quarter_id), postcode: '-' };
  const base = `/rest/fr/V1/guest-carts/${cartId}`;
  const shipped = await request.post(`${base}/shipping-information`, {
    data: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } },
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  const place = (headers: Record<string, string> = {}) =>
    request.post(`${base}/payment-information`, {
      headers: { source: 'WEBSITE', ...headers },
      data: { cartId, email: `joueur.${telephone}@example.cm`, billingAddress: address, paymentMethod: { method: 'cashondelivery' } },
    });
  let placed = await place();
  // A flash-sale item counts against the telephone: its owner proves it, as the checkout asks.
  if (placed.status() === 403) placed = await place({ 'X-Phone-Proof': (await phoneProof(request, telephone)).proof });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = await request.get(`/rest/fr/V1/orders/${(await placed.json()) as string}`);
  const number = ((await order.json()) as { increment_id: string }).increment_id;
  // Games take paid or confirmed orders only: the shop's call confirms this one.
  confirmOrder(number);
  return number;
}

/** A fresh Cameroon mobile number per call, so every test plays as a new player. */
export function newPhone(): string {
  return `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * Fills the game entry form (name, telephone, order number), once the page is hydrated (text typed
 * before is lost). The tab has proven the telephone, as a guest does once per visit, unless
 * `proven: false` (the tests of the code step itself).
 */
export async function fillEntry(page: Page, entry: { nom: string; tel: string; order: string; proven?: boolean }): Promise<void> {
  await untilHydrated(page);
  // A number the form refuses (the tests of its rules) has nothing to prove.
  if (entry.proven !== false && /^6\d{8}$/.test(entry.tel.replace(/\s/g, ''))) await provenInTab(page, entry.tel);
  await page.getByLabel(/Nom et prénom|Full name/).fill(entry.nom);
  await page.getByLabel(/^(Téléphone|Telephone)$/).fill(entry.tel);
  await page.getByLabel(/^(Numéro de commande|Order number)$/).fill(entry.order);
}

/** The number of one of the logged-in customer's own orders, confirmed so that games take it. */
/** What games take: paid, or confirmed by the shop (commerce-api's `isRealOrder`). */
const REAL_STATUSES = ['processing', 'shipped', 'ready_for_pickup', 'complete'];

export async function ownOrderNumber(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get('/rest/fr/V1/customers/me', { headers })).json()) as { id: number };
  const params = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'customer_id',
    'searchCriteria[filter_groups][0][filters][0][value]': String(me.id),
    'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq',
  });
  const res = await request.get(`/rest/fr/V1/orders?${params.toString()}`, { headers });
  expect(res.ok(), await res.text()).toBe(true);
  // Games take a paid or confirmed order: the first that is, or a cash order the shop confirms
  // now. A mobile-money order awaiting its payer (another test's) or a cancelled one is passed over.
  const items = ((await res.json()) as { items: { increment_id: string; status: string }[] }).items;
  const usable = items.find((o) => o.status === 'pending' || REAL_STATUSES.includes(o.status));
  if (!usable) throw new Error(`no order of customer ${me.id} can enter a game: ${items.map((o) => o.status).join(', ')}`);
  confirmOrder(usable.increment_id);
  return usable.increment_id;
}
