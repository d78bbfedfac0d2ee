import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Skeleton, useDocumentTitle, useLocalePath, usePageData, useT } from '@shop/shared';
import { loadBestSelections } from './best-selections';
import { isCrawler } from './lib/crawler';

/** The fatal-404 page: unknown paths and routes whose validity check failed. */
export default function NotFoundPage({ status = 404 }: { status?: number }) {
  const { t } = useT('shell');
  const { pathname } = useLocation();
  const localePath = useLocalePath();
  const crawler = isCrawler(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const message = t('not_found.message', { path: pathname });
  const { state: tiles } = usePageData(loadBestSelections);

  useDocumentTitle(t('not_found.title'), t('not_found.description'));
  useEffect(() => {
    if (crawler) console.error(`[shell] ${status} ${message}`);
  }, [crawler, status, message]);

  if (crawler) return null;

  return (
    <section className="error-page" data-testid="error-page" aria-labelledby="error-page-title">
      <p className="visually-hidden" data-testid="error-status">
        {status}
      </p>
      <h1 id="error-page-title" className="error-page__title">
        {t('not_found.oops_what_happened')}
      </h1>
      <p className="error-page__subtext">{t('not_found.dont_panic_we_are_here')}</p>
      <p className="error-page__message" data-testid="error-message">
        {message}
      </p>
      <h2 className="error-page__selections">{t('not_found.see_our_best_selections')}</h2>
      <ul className="tiles" aria-busy={tiles.status === 'loading'}>
        {tiles.status === 'loading'
          ? Array.from({ length: 6 }, (_, i) => (
              // Interchangeable placeholders while the tiles load.
              // oxlint-disable-next-line react/no-array-index-key
              <li key={i}>
                <Skeleton height="3rem" />
              </li>
            ))
          : null}
        {/* Without the tiles (the back end is unreachable) the way home remains. */}
        {tiles.status === 'ready'
          ? tiles.data.map((tile) => (
              <li key={tile.id}>
                <Link className="tile" to={localePath(tile.path)}>
                  {tile.name}
                </Link>
              </li>
            ))
          : null}
        <li>
          <Link className="tile" to={localePath('/')}>
            {t('not_found.tiles.home')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
