import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, useT } from '@shop/shared';
import type { ProductReviews as Reviews } from '../../../api/reviews';
import type { Rating } from '../lib/rating';
import { RatingStars } from './rating-stars';

/** Buyers' reviews of the product, each from a completed order: hence the "verified purchase" mark. */
export function ProductReviews({ rating, reviews }: { rating: Rating | null; reviews: Reviews | null }) {
  const { t } = useT('catalog');
  const locale = useStore($locale);
  const uid = useId();
  const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Douala' });
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
                {t('reviews.by', { name: r.nickname, date: date.format(new Date(`${r.created_at.replace(' ', 'T')}Z`)) })}
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
