import { Skeleton, usePageData, useT, type Customer, type PageLoader } from '@shop/shared';
import { fetchCurrentCustomer } from '../api/customer';
import { AccountFrame } from '../features/account-nav/components/account-frame';
import { PageError } from '../features/account-nav/components/page-error';
import { LanguageForm } from '../features/language/components/language-form';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the area's stylesheet, bundled with this chunk
import '../features/account-nav/components/account.css';

registerAccountTranslations();

export const loader: PageLoader<Customer> = ({ signal }) => fetchCurrentCustomer(signal);

/** /customer/language: the language the shop speaks to this customer in. */
export default function CustomerLanguage() {
  const { t } = useT(NS);
  const { state, retry } = usePageData(loader);
  return (
    <AccountFrame title={t('language.title')}>
      {state.status === 'loading' ? <Skeleton lines={3} height="2.75rem" /> : null}
      {state.status === 'error' ? <PageError what={t('language.load_failed')} error={state.error} onRetry={retry} /> : null}
      {state.status === 'ready' ? <LanguageForm customer={state.data} /> : null}
    </AccountFrame>
  );
}
