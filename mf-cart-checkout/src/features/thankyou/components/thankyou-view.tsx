import { useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $locale, ErrorRetry, formatDate, formatPrice, orderStatusKey, Skeleton, useT, useLocalePath, type LoadState, type Order } from '@shop/shared';
import { LineOptions, LinePicture } from '../../cart/components/line-picture';
import { addressLines, orderSummary } from '../../checkout/lib/order-summary';
import { readLastOrder } from '../../checkout/lib/place-order';
import { MobileMoneyPayment } from './mobile-money-payment';
// oxlint-disable-next-line import/no-unassigned-import
import '../../cart/components/cart.css';
// oxlint-disable-next-line import/no-unassigned-import
import '../../checkout/components/checkout.css';

interface ThankyouViewProps {
  /** The page loader's run: the order read again from the server, null when this tab placed none. */
  state: LoadState<Order | null | undefined>;
  retry: () => void;
}

/**
 * The order just placed in this tab. The copy kept at placement shows while the server's is
 * read, and stays when that read fails.
 */
export function ThankyouView({ state: load, retry }: ThankyouViewProps) {
  const [kept] = useState(() => readLastOrder()?.order ?? null);
  const [lastId] = useState(() => readLastOrder()?.id ?? null);
  // Placed to be paid by mobile money: the payment stays in view once the shopper switches to cash,
  // to say so, although the order read again names cash on delivery.
  const [placedForMobileMoney] = useState(() => readLastOrder()?.order?.payment?.method === 'mesomb_gateway');
  let state: { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'error' } | { status: 'none' };
  if (load.status === 'ready') state = load.data ? { status: 'ready', order: load.data } : { status: 'none' };
  else if (kept) state = { status: 'ready', order: kept };
  else state = load.status === 'error' ? { status: 'error' } : { status: 'loading' };

  const { t } = useT('cart');
  const locale = useStore($locale);
  const localePath = useLocalePath();

  let body;
  if (state.status === 'loading') body = <Skeleton height={240} radius={6} />;
  else if (state.status === 'error') body = <ErrorRetry message={t('thankyou.load_failed')} onRetry={retry} />;
  else if (state.status === 'none') body = null;
  else {
    const s = orderSummary(state.order);
    body = (
      <>
        <p className="thankyou-number" data-testid="order-number">
          {t('thankyou.order_number', { number: s.orderNumber })}
        </p>
        {(state.order.payment?.method === 'mesomb_gateway' || placedForMobileMoney) && lastId ? <MobileMoneyPayment orderId={lastId} onOrderChanged={retry} /> : null}
        <dl className="thankyou-facts">
          <dt>{t('thankyou.date')}</dt>
          <dd>{formatDate(s.date, locale, { withTime: true })}</dd>
          <dt>{t('thankyou.status')}</dt>
          <dd data-testid="order-status">{t(orderStatusKey(s.status))}</dd>
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
                <span className="line-with-picture">
                  <LinePicture image={item.image} size={48} />
                  <span className="line-with-picture__text">
                    <span>
                      {item.name} <span className="checkout-note">{t('thankyou.quantity', { count: item.qty_ordered })}</span>
                    </span>
                    <LineOptions options={item.options} />
                  </span>
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
