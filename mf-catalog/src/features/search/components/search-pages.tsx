import { Link } from 'react-router';
import { useT } from '@shop/shared';
import { pageWindow } from '../lib/search-query';

/** Links to the result pages around the current one, gaps shown as an ellipsis. */
export function SearchPages({ page: current, pages, hrefForPage }: { page: number; pages: number; hrefForPage: (page: number) => string }) {
  const { t } = useT('catalog');
  return (
    <nav className="catalog-pages" aria-label={t('pagination')} data-testid="search-pages">
      {pageWindow(current, pages).map((page, i) =>
        page === null ? (
          // Gaps are positional.
          // oxlint-disable-next-line react/no-array-index-key
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link key={page} to={hrefForPage(page)} aria-current={page === current ? 'page' : undefined} aria-label={t('page_n', { page })}>
            {page}
          </Link>
        ),
      )}
    </nav>
  );
}
