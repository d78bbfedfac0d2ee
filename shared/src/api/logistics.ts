import { safeSessionStorage } from '../storage';
import { api } from './client';
import type { ProductShippingEstimate, Town } from '../contracts/wire';


/** One cache for every remote that asks (product page, checkout, simulators). */
const TOWNS_KEY = 'GT_TOWNS';

function isTownList(value: unknown): value is Town[] {
  return Array.isArray(value) && value.length > 0 && value.every((t) => t && typeof t.town_name === 'string' && Array.isArray(t.quarters));
}

let pending: Promise<Town[]> | null = null;

/**
 * The towns are read once per browser session (session storage). Concurrent callers
 * share one request; an empty, malformed or failed answer is not cached.
 */
export function fetchTowns(): Promise<Town[]> {
  const cached = safeSessionStorage.getJSON<unknown>(TOWNS_KEY);
  if (isTownList(cached)) return Promise.resolve(cached);
  pending ??= api
    .get('gt/towns/list')
    .json<Town[]>()
    .then((towns) => {
      if (isTownList(towns)) safeSessionStorage.setJSON(TOWNS_KEY, towns);
      return towns;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}


/** Product shipping estimate by town and quarter; qty defaults to 1. */
export function estimateProductShipping(
  input: { town: string; quarter?: string; sku: string; qty?: number },
  signal?: AbortSignal,
): Promise<ProductShippingEstimate> {
  if (!input.sku) return Promise.reject(new TypeError('Parameter productSku is required'));
  return api
    .post('gt/shipping/estimage-product-shipping', {
      json: { data: { town: input.town, quarter: input.quarter ?? '', product: { sku: input.sku, qty: input.qty ?? 1 } } },
      signal,
    })
    .json<ProductShippingEstimate>();
}
