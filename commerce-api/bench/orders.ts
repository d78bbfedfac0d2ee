import type { Prng } from '../src/seed/prng.ts';

/**
 * The order placement scenario of `pnpm bench:api` (issue 26: ≥ 50 orders a second with 16 in
 * flight, 0 oversell). Carts are filled and given a delivery address first, through the API as a
 * shopper's browser would; then `payment-information` (which places the order) is sent for every
 * cart, `inFlight` at a time, and only that is timed. Lines come from a few products drawn with a
 * skew, so popular ones run out during the run and placements race for their last units: the
 * stock read through the API afterwards must have dropped by exactly what the placed orders took.
 */
export interface OrderRun {
  placed: number;
  /** Refused with a 400 (out of stock), as a shopper would be. */
  refused: number;
  /** Any other answer: 5xx, network errors. */
  failed: number;
  /** The first few failures' answers, to say what went wrong. */
  failures: string[];
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  /** Units sold beyond the stock, summed over the products (must be 0). */
  oversold: number;
  /** Products whose stock did not drop by exactly the units placed (must be 0). */
  stockMismatches: number;
  /** CPU per placement sent (ms), of the service and of the database's processes, when measured. */
  cpu?: { service?: number; database?: number };
}

/** CPU used so far (ms), of the service and of the database's processes. */
export type CpuReading = () => { service?: number; database?: number };

interface Product {
  sku: string;
  qty: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);

/**
 * Each cart is a shopper of its own behind the store's proxy (the server trusts the bench's
 * loopback hop): one address opening hundreds of carts a minute would meet the per-address limit.
 */
