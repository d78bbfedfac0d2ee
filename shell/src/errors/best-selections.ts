import { contentApi, type PageLoader } from '@shop/shared';

/** One tile of the error page: a category the merchandisers chose (`GET /api/best-selections`). */
export interface BestSelection {
  id: number;
  name: string;
  /** `/category/{url_key}-{id}`, without the locale prefix. */
  path: string;
}

/**
 * The tiles come from the back end, named in the page's language, so the shell never carries a
 * category id: a category renamed, moved or retired is reflected on the next visit.
 */
export const loadBestSelections: PageLoader<BestSelection[]> = ({ locale, signal }) =>
  contentApi.get('best-selections', { searchParams: { locale }, signal }).json<BestSelection[]>();
