import { memo, useEffect, useEffectEvent, useMemo, useRef, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { DEFERRED_SCRIPTS, ErrorRetry, Skeleton, useT } from '@shop/shared';
import { productSummary } from '../../product/lib/product-summary';
import type { SortOption } from '../lib/sort';
import type { ActiveFilters } from '../../filters/lib/filters';
import { useProductList } from '../use-product-list';
import { loadsByItself, pageFromParam, PAGE_PARAM, withPageParam } from '../lib/pagination';
import { CartFormScope } from './cart-form-scope';
import { ProductTile } from './product-tile';
// oxlint-disable-next-line import/no-unassigned-import
import './product-list.css';

interface ProductGridProps {
  categoryId: number;
  pageSize: number;
  /** Accessible name of the list (the section heading's id). */
  labelledBy: string;
  sort?: SortOption;
  filters?: ActiveFilters;
}

/** Cards on a phone's first screen (two columns, two rows): their images load eagerly. */
const EAGER_CARDS = 4;

function TileSkeleton() {
  return (
    <li className="catalog-tile catalog-tile--skeleton" aria-hidden="true">
      <Skeleton className="catalog-tile__image-skeleton" height="auto" />
      <Skeleton height={14} lines={2} />
      <Skeleton height={18} width="50%" />
      <Skeleton height={32} radius={6} />
    </li>
  );
}

/**
 * Loads the next page when the end of the grid comes within the spec's 200 px margin. Mounted
 * anew (keyed) after each page, so its first report says whether the end is still in view.
 * A fling can carry the end from below the screen to above it between two frames, which an
 * IntersectionObserver never reports, so a scroll check (also run at mount) catches "already past
 * the end" too.
 */
function InfiniteTrigger({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const reportVisible = useEffectEvent(onVisible);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const margin = Number.parseInt(DEFERRED_SCRIPTS.INTERSECTION_MARGIN, 10);
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (node.getBoundingClientRect().top < window.innerHeight + margin) reportVisible();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // A shopper already below the end (reading the footer) scrolls no more, and an observer only
    // reports an end that is inside the margin: check once at mount, too.
    onScroll();
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((e) => e.isIntersecting)) reportVisible();
            },
            { rootMargin: DEFERRED_SCRIPTS.INTERSECTION_MARGIN },
          );
    observer?.observe(node);
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, []);
  return <div ref={ref} className="catalog-sentinel" aria-hidden="true" />;
}

/**
 * Memoised: a tap on a filter or the sort first repaints only its own control (the page's choice
 * shown at once), and the grid renders again only for the list the URL then names.
 */
export const ProductGrid = memo(function ProductGrid({ categoryId, pageSize, labelledBy, sort, filters }: ProductGridProps) {
  const { t } = useT('catalog');
  const [searchParams] = useSearchParams();
  const { items, total, done, page, status, loadMore, startPage } = useProductList(categoryId, pageSize, sort, filters, pageFromParam(searchParams.get(PAGE_PARAM)));
  // Summaries once per list change, not per render: price rules read dates and attributes.
  const summaries = useMemo(() => items.map((p) => productSummary(p)), [items]);

  const firstLoad = status === 'loading' && items.length === 0;
  const appendNext = (event: MouseEvent) => {
    // A modified click opens the page elsewhere, as a link does.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    loadMore();
  };
  const skeletonCount = firstLoad ? 6 : status === 'loading' ? 2 : 0;

  if (status === 'error' && items.length === 0) {
    return <ErrorRetry message={t('products_load_failed')} onRetry={loadMore} />;
  }
  if (done && items.length === 0) {
    return <p className="catalog-empty">{t('no_products_found')}</p>;
  }

  return (
    <>
      {total !== null ? <p className="catalog-count">{t('product_count', { count: total })}</p> : null}
      <CartFormScope>
        <ul className="catalog-grid" data-testid="product-grid" aria-labelledby={labelledBy} aria-busy={status === 'loading'}>
          {summaries.map((product, index) => (
            <ProductTile key={product.sku} product={product} priority={index < EAGER_CARDS} />
          ))}
          {Array.from({ length: skeletonCount }, (_, i) => (
            // Placeholders are interchangeable and never reorder.
            // oxlint-disable-next-line react/no-array-index-key
            <TileSkeleton key={`skeleton-${i}`} />
          ))}
        </ul>
      </CartFormScope>
      {firstLoad ? <p className="shop-visually-hidden" role="status">{t('loading_products')}</p> : null}
      {status === 'idle' && !done && loadsByItself(startPage, page) ? <InfiniteTrigger key={page} onVisible={loadMore} /> : null}
      <div className="catalog-more">
        {status === 'error' ? (
          <ErrorRetry message={t('products_load_failed')} onRetry={loadMore} />
        ) : done ? (
          <p className="catalog-end">{t('end_of_list')}</p>
        ) : status === 'idle' ? (
          // A real link to the next page: without JavaScript it opens that page; with it, the page
          // is appended here. Keyboard users and browsers without IntersectionObserver use it too.
          <a className="shop-button shop-button--secondary" href={`?${withPageParam(searchParams, page + 1).toString()}`} onClick={appendNext} data-testid="load-more">
            {t('load_more')}
          </a>
        ) : null}
      </div>
    </>
  );
});
