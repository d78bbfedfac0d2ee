import { Link } from 'react-router';
import { Skeleton, useLocalePath, usePageData, useT, type PageLoader } from '@shop/shared';
import { fetchOrder } from '../api/orders';
import { AccountFrame } from '../features/account-nav/components/account-frame';
import { PageError } from '../features/account-nav/components/page-error';
import { OrderSummary } from '../features/orders/components/order-summary';
import { PickupPanel } from '../features/orders/components/pickup-panel';
import { OrderTimeline } from '../features/orders/components/order-timeline';
import { OrderReviews } from '../features/orders/components/order-reviews';
import type { Order } from '../features/orders/lib/order-view';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the area's stylesheet, bundled with this chunk
import '../features/account-nav/components/account.css';

registerAccountTranslations();

export const loader: PageLoader<Order> = ({ params, signal }) => fetchOrder(params['id'] ?? '', signal);

/** /customer/orders/{id}: one of the customer's orders; a pick-up order's deadline and switch. */
export default function CustomerOrder() {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  const { state, retry, reload } = usePageData(loader);
  const title = state.status === 'ready' ? t('orders.number', { number: state.data.increment_id }) : t('order.title');
  return (
    <AccountFrame title={title}>
      <p>
        <Link to={localePath('/customer/orders')}>{t('order.back')}</Link>
      </p>
      {state.status === 'loading' ? <Skeleton lines={8} height="1.25rem" /> : null}
      {state.status === 'error' && state.error.status === 404 ? <p role="alert">{t('order.not_found')}</p> : null}
      {state.status === 'error' && state.error.status !== 404 ? <PageError what={t('order.load_failed')} error={state.error} onRetry={retry} /> : null}
      {state.status === 'ready' ? (
        <>
          <PickupPanel order={state.data} onSwitched={reload} />
          <OrderSummary order={state.data} />
          <OrderTimeline order={state.data} />
          <OrderReviews order={state.data} />
        </>
      ) : null}
    </AccountFrame>
  );
}
