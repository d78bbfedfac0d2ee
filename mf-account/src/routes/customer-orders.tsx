import { usePageData, useT, type PageLoader } from '@shop/shared';
import { fetchOrders } from '../api/orders';
import { AccountFrame } from '../features/account-nav/components/account-frame';
import { PageError } from '../features/account-nav/components/page-error';
import { ORDERS_PAGE_SIZE, OrderList, OrderListSkeleton } from '../features/orders/components/order-list';
import { pageFromSearch, type OrderList as Orders } from '../features/orders/lib/order-view';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the area's stylesheet, bundled with this chunk
import '../features/account-nav/components/account.css';

registerAccountTranslations();

export const loader: PageLoader<{ list: Orders; page: number }> = async ({ search, signal }) => {
  const page = pageFromSearch(search);
  return { list: await fetchOrders(page, ORDERS_PAGE_SIZE, signal), page };
};

/** /customer/orders: the customer's orders, newest first, a page at a time. */
export default function CustomerOrders() {
  const { t } = useT(NS);
  const { state, retry } = usePageData(loader);
  return (
    <AccountFrame title={t('orders.title')}>
      {state.status === 'loading' ? <OrderListSkeleton /> : null}
      {state.status === 'error' ? <PageError what={t('orders.load_failed')} error={state.error} onRetry={retry} /> : null}
      {state.status === 'ready' ? <OrderList list={state.data.list} page={state.data.page} /> : null}
    </AccountFrame>
  );
}
