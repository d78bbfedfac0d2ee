import { useT } from '@shop/shared';
import { AccountFrame } from '../features/account-nav/components/account-frame';
import { DeleteAccountForm } from '../features/delete-account/components/delete-account-form';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the area's stylesheet, bundled with this chunk
import '../features/account-nav/components/account.css';

registerAccountTranslations();

/** /delete-account: close the account, stating why. */
export default function DeleteAccount() {
  const { t } = useT(NS);
  return (
    <AccountFrame title={t('delete.title')}>
      <DeleteAccountForm />
    </AccountFrame>
  );
}
