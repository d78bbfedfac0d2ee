import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { $locale, formatPrice, i18n, usePageSeed, type Locale } from '@shop/shared';
import { fetchDictionaries } from '../../api/product';
import { fetchCategoryFacets } from '../../api/products';
import { facetsFromBuckets, filtersFromParams, withFilterParams, type ActiveFilters, type Facet } from './lib/filters';

/** Filters live in the URL, so a shared link shows the same list and Back restores it. */
export function useFilterParams(): [ActiveFilters, (next: ActiveFilters) => Promise<void>] {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const key = searchParams.toString();
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- `key` is the content of searchParams
  const filters = useMemo(() => filtersFromParams(searchParams), [key]);
  // Settles once the router has the new address, so a transition awaiting it ends with the list.
  const setFilters = async (next: ActiveFilters) => {
    await navigate({ search: `?${withFilterParams(searchParams, next).toString()}` }, { preventScrollReset: true });
  };
  return [filters, setFilters];
}

/** A page's server-rendered facets, by category and language (the labels are in that language). */
export interface FacetsSeed {
  facets?: Record<string, Facet[]>;
}

/** Which facets: a category's, in one language. Filters do not change them (they are the category's). */
const facetsKey = (categoryId: number, locale: Locale) => `${categoryId}|${locale}`;

/**
 * The category's facets from the back end (its buckets, named from the attribute dictionaries),
 * labelled in `locale` (the same on the server and in the browser).
 */
async function fetchFacets(categoryId: number, locale: Locale, signal: AbortSignal): Promise<Facet[]> {
  const [navigation, dictionaries] = await Promise.all([fetchCategoryFacets(categoryId, signal), fetchDictionaries(signal)]);
  const t = i18n.getFixedT(locale, 'catalog');
  return facetsFromBuckets(navigation.buckets, dictionaries, {
    brand: t('filter_brand'),
    price: t('filter_price'),
    formatRange: (range) =>
      range.to === null
        ? t('price_from', { price: formatPrice(range.from, locale) })
        : t('price_between', { from: formatPrice(range.from, locale), to: formatPrice(range.to, locale) }),
  });
}

/**
 * For a route loader: the category's facets, labelled on the server, so the filter bar is in the
 * page's HTML and the browser neither fetches them nor redraws the bar after hydration. Only the
 * built facets travel (a few KB), not the buckets and the whole dictionary they come from. They
 * are a convenience: when they fail the seed has none and the browser fetches them.
 */
export async function loadFacetsSeed(categoryId: number, locale: Locale, signal: AbortSignal): Promise<Required<FacetsSeed>> {
  try {
    const facets = await fetchFacets(categoryId, locale, signal);
    return { facets: { [facetsKey(categoryId, locale)]: facets } };
  } catch {
    return { facets: {} };
  }
}

/** The category's facets (brand, price ranges, colour, memory, RAM, condition…), per language. */
export function useCategoryFacets(categoryId: number): Facet[] | null {
  const locale = useStore($locale);
  const key = facetsKey(categoryId, locale);
  // Server-rendered first view: the facets came with the page.
  const seed = usePageSeed<FacetsSeed>()?.facets?.[key];
  const [state, setState] = useState<{ key: string; facets: Facet[] } | null>(() => (seed ? { key, facets: seed } : null));
  const loaded = state?.key === key;
  useEffect(() => {
    if (categoryId <= 0 || loaded) return;
    const controller = new AbortController();
    fetchFacets(categoryId, locale, controller.signal).then(
      (facets) => setState({ key, facets }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Filters are a convenience: the list works without them.
        console.error('[catalog] filters unavailable', error);
        setState({ key, facets: [] });
      },
    );
    return () => controller.abort();
    // `loaded` is read only to skip a fetch the server already made (seeded first view).
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key, categoryId, locale]);
  return loaded ? state.facets : null;
}
