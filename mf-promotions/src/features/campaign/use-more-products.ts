import { useCallback, useState } from 'react';
import { notifyApiError, type Locale } from '@shop/shared';
import { fetchCampaign, type CampaignPage, type CampaignProduct, type ListOptions, type ProductPage } from '../../api/campaigns';

/** How the next page is fetched: the public page's endpoint, or the console's preview of a draft. */
export type FetchPage = (slug: string, locale: Locale, page: number, signal: AbortSignal | undefined, options: ListOptions) => Promise<CampaignPage>;

/**
 * The campaign's products, page after page: each "show more" appends the next page, products
 * already shown are not repeated (by sku), and it stops once the total is reached.
 * It starts from `first`; the page remounts it (by key) when a new first page arrives.
 */
export function useMoreProducts(slug: string, locale: Locale, first: ProductPage | null, options: ListOptions = {}, fetchPage: FetchPage = fetchCampaign) {
  const [items, setItems] = useState<CampaignProduct[]>(first?.items ?? []);
  const [page, setPage] = useState(first?.page ?? 1);
  const [loading, setLoading] = useState(false);

  const total = first?.total_count ?? 0;
  const hasMore = first !== null && items.length < total;

  const loadMore = useCallback(async () => {
    if (loading || !hasMore) return;
    setLoading(true);
    try {
      const next = await fetchPage(slug, locale, page + 1, undefined, options);
      const seen = new Set(items.map((item) => item.sku));
      setItems([...items, ...(next.products?.items ?? []).filter((item) => !seen.has(item.sku))]);
      setPage(page + 1);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setLoading(false);
    }
  }, [fetchPage, hasMore, items, loading, locale, options, page, slug]);

  return { items, total, hasMore, loading, loadMore };
}
