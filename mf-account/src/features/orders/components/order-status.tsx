import { orderStatusKey, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';

/** The order's status in words (the thank-you page's words), with its code for styling (never shown raw). */
export function OrderStatus({ status }: { status: string }) {
  const { t } = useT(NS);
  const key = orderStatusKey(status);
  return <span className={`account-status account-status--${key.split('.')[1]}`}>{t(key)}</span>;
}
