import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { $locale, formatPrice, useT } from '@shop/shared';
import { fetchDictionaries } from '../../api/product';
import { fetchCategoryFacets } from '../../api/products';
import { facetsFromBuckets, filtersFromParams, withFilterParams, type ActiveFilters, type Facet } from './lib/filters';

/** Filters live in the URL, so a shared link shows the same list and Back restores it. */
export function useFilterParams(): [ActiveFilters, (next: ActiveFilters) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- `key` is the content of searchParams
  const filters = useMemo(() => filtersFromParams(searchParams), [key]);
  const setFilters = (next: ActiveFilters) =>
    setSearchParams((current) => withFilterParams(current, next), { preventScrollReset: true });
  return [filters, setFilters];
}

/** The category's facets (brand, price ranges, colour, memory, RAM, condition…), per language. */
export function useCategoryFacets(categoryId: number): Facet[] | null {
  const locale = useStore($locale);
  const { t } = useT('catalog');
  const key = `${categoryId}|${locale}`;
  const [state, setState] = useState<{ key: string; facets: Facet[] } | null>(null);
  useEffect(() => {
    if (categoryId <= 0) return;
    const controller = new AbortController();
    Promise.all([fetchCategoryFacets(categoryId, controller.signal), fetchDictionaries(controller.signal)]).then(
      ([navigation, dictionaries]) =>
        setState({
          key,
          facets: facetsFromBuckets(navigation.buckets, dictionaries, {
            brand: t('filter_brand'),
            price: t('filter_price'),
            formatRange: (range) =>
              range.to === null
                ? t('price_from', { price: formatPrice(range.from, locale) })
                : t('price_between', { from: formatPrice(range.from, locale), to: formatPrice(range.to, locale) }),
          }),
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Filters are a convenience: the list works without them.
        console.error('[catalog] filters unavailable', error);
        setState({ key, facets: [] });
      },
    );
    return () => controller.abort();
    // `t` follows the locale, which is in `key`.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key, categoryId, locale]);
  return state?.key === key ? state.facets : null;
}
