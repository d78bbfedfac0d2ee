import { useEffect } from 'react';
import { Link } from 'react-router';
import { setUser, useLocalePath, usePageData, useT, type Customer, type PageLoader } from '@shop/shared';
import { fetchCurrentCustomer } from '../api/customer';
import { fetchOrders } from '../api/orders';
import { fetchPrimeStatus, type PrimeStatus } from '../api/prime';
import { AccountFrame } from '../features/account-nav/components/account-frame';
import { PageError } from '../features/account-nav/components/page-error';
import { overviewShortcuts } from '../features/account-nav/lib/shortcuts';
import { CustomerProfileCard } from '../features/customer-profile/components/customer-profile-card';
import { CustomerProfileSkeleton } from '../features/customer-profile/components/customer-profile-skeleton';
import { toCustomerView } from '../features/customer-profile/lib/customer-view';
import { OrderList } from '../features/orders/components/order-list';
import type { OrderList as Orders } from '../features/orders/lib/order-view';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the page's stylesheets, bundled with this chunk
import '../features/customer-profile/components/customer-profile.css';
// oxlint-disable-next-line import/no-unassigned-import
import '../features/account-nav/components/account.css';

registerAccountTranslations();

/** How many recent orders the overview shows. */
const RECENT_ORDERS = 3;

export const loader: PageLoader<{ customer: Customer; orders: Orders; prime: PrimeStatus | null }> = async ({ signal }) => {
  const [customer, orders, prime] = await Promise.all([
    fetchCurrentCustomer(signal),
    fetchOrders(1, RECENT_ORDERS, signal),
    // The loyalty summary is a bonus: without it the overview still shows the account.
    fetchPrimeStatus(signal).catch(() => null),
  ]);
  return { customer, orders, prime };
};

/** /customer: who is logged in, their Prime tier and points, their last orders and the way to every page of the area. */
export default function CustomerOverview() {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  const { state, retry } = usePageData(loader);
  const customer = state.status === 'ready' ? state.data.customer : null;
  // The stored profile (header greeting, checkout) follows what the server just said.
  useEffect(() => {
    if (customer) setUser(customer);
  }, [customer]);
  const view = customer ? toCustomerView(customer) : null;

  return (
    <AccountFrame title={t('overview.title')}>
      {view?.firstname ? <p className="account-overview__greeting">{t('overview.greeting', { name: view.firstname })}</p> : null}
      {state.status === 'loading' ? <CustomerProfileSkeleton /> : null}
      {state.status === 'error' ? <PageError what={t('overview.load_failed')} error={state.error} onRetry={retry} /> : null}
      {state.status === 'ready' && view ? (
        <>
          {state.data.prime?.member ? (
            <p className="account-card" data-testid="overview-prime">
              {t('overview.prime', { tier: t(`prime.tiers.${state.data.prime.tier.code}`), count: state.data.prime.points })}{' '}
              <Link to={localePath('/customer/prime')}>{t('overview.prime_link')}</Link>
            </p>
          ) : null}
          <CustomerProfileCard customer={view} />
          <h2 className="account-section-title">{t('overview.recent_orders')}</h2>
          <OrderList list={{ ...state.data.orders, total_count: Math.min(state.data.orders.total_count, RECENT_ORDERS) }} page={1} />
          {state.data.orders.total_count > RECENT_ORDERS ? (
            <p>
              <Link to={localePath('/customer/orders')}>{t('overview.all_orders', { count: state.data.orders.total_count })}</Link>
            </p>
          ) : null}
          <h2 className="account-section-title">{t('overview.shortcuts')}</h2>
          <ul className="account-links">
            {overviewShortcuts().map((item) => (
              <li key={item.path}>
                <Link to={localePath(item.path)}>{t(`menu.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </AccountFrame>
  );
}
