import { useStore } from '@nanostores/react';
import { $locale, useT } from '@shop/shared';
import { formatAverage, type Rating } from '../lib/rating';

/**
 * "★★★★☆ 4,3 (12)": a buyers' rating in one short line, for tiles and the product page. The stars
 * are drawn for the eye; screen readers hear the sentence.
 */
export function RatingStars({ rating, compact = false }: { rating: Rating; compact?: boolean }) {
  const { t } = useT('catalog');
  const locale = useStore($locale);
  const average = formatAverage(rating.average, locale);
  const full = Math.round(rating.average);
  return (
    <span className={compact ? 'catalog-rating catalog-rating--compact' : 'catalog-rating'} data-testid="product-rating">
      <span className="catalog-rating__stars" aria-hidden="true">
        {'★'.repeat(full)}
        <span className="catalog-rating__empty">{'★'.repeat(5 - full)}</span>
      </span>
      <span aria-hidden="true">
        {' '}
        {average} ({compact ? rating.count : t('reviews.count', { count: rating.count })})
      </span>
      <span className="shop-visually-hidden">{t('reviews.rated', { average, count: rating.count })}</span>
    </span>
  );
}
