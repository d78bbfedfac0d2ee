import { useId } from 'react';
import { useT } from '@shop/shared';
import type { ProductReviews as Reviews } from '../../../api/reviews';
import type { Rating } from '../lib/rating';
import { doualaDay } from '../lib/review-date';
import { RatingStars } from './rating-stars';

/** Buyers' reviews of the product, each from a completed order: hence the "verified purchase" mark. */
export function ProductReviews({ rating, reviews }: { rating: Rating | null; reviews: Reviews | null }) {
  const { t } = useT('catalog');
  const uid = useId();
  const dateOf = (createdAt: string) => {
    const day = doualaDay(createdAt);
    return day ? t('reviews.date', { day: day.day, month: t(`reviews.months.${day.month}`), year: day.year }) : '';
  };
  return (
    <section className="catalog-box catalog-reviews" id="avis" aria-labelledby={`${uid}-reviews`} data-testid="product-reviews">
      <h2 id={`${uid}-reviews`} className="catalog-box__title">
        {t('reviews.title')}
      </h2>
      {rating ? <RatingStars rating={rating} /> : <p>{t('reviews.none')}</p>}
      <p className="catalog-reviews__note">{t('reviews.who')}</p>
      {reviews && reviews.items.length > 0 ? (
        <ul className="catalog-reviews__list">
          {reviews.items.map((r) => (
            <li key={r.id} className="catalog-review" data-testid="product-review">
              <p className="catalog-review__head">
                <span className="catalog-rating__stars" aria-hidden="true">
                  {'★'.repeat(r.rating)}
                  <span className="catalog-rating__empty">{'★'.repeat(5 - r.rating)}</span>
                </span>
                <span className="shop-visually-hidden">{t('reviews.stars', { count: r.rating })}</span> {r.title ? <strong>{r.title}</strong> : null}
              </p>
              <p className="catalog-review__detail">{r.detail}</p>
              <p className="catalog-review__by">
                {t('reviews.by', { name: r.nickname, date: dateOf(r.created_at) })}
                {r.verified_purchase ? (
                  <span className="catalog-review__verified" data-testid="verified-purchase">
                    {' '}
                    ✓ {t('reviews.verified')}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
