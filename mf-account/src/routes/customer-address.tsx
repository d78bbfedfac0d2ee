import { Skeleton, usePageData, useT, type Customer, type PageLoader, type Town } from '@shop/shared';
import { fetchCustomerAndTowns } from '../api/customer';
import { AccountFrame } from '../features/account-nav/components/account-frame';
import { PageError } from '../features/account-nav/components/page-error';
import { AddressBook } from '../features/address-book/components/address-book';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the area's stylesheet, bundled with this chunk
import '../features/account-nav/components/account.css';

registerAccountTranslations();

export const loader: PageLoader<{ customer: Customer; towns: Town[] }> = ({ signal }) => fetchCustomerAndTowns(signal);

/** /customer/address: the address book (add, edit, delete, default shipping address). */
export default function CustomerAddressPage() {
  const { t } = useT(NS);
  const { state, retry, reload } = usePageData(loader);
  return (
    <AccountFrame title={t('address.title')}>
      {state.status === 'loading' ? <Skeleton lines={6} height="1.5rem" /> : null}
      {state.status === 'error' ? <PageError what={t('address.load_failed')} error={state.error} onRetry={retry} /> : null}
      {state.status === 'ready' ? <AddressBook customer={state.data.customer} towns={state.data.towns} onChanged={reload} /> : null}
    </AccountFrame>
  );
}
