import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatPrice, useLocalePath, useT, type Locale } from '@shop/shared';
import type { SpinResult } from '../../api/games';
import { NS } from '../../i18n/index';

/** The spin's outcome: the coupon to use in the cart, or a kind word. */
export function PrizeCard({ result, locale }: { result: SpinResult; locale: Locale }) {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);

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
      <h2 id="games-prize" ref={heading} tabIndex={-1} className="games-card__title">
        {result.coupon ? t('wheel.won', { prize: result.label }) : t('wheel.lost', { label: result.label })}
      </h2>
      {result.coupon ? (
        <>
          <p>{t('wheel.coupon_intro')}</p>
          <p className="games-coupon">
            <code data-testid="prize-coupon">{result.coupon.code}</code>
            <button type="button" className="shop-button shop-button--secondary shop-button--sm" onClick={() => void copy(result.coupon!.code)}>
              {copied ? t('wheel.copied') : t('wheel.copy')}
            </button>
          </p>
          <p className="games-muted">
            {t('wheel.coupon_until', { date: formatDate(result.coupon.endsAt, locale) })}
            {result.coupon.minSubtotal > 0 ? ` ${t('wheel.coupon_min', { amount: formatPrice(result.coupon.minSubtotal, locale) })}` : ''} {t('wheel.single_use')}
          </p>
          <Link className="shop-button shop-button--primary shop-button--full" to={localePath('/cart')}>
            {t('wheel.use_in_cart')}
          </Link>
        </>
      ) : (
        <p className="games-muted">{t('wheel.one_play')}</p>
      )}
    </section>
  );
}
