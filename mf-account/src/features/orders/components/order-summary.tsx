import { useStore } from '@nanostores/react';
import { $locale, formatDate, formatPrice, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { magentoToIso, shippingAddress, visibleItems, type Order, type OrderAddress } from '../lib/order-view';
import { OrderStatus } from './order-status';

function Address({ address }: { address: OrderAddress }) {
  return (
    <address className="account-address">
      {address.firstname} {address.lastname}
      <br />
      {[address.street[0], address.city].filter(Boolean).join(', ')}
      <br />
      {address.telephone}
    </address>
  );
}

/** The order summary: number, date, status, lines, amounts, delivery and payment. */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const price = (amount: number) => formatPrice(amount, locale);
  const shipTo = shippingAddress(order);
  const rows: [string, number][] = [
    [t('order.subtotal'), order.subtotal],
    [t('order.shipping'), order.shipping_amount],
    ...(order.discount_amount ? ([[t('order.discount'), order.discount_amount]] as [string, number][]) : []),
    ...(order.order_guarantee_total ? ([[t('order.guarantee'), order.order_guarantee_total]] as [string, number][]) : []),
  ];
  return (
    <div className="account-order" data-testid="order-summary">
      <dl className="account-order__facts">
        <div>
          <dt>{t('order.date')}</dt>
          <dd>{formatDate(magentoToIso(order.created_at), locale, { withTime: true })}</dd>
        </div>
        <div>
          <dt>{t('order.status')}</dt>
          <dd>
            <OrderStatus status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{t('order.delivery')}</dt>
          <dd>{order.shipping_description || t('order.not_provided')}</dd>
        </div>
        <div>
          <dt>{t('order.payment')}</dt>
          <dd>{order.payment?.additional_information?.[0] ?? order.payment?.method ?? t('order.not_provided')}</dd>
        </div>
      </dl>
      <h2 className="account-section-title">{t('order.items')}</h2>
      <ul className="account-order__items">
        {visibleItems(order).map((item) => (
          <li key={item.item_id} className="account-order__item">
            <span className="account-order__item-name">{item.name}</span>
            <span className="account-order__item-meta">
              {t('order.qty', { count: item.qty_ordered })} · {price(item.price)}
              {item.original_price > item.price ? <s className="account-order__old">{price(item.original_price)}</s> : null}
            </span>
            <span className="account-order__item-total">{price(item.row_total)}</span>
          </li>
        ))}
      </ul>
      <dl className="account-order__totals">
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{price(amount)}</dd>
          </div>
        ))}
        <div className="account-order__grand">
          <dt>{t('order.total')}</dt>
          <dd>{price(order.grand_total)}</dd>
        </div>
      </dl>
      <div className="account-order__addresses">
        {shipTo ? (
          <section>
            <h2 className="account-section-title">{t('order.shipping_address')}</h2>
            <Address address={shipTo} />
          </section>
        ) : null}
        {order.billing_address ? (
          <section>
            <h2 className="account-section-title">{t('order.billing_address')}</h2>
            <Address address={order.billing_address} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
