import { ApiError, loadSanitizer, type LoaderArgs } from '@shop/shared';
import { fetchInfoPage, type InfoPage } from '../../../api/pages';
import { infoSlugFor } from './info-paths';

/** The page with its HTML already sanitised: nothing unsafe ever reaches the page's state. */
export type SafeInfoPage = InfoPage;

/**
 * Loads the page whose path is in `params.path` (the page module passes its own path: these
 * routes are static paths, several of them showing one page).
 */
export async function loadInfoPage({ params, locale, signal }: LoaderArgs): Promise<SafeInfoPage> {
  const slug = infoSlugFor(params['path'] ?? '');
  if (!slug) throw new ApiError('Page not found', { status: 404 });
  const [page, sanitize] = await Promise.all([fetchInfoPage(slug, locale, signal), loadSanitizer()]);
  return { ...page, html: sanitize(page.html) };
}
