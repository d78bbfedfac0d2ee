import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, showToast, useT } from '@shop/shared';
import { fetchOrderReviews, postReview, type OrderReviews as Reviews } from '../../../api/orders';
import { NS } from '../../../i18n/register';
import { showFailure } from '../../form-fields/lib/show-failure';
import { TextField } from '../../form-fields/components/fields';
import type { Order } from '../lib/order-view';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** The review form of one order line: a rating, a name shown with it, a title and the text. */
function ReviewForm({ line, defaultName, limits, onSent }: { line: Reviews['items'][number]; defaultName: string; limits: Reviews['limits']; onSent: () => void }) {
  const { t } = useT(NS);
  const uid = useId();
  const [rating, setRating] = useState(0);
  const [nickname, setNickname] = useState(defaultName);
  const [title, setTitle] = useState('');
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) return setError(t('reviews.rating_missing'));
    if ([...detail.trim()].length < limits.detail[0]) return setError(t('reviews.detail_short', { min: limits.detail[0] }));
    setError(null);
    setSending(true);
    try {
      await postReview({ order_item_id: line.order_item_id, rating, nickname, title, detail });
      showToast({ type: 'success', message: t('reviews.sent') });
      onSent();
    } catch (failure) {
      showFailure(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="account-review-form" onSubmit={(e) => void submit(e)} noValidate data-testid="review-form">
      <fieldset>
        <legend>{t('reviews.rating')}</legend>
        {RATINGS.map((value) => (
          <label key={value} className="account-review-form__star">
            <input type="radio" name={`${uid}-rating`} value={value} checked={rating === value} onChange={() => setRating(value)} />
            <span aria-hidden="true">{'★'.repeat(value)}</span> {t(`reviews.rating_${value}`)}
          </label>
        ))}
      </fieldset>
      <TextField label={t('reviews.nickname')} value={nickname} onChange={(e) => setNickname(e.target.value)} maxLength={limits.nickname[1]} autoComplete="nickname" required />
      <TextField label={t('reviews.title_field')} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={limits.title[1]} />
      <div className="account-field">
        <label htmlFor={`${uid}-detail`}>{t('reviews.detail')}</label>
        <textarea id={`${uid}-detail`} value={detail} onChange={(e) => setDetail(e.target.value)} rows={4} maxLength={limits.detail[1]} required aria-describedby={error ? `${uid}-error` : undefined} />
      </div>
      {error ? (
        <p className="account-field__error" id={`${uid}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={sending} data-testid="review-submit">
        {t('reviews.submit')}
      </Button>
    </form>
  );
}

/**
 * On a complete order's page: each line's review, or the form to write it (one per line). Only a
 * delivered or collected order's buyer reviews, so every published review is a verified purchase.
 */
export function OrderReviews({ order }: { order: Order }) {
  const { t } = useT(NS);
  const [reviews, setReviews] = useState<Reviews | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const complete = order.status === 'complete';

  useEffect(() => {
    if (!complete) return;
    const controller = new AbortController();
    fetchOrderReviews(order.entity_id, controller.signal).then(setReviews, (error: unknown) => {
      if (!controller.signal.aborted) showFailure(error);
    });
    return () => controller.abort();
  }, [complete, order.entity_id]);

  if (!complete || !reviews) return null;
  // "Awa M.": the buyer's first name and initial, which they may change before sending.
  const buyer = order.billing_address;
  const defaultName = [buyer?.firstname, buyer?.lastname ? `${buyer.lastname.slice(0, 1)}.` : ''].filter(Boolean).join(' ');
  return (
    <section className="account-reviews" aria-labelledby="reviews-title" data-testid="order-reviews">
      <h2 id="reviews-title" className="account-section-title">
        {t('reviews.title')}
      </h2>
      <p>{t('reviews.intro')}</p>
      <ul className="account-reviews__lines">
        {reviews.items.map((line) => (
          <li key={line.order_item_id} data-testid="review-line">
            <p className="account-reviews__name">{line.name}</p>
            {line.review ? (
              <p data-testid="review-status">
                <span aria-hidden="true">{'★'.repeat(line.review.rating)}</span> {t(`reviews.status_${line.review.status}`)}
              </p>
            ) : open === line.order_item_id ? (
              <ReviewForm
                line={line}
                defaultName={defaultName}
                limits={reviews.limits}
                onSent={() => {
                  setOpen(null);
                  // The line now shows its review, waiting for the moderators.
                  fetchOrderReviews(order.entity_id).then(setReviews, showFailure);
                }}
              />
            ) : line.can_review ? (
              <Button variant="secondary" onClick={() => setOpen(line.order_item_id)} data-testid="review-open" aria-label={t('reviews.write_named', { name: line.name })}>
                {t('reviews.write')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
