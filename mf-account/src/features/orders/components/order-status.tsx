import { useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { statusKey } from '../lib/order-view';

/** The order's state in words, with its code for styling (never shown raw). */
export function OrderStatus({ state }: { state: string }) {
  const { t } = useT(NS);
  const key = statusKey(state);
  return <span className={`account-status account-status--${key}`}>{t(`orders.status.${key}`)}</span>;
}
