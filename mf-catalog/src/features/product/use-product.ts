import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, notifyApiError, toApiError } from '@shop/shared';
import { fetchDictionaries, fetchProduct, fetchProductNames, fetchProductsByIds, type Dictionaries } from '../../api/product';
import type { MagentoProduct } from '../../api/types';

export type ProductStatus = 'loading' | 'ready' | 'not-found' | 'error';

export interface ProductData {
  product: MagentoProduct;
  /** Children of a configurable (what the cart prices and ships). */
  children: MagentoProduct[];
  /** Attribute dictionaries (swatch hex codes, labels); null when they could not be read. */
  dictionaries: Dictionaries | null;
  /** Names of bundle parts by sku (empty when they could not be read: the sku shows instead). */
  partNames: Map<string, string>;
  /** False while the children, dictionaries or part names are still on their way. */
  complete: boolean;
}

interface Result {
  key: string;
  status: ProductStatus;
  data: ProductData | null;
}

/**
 * The product page's data, per language: the product, then (for a configurable) its children and
 * the dictionaries that name their attributes. A 404 or an empty answer is "not found".
 */
export function useProduct(id: number | null): { status: ProductStatus; data: ProductData | null; retry: () => void } {
  const locale = useStore($locale);
  const [attempt, setAttempt] = useState(0);
  const key = `${id}|${locale}|${attempt}`;
  const [result, setResult] = useState<Result>({ key: '', status: 'loading', data: null });

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      const product = await fetchProduct(id, signal);
      const configurable = product.type_id === 'configurable';
      const partSkus = [
        ...new Set((product.extension_attributes?.bundle_product_options ?? []).flatMap((o) => o.product_links.map((l) => l.sku))),
      ];
      const needsMore = configurable || partSkus.length > 0;
      // The product shows at once (name, price, gallery: the largest paint); its choices follow.
      if (!signal.aborted) {
        setResult({ key, status: 'ready', data: { product, children: [], dictionaries: null, partNames: new Map(), complete: !needsMore } });
      }
      if (!needsMore) return;
      const [children, dictionaries, partNames] = await Promise.all([
        configurable
          ? fetchProductsByIds(product.extension_attributes?.configurable_product_links ?? [], signal).catch((error: unknown) => {
              // Without the variants the choices still go to the cart, which prices the variant.
              if (!signal.aborted) notifyApiError(error);
              return [];
            })
          : [],
        // Dictionaries only name configurable attributes; a failure leaves plain labels.
        configurable ? fetchDictionaries(signal).catch(() => null) : null,
        partSkus.length ? fetchProductNames(partSkus, signal).catch(() => new Map<string, string>()) : new Map<string, string>(),
      ]);
      if (!signal.aborted) setResult({ key, status: 'ready', data: { product, children, dictionaries, partNames, complete: true } });
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
  }, [id, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (id === null) return { status: 'not-found', data: null, retry };
  if (result.key !== key) return { status: 'loading', data: null, retry };
  return { status: result.status, data: result.data, retry };
}
