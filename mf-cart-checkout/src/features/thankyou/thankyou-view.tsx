import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $locale, ErrorRetry, formatDate, formatPrice, safeSessionStorage, Skeleton, useT, useLocalePath } from '@shop/shared';
import { fetchOrder, type Order } from '../../api/checkout';
import { addressLines, orderSummary } from '../checkout/lib/order-summary';
import { LAST_ORDER_KEY, readLastOrder, type LastOrder } from '../checkout/place-order';
// oxlint-disable-next-line import/no-unassigned-import
import '../cart/components/cart.css';
// oxlint-disable-next-line import/no-unassigned-import
import '../checkout/components/checkout.css';

type State = { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'error' } | { status: 'none' };

/**
 * The order just placed in this tab, read with the shopper's own right: the customer's token, or
 * for a guest the unguessable order reference the back end answered. Re-read on every visit (and
 * language change) so the status is the server's; the copy kept at placement shows meanwhile.
 */
function useLastOrder() {
  const locale = useStore($locale);
  const [attempt, setAttempt] = useState(0);
  const [last] = useState<LastOrder | null>(() => readLastOrder());
  const [state, setState] = useState<State>(() => (last ? (last.order ? { status: 'ready', order: last.order } : { status: 'loading' }) : { status: 'none' }));

  useEffect(() => {
    if (!last) return;
    let live = true;
    fetchOrder(last.id).then(
      (order) => {
        if (!live) return;
        safeSessionStorage.setJSON(LAST_ORDER_KEY, { id: last.id, order } satisfies LastOrder);
        setState({ status: 'ready', order });
      },
      (error: unknown) => {
        console.error('[thankyou] order read failed', error);
        if (live) setState((current) => (current.status === 'ready' ? current : { status: 'error' }));
      },
    );
    return () => {
      live = false;
    };
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- a language switch or a retry reads the order again
  }, [last, locale, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

export function ThankyouView() {
  const { t } = useT('cart');
  const locale = useStore($locale);
  const localePath = useLocalePath();
  const { state, retry } = useLastOrder();

  let body;
  if (state.status === 'loading') body = <Skeleton height={240} radius={6} />;
  else if (state.status === 'error') body = <ErrorRetry message={t('thankyou.load_failed')} onRetry={retry} />;
  else if (state.status === 'none') body = null;
  else {
    const s = orderSummary(state.order);
    const statusKey = `thankyou.status_${s.status}`;
    body = (
      <>
        <p className="thankyou-number" data-testid="order-number">
          {t('thankyou.order_number', { number: s.orderNumber })}
        </p>
        <dl className="thankyou-facts">
          <dt>{t('thankyou.date')}</dt>
          <dd>{formatDate(s.date, locale, { withTime: true })}</dd>
          <dt>{t('thankyou.status')}</dt>
          <dd data-testid="order-status">{t(statusKey, { defaultValue: s.status })}</dd>
          <dt>{t('thankyou.shipping_method')}</dt>
          <dd data-testid="order-shipping-method">{s.shippingMethod}</dd>
          <dt>{t('thankyou.payment')}</dt>
          <dd data-testid="order-payment">{s.payment}</dd>
        </dl>
        <section className="checkout-section">
          <h2>{t('thankyou.items')}</h2>
          <ul className="checkout-items">
            {s.items.map((item) => (
              <li key={item.sku} data-testid="order-item">
                <span>
                  {item.name} <span className="checkout-note">{t('thankyou.quantity', { count: item.qty_ordered })}</span>
                </span>
                <span>{formatPrice(item.row_total, locale)}</span>
              </li>
            ))}
          </ul>
          <dl className="cart-summary__rows">
            <div className="cart-summary__row">
              <dt>{t('thankyou.subtotal')}</dt>
              <dd>{formatPrice(s.subtotal, locale)}</dd>
            </div>
            <div className="cart-summary__row">
              <dt>{t('thankyou.shipping')}</dt>
              <dd data-testid="order-shipping-amount">{formatPrice(s.shipping_amount, locale)}</dd>
            </div>
            {s.discount_amount > 0 ? (
              <div className="cart-summary__row">
                <dt>{s.couponCode ? t('thankyou.coupon', { coupon: s.couponCode }) : t('thankyou.discount')}</dt>
                <dd>{formatPrice(-s.discount_amount, locale)}</dd>
              </div>
            ) : null}
            {s.order_guarantee_total > 0 ? (
              <div className="cart-summary__row">
                <dt>{t('thankyou.guarantee')}</dt>
                <dd>{formatPrice(s.order_guarantee_total, locale)}</dd>
              </div>
            ) : null}
            <div className="cart-summary__row cart-summary__row--total">
              <dt>{t('thankyou.total')}</dt>
              <dd data-testid="order-total">{formatPrice(s.total, locale)}</dd>
            </div>
          </dl>
        </section>
        <div className="thankyou-addresses">
          <section className="checkout-section thankyou-address">
            <h2>{t('thankyou.shipping_address')}</h2>
            {addressLines(s.shipping_address).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
          <section className="checkout-section thankyou-address">
            <h2>{t('thankyou.billing_address')}</h2>
            {addressLines(s.billing_address).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
        </div>
      </>
    );
  }

  return (
    <section className="thankyou-page" aria-busy={state.status === 'loading'} data-testid="thankyou">
      <h1>{state.status === 'none' ? t('thankyou.no_order') : t('thankyou.title')}</h1>
      {body}
      <Link className="shop-button shop-button--primary" to={localePath('/')}>
        {t('thankyou.continue_shopping')}
      </Link>
    </section>
  );
}
