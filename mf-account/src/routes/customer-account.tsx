import { Link } from 'react-router';
import { Skeleton, useLocalePath, usePageData, useT, type Customer, type PageLoader, type Town } from '@shop/shared';
import { fetchCustomerAndTowns } from '../api/customer';
import { AccountFrame } from '../features/account-nav/components/account-frame';
import { PageError } from '../features/account-nav/components/page-error';
import { PasswordForm } from '../features/profile/components/password-form';
import { ProfileForm } from '../features/profile/components/profile-form';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the area's stylesheet, bundled with this chunk
import '../features/account-nav/components/account.css';

registerAccountTranslations();

export const loader: PageLoader<{ customer: Customer; towns: Town[] }> = ({ signal }) => fetchCustomerAndTowns(signal);

/** /customer/account: the customer's details, newsletter opt-in and password. */
export default function CustomerAccount() {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  const { state, retry, reload } = usePageData(loader);
  return (
    <AccountFrame title={t('account.title')}>
      {state.status === 'loading' ? <Skeleton lines={10} height="2.75rem" /> : null}
      {state.status === 'error' ? <PageError what={t('account.load_failed')} error={state.error} onRetry={retry} /> : null}
      {state.status === 'ready' ? (
        <>
          <ProfileForm key={state.data.customer.updated_at ?? ''} customer={state.data.customer} towns={state.data.towns} onSaved={reload} />
          <PasswordForm />
          <p>
            <Link to={localePath('/delete-account')} data-testid="delete-account-link">
              {t('delete.link')}
            </Link>
          </p>
        </>
      ) : null}
    </AccountFrame>
  );
}