const shopper = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function call<T>(url: string, method: string, path: string, body?: unknown, from = shopper(0)): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'x-forwarded-for': from, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const res = await fetch(url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function ok<T>(url: string, method: string, path: string, body?: unknown, from?: string): Promise<T> {
  const res = await call<T>(url, method, path, body, from);
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** In-stock simple products with a shown price and no flash sale (one per customer), by sku. */
async function orderableProducts(url: string, wanted: number): Promise<Product[]> {
  const listing = await ok<{ items: { sku: string; extension_attributes: { stock_item: { qty: number; is_in_stock: boolean } }; custom_attributes: { attribute_code: string; value: unknown }[] }[] }>(
    url,
    'GET',
    '/rest/fr/V1/products?searchCriteria[filter_groups][0][filters][0][field]=type_id&searchCriteria[filter_groups][0][filters][0][value]=simple&searchCriteria[filter_groups][1][filters][0][field]=visibility&searchCriteria[filter_groups][1][filters][0][value]=4&searchCriteria[filter_groups][2][filters][0][field]=status&searchCriteria[filter_groups][2][filters][0][value]=1&searchCriteria[pageSize]=300',
  );
  const attribute = (p: (typeof listing.items)[number], code: string) => p.custom_attributes.find((a) => a.attribute_code === code)?.value;
  return listing.items
    .filter((p) => p.extension_attributes.stock_item.is_in_stock && p.extension_attributes.stock_item.qty >= 20 && attribute(p, 'is_on_flash_sale') !== '1' && attribute(p, 'hide_price') !== '0' && attribute(p, 'is_prime') !== '1')
    .slice(0, wanted)
    .map((p) => ({ sku: p.sku, qty: p.extension_attributes.stock_item.qty }));
}

async function stockOf(url: string, sku: string): Promise<number> {
  const product = await ok<{ extension_attributes: { stock_item: { qty: number } } }>(url, 'GET', `/rest/fr/V1/products/${encodeURIComponent(sku)}`);
  return product.extension_attributes.stock_item.qty;
}

/** Runs `work` over `items`, `inFlight` at a time. */
async function pooled<T>(items: readonly T[], inFlight: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Prepares `orders` guest carts (one to two lines each from `products` products) on the server at
 * `url`, places them `inFlight` at a time, then checks the stock against what was placed.
 */
export async function orderScenario(
  url: string,
  rng: Prng,
  { orders, inFlight, products: productCount, cpu }: { orders: number; inFlight: number; products: number; cpu?: CpuReading },
): Promise<OrderRun> {
  const products = await orderableProducts(url, productCount);
  if (products.length < 2) throw new Error('the catalogue has too few orderable products for the order scenario');
  const towns = await ok<{ town_name: string; quarters: { quarter_id: number; quarter_name: string }[] }[]>(url, 'GET', '/rest/fr/V1/gt/towns/list');
  const town = towns.find((t) => t.quarters.length > 0);
  if (!town) throw new Error('no town with quarters to deliver to');
  const address = (n: number) => ({
    firstname: 'Awa',
    lastname: 'Mbarga',
    country_id: 'CM',
    city: town.town_name,
    // A shopper's own telephone: placements of one number queue on its unpaid-orders lock (caps-guard.ts), as one shopper's should.
    telephone: `69${String(n).padStart(7, '0')}`,
    street: [town.quarters[0]!.quarter_name],
    fax: String(town.quarters[0]!.quarter_id),
    postcode: '-',
  });
  // Skewed toward the first products: they sell out mid-run, so placements race for the last units.
  const pick = () => products[Math.floor(products.length * rng.next() ** 2)]!;
  const plans = Array.from({ length: orders }, (_, n) => {
    const first = pick();
    const second = rng.chance(0.3) ? pick() : undefined;
    return { n: n + 1, from: shopper(n + 1), lines: second && second.sku !== first.sku ? [first, second] : [first] };
  });
  const carts: { id: string; from: string; lines: Product[] }[] = [];
  // Filling carts is not what is measured, but it goes faster in parallel too.
  await pooled(plans, inFlight, async ({ n, from, lines }) => {
    const id = await ok<string>(url, 'POST', '/rest/fr/V1/guest-carts', undefined, from);
    for (const p of lines) await ok(url, 'POST', `/rest/fr/V1/guest-carts/${id}/items`, { cartItem: { sku: p.sku, qty: 1, quote_id: id } }, from);
    await ok(
      url,
      'POST',
      `/rest/fr/V1/guest-carts/${id}/shipping-information`,
      { addressInformation: { shipping_address: address(n), billing_address: address(n), shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } },
      from,
    );
    carts.push({ id, from, lines });
  });
  // Carts may have been filled beyond the stock: the stock right before placing is the reference.
  const before = new Map<string, number>();
  for (const p of products) before.set(p.sku, await stockOf(url, p.sku));

  const latencies: number[] = [];
  const sold = new Map<string, number>();
  let placed = 0;
  let refused = 0;
  let failed = 0;
  const failures: string[] = [];
  const cpuBefore = cpu?.();
  const started = performance.now();
  await pooled(carts, inFlight, async (cart) => {
    const t = performance.now();
    try {
      const res = await call(url, 'POST', `/rest/fr/V1/guest-carts/${cart.id}/payment-information`, { email: 'bench@example.cm', paymentMethod: { method: 'cashondelivery' } }, cart.from);
      latencies.push(performance.now() - t);
      if (res.status === 200) {
        placed += 1;
        for (const p of cart.lines) sold.set(p.sku, (sold.get(p.sku) ?? 0) + 1);
      } else if (res.status === 400) refused += 1;
      else {
        failed += 1;
        if (failures.length < 3) failures.push(`${res.status} ${JSON.stringify(res.body)}`);
      }
    } catch (error) {
      failed += 1;
      if (failures.length < 3) failures.push(String(error));
    }
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpu?.();
  const per = (from?: number, to?: number) => (from === undefined || to === undefined ? undefined : (to - from) / carts.length);
  const cpuUsed = cpuBefore && cpuAfter ? { service: per(cpuBefore.service, cpuAfter.service), database: per(cpuBefore.database, cpuAfter.database) } : undefined;
  latencies.sort((a, b) => a - b);
  let oversold = 0;
  let stockMismatches = 0;
  for (const p of products) {
    const start = before.get(p.sku)!;
    const units = sold.get(p.sku) ?? 0;
    oversold += Math.max(0, units - start);
    if ((await stockOf(url, p.sku)) !== start - units) stockMismatches += 1;
  }
  return { placed, refused, failed, failures, seconds, cpu: cpuUsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), oversold, stockMismatches };
}
