import { useStore } from '@nanostores/react';
import { $locale, formatPrice, useT, type CartTotals } from '@shop/shared';
import { summariseTotals } from '../lib/totals';

/** Subtotal, discount and grand total as the totals endpoint computed them. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const { t } = useT('cart');
  const locale = useStore($locale);
  const { subtotal, discount, grandTotal, extras } = summariseTotals(totals);
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t('summary')}
      </h2>
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>{t('subtotal')}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(subtotal, locale)}</dd>
        </div>
        {extras.map((extra) => (
          <div key={extra.code} className="cart-summary__row">
            <dt>{extra.title}</dt>
            <dd data-testid={`cart-total-${extra.code}`}>{formatPrice(extra.value, locale)}</dd>
          </div>
        ))}
        {discount > 0 ? (
          <div className="cart-summary__row cart-summary__row--discount">
            <dt>{t('discount')}</dt>
            <dd data-testid="cart-discount">{formatPrice(-discount, locale)}</dd>
          </div>
        ) : null}
        <div className="cart-summary__row cart-summary__row--total">
          <dt>{t('grand_total')}</dt>
          <dd data-testid="cart-grand-total">{formatPrice(grandTotal, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
