import { ApiError, loadSanitizer, type LoaderArgs } from '@shop/shared';
import { fetchInfoPage, type InfoPage } from '../../../api/pages';
import { infoSlugFor } from './info-paths';

/** The page with its HTML already sanitised: nothing unsafe ever reaches the page's state. */
export type SafeInfoPage = InfoPage;

/**
 * Loads the page shown at the request's path: these routes are static paths without params,
 * several of them showing one page, so the path alone names the content.
 */
export async function loadInfoPage({ pathname, locale, signal }: LoaderArgs): Promise<SafeInfoPage> {
  const slug = infoSlugFor(pathname);
  if (!slug) throw new ApiError('Page not found', { status: 404 });
  const [page, sanitize] = await Promise.all([fetchInfoPage(slug, locale, signal), loadSanitizer()]);
  return { ...page, html: sanitize(page.html) };
}
