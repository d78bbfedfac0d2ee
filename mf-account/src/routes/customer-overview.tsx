import { ErrorRetry, useT } from '@shop/shared';
import { CustomerProfileCard } from '../features/customer-profile/customer-profile-card';
import { CustomerProfileSkeleton } from '../features/customer-profile/customer-profile-skeleton';
import { useCustomerProfile } from '../features/customer-profile/use-customer-profile';
import { LogOutButton } from '../features/account-nav/components/log-out-button';
import { NS } from '../i18n/index';
// oxlint-disable-next-line import/no-unassigned-import -- the page's stylesheet, bundled with this chunk
import '../features/customer-profile/customer-profile.css';

/** /customer: the shopper's profile from `customers/me` and the way out (spec §2, §4). */
export default function CustomerOverview() {
  const { t } = useT([NS, 'common']);
  const { state, retry } = useCustomerProfile();
  const firstname = state.status === 'ready' ? state.customer.firstname : '';

  let body;
  if (state.status === 'loading') body = <CustomerProfileSkeleton />;
  else if (state.status === 'error') {
    const reason = state.serverMessage ?? t('common:network_error');
    body = <ErrorRetry message={`${t('overview.load_failed')} ${reason}`} onRetry={retry} />;
  } else body = <CustomerProfileCard customer={state.customer} />;

  return (
    <div className="account-overview">
      <header>
        <h1 className="account-overview__title">{t('overview.title')}</h1>
        {firstname ? (
          <p className="account-overview__greeting">{t('overview.greeting', { name: firstname })}</p>
        ) : null}
      </header>
      {body}
      <div className="account-overview__actions">
        <LogOutButton />
      </div>
    </div>
  );
}
