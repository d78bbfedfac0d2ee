import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, notifyApiError, toApiError, usePageSeed } from '@shop/shared';
import { fetchDictionaries, fetchProduct, fetchProductNames, fetchProductsByIds, type Dictionaries } from '../../api/product';
import type { MagentoProduct } from '../../api/types';
import { hasWarranty } from './lib/trust';
import { fetchProductReviews, type ProductReviews } from '../../api/reviews';
import { productRating } from '../reviews/lib/rating';

export type ProductStatus = 'loading' | 'ready' | 'not-found' | 'error';

export interface ProductData {
  product: MagentoProduct;
  /** Children of a configurable (what the cart prices and ships). */
  children: MagentoProduct[];
  /** Attribute dictionaries (swatch hex codes, labels); null when they could not be read. */
  dictionaries: Dictionaries | null;
  /** Names of bundle parts by sku (empty when they could not be read: the sku shows instead). */
  partNames: Map<string, string>;
  /** The first page of approved reviews; null without any (or when they could not be read). */
  reviews: ProductReviews | null;
  /** False while the children, dictionaries or part names are still on their way. */
  complete: boolean;
}

interface Result {
  key: string;
  status: ProductStatus;
  data: ProductData | null;
}

/**
 * The product page's data as its route loader sends it from the server (JSON: the part names as
 * entries); `product` null is a product that does not exist.
 */
export interface ProductSeed {
  product: MagentoProduct | null;
  children: MagentoProduct[];
  dictionaries: Dictionaries | null;
  partNames: [string, string][];
  reviews: ProductReviews | null;
}

/**
 * What the page needs beside the product itself: a configurable's choices, a bundle's part names,
 * and the dictionaries that name a configurable's options or the warranty (an option id).
 */
function extrasNeeded(product: MagentoProduct): { configurable: boolean; dictionaries: boolean; partSkus: string[]; reviews: boolean } {
  const partSkus = [
    ...new Set((product.extension_attributes?.bundle_product_options ?? []).flatMap((o) => o.product_links.map((l) => l.sku))),
  ];
  const configurable = product.type_id === 'configurable';
  return { configurable, dictionaries: configurable || hasWarranty(product), partSkus, reviews: productRating(product) !== null };
}

async function loadExtras(product: MagentoProduct, signal: AbortSignal): Promise<Pick<ProductData, 'children' | 'dictionaries' | 'partNames' | 'reviews'>> {
  const { configurable, dictionaries: needsDictionaries, partSkus, reviews: hasReviews } = extrasNeeded(product);
  const [children, dictionaries, partNames, reviews] = await Promise.all([
    configurable
      ? fetchProductsByIds(product.extension_attributes?.configurable_product_links ?? [], signal).catch((error: unknown) => {
          // Without the variants the choices still go to the cart, which prices the variant.
          if (!signal.aborted) notifyApiError(error);
          return [];
        })
      : [],
    // Dictionaries only name options and the warranty; a failure leaves plain labels and no warranty line.
    needsDictionaries ? fetchDictionaries(signal).catch(() => null) : null,
    partSkus.length ? fetchProductNames(partSkus, signal).catch(() => new Map<string, string>()) : new Map<string, string>(),
    // Reviews sit below the fold: without them the page still sells, their summary still shows.
    hasReviews ? fetchProductReviews(product.sku, signal).catch(() => null) : null,
  ]);
  return { children, dictionaries, partNames, reviews };
}

/** The whole product page's data at once (the route loader, run by the server). */
export async function loadProductSeed(id: number | null, signal: AbortSignal): Promise<ProductSeed> {
  if (id === null) return { product: null, children: [], dictionaries: null, partNames: [], reviews: null };
  try {
    const product = await fetchProduct(id, signal);
    const extras = await loadExtras(product, signal);
    return { product, children: extras.children, dictionaries: extras.dictionaries, partNames: [...extras.partNames], reviews: extras.reviews };
  } catch (error) {
    if (toApiError(error).status === 404) return { product: null, children: [], dictionaries: null, partNames: [], reviews: null };
    throw error;
  }
}

function seededResult(seed: ProductSeed | undefined, id: number | null, key: string): Result | null {
  if (!seed || id === null) return null;
  if (!seed.product) return { key, status: 'not-found', data: null };
  if (seed.product.id !== id) return null;
  const data: ProductData = { ...seed, product: seed.product, partNames: new Map(seed.partNames), reviews: seed.reviews ?? null, complete: true };
  return { key, status: 'ready', data };
}

/**
 * The product page's data, per language: the product, then (for a configurable) its children and
 * the dictionaries that name their attributes. A 404 or an empty answer is "not found".
 */
export function useProduct(id: number | null): { status: ProductStatus; data: ProductData | null; retry: () => void } {
  const locale = useStore($locale);
  const [attempt, setAttempt] = useState(0);
  const key = `${id}|${locale}|${attempt}`;
  // Server-rendered first view: the server's data, not fetched again.
  const seed = usePageSeed<ProductSeed>();
  const [result, setResult] = useState<Result>(() => seededResult(seed, id, key) ?? { key: '', status: 'loading', data: null });

  useEffect(() => {
    if (id === null || result.key === key) return;
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      const product = await fetchProduct(id, signal);
      const { configurable, dictionaries, partSkus, reviews } = extrasNeeded(product);
      // Only choices hold the buy button back; the warranty's label may follow it.
      const choices = configurable || partSkus.length > 0;
      // The product shows at once (name, price, gallery: the largest paint); its choices follow.
      if (!signal.aborted) {
        setResult({ key, status: 'ready', data: { product, children: [], dictionaries: null, partNames: new Map(), reviews: null, complete: !choices } });
      }
      if (!choices && !dictionaries && !reviews) return;
      const extras = await loadExtras(product, signal);
      if (!signal.aborted) setResult({ key, status: 'ready', data: { product, ...extras, complete: true } });
    })().catch((error: unknown) => {
      const apiError = toApiError(error);
      if (signal.aborted || apiError.kind === 'aborted') return;
      if (apiError.status === 404) {
        setResult({ key, status: 'not-found', data: null });
        return;
      }
      notifyApiError(apiError);
      setResult({ key, status: 'error', data: null });
    });
    return () => controller.abort();
    // `result.key` is read only to skip a fetch the server already made (seeded first view).
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [id, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (id === null) return { status: 'not-found', data: null, retry };
  if (result.key !== key) return { status: 'loading', data: null, retry };
  return { status: result.status, data: result.data, retry };
}
