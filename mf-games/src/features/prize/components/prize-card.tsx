import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatPrice, useLocalePath, useT, type Locale } from '@shop/shared';
import type { PrizeCoupon } from '../../../api/games';
import { NS } from '../../../i18n/register';

/** A game's outcome: the coupon won, to use in the cart, or a kind word. */
export function PrizeCard({ heading, coupon, note, locale }: { heading: string; coupon: PrizeCoupon | null; note?: string; locale: Locale }) {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  const title = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => title.current?.focus(), []);

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // Without clipboard permission the code stays on screen to copy by hand.
    }
  };

  return (
    <section className="games-card games-result" aria-labelledby="games-prize">
      <h2 id="games-prize" ref={title} tabIndex={-1} className="games-card__title">
        {heading}
      </h2>
      {coupon ? (
        <>
          <p>{t('prize.coupon_intro')}</p>
          <p className="games-coupon">
            <code data-testid="prize-coupon">{coupon.code}</code>
            <button type="button" className="shop-button shop-button--secondary shop-button--sm" onClick={() => void copy(coupon.code)}>
              {copied ? t('prize.copied') : t('prize.copy')}
            </button>
          </p>
          <p className="games-muted">
            {t('prize.coupon_until', { date: formatDate(coupon.endsAt, locale) })}
            {coupon.minSubtotal > 0 ? ` ${t('prize.coupon_min', { amount: formatPrice(coupon.minSubtotal, locale) })}` : ''} {t('prize.single_use')}
          </p>
          <Link className="shop-button shop-button--primary shop-button--full" to={localePath('/cart')}>
            {t('prize.use_in_cart')}
          </Link>
        </>
      ) : null}
      {note ? <p className="games-muted">{note}</p> : null}
    </section>
  );
}
