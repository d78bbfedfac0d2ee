import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $locale, Skeleton, formatDate, formatPrice, useLocalePath, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { magentoToIso, pageCount, type OrderList as Orders } from '../lib/order-view';
import { OrderStatus } from './order-status';

export const ORDERS_PAGE_SIZE = 10;

/** The customer's orders, newest first, with links to each one and to the other pages. */
export function OrderList({ list, page }: { list: Orders; page: number }) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const localePath = useLocalePath();
  const pages = pageCount(list.total_count, ORDERS_PAGE_SIZE);
  if (list.total_count === 0) {
    return (
      <div className="account-empty" data-testid="orders-empty">
        <p>{t('orders.empty')}</p>
        <Link className="shop-button shop-button--primary" to={localePath('/')}>
          {t('orders.start_shopping')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="account-orders" data-testid="orders-list">
        {list.items.map((order) => (
          <li key={order.entity_id} className="account-orders__item" data-testid="order-row">
            <Link to={localePath(`/customer/orders/${order.entity_id}`)} className="account-orders__link">
              <span className="account-orders__number">{t('orders.number', { number: order.increment_id })}</span>
              <span className="account-orders__date">{formatDate(magentoToIso(order.created_at), locale)}</span>
              <OrderStatus status={order.status} />
              <span className="account-orders__total">{formatPrice(order.grand_total, locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="account-pager" aria-label={t('orders.pages')}>
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} rel="prev">
              {t('orders.previous')}
            </Link>
          ) : null}
          <span>{t('orders.page_of', { page, pages })}</span>
          {page < pages ? (
            <Link to={`?page=${page + 1}`} rel="next" data-testid="orders-next">
              {t('orders.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

export function OrderListSkeleton() {
  return (
    <ul className="account-orders" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        // oxlint-disable-next-line react/no-array-index-key -- identical placeholders that never reorder
        <li key={i} className="account-orders__item account-orders__item--skeleton">
          <Skeleton width="60%" height="1.25rem" />
          <Skeleton width="40%" height="1rem" />
        </li>
      ))}
    </ul>
  );
}
