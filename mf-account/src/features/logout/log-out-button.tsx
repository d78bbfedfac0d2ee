import { Button, useT } from '@shop/shared';
import { NS } from '../../i18n/index';
import { useLogOut } from './use-log-out';

export function LogOutButton() {
  const { t } = useT(NS);
  const { logOut, pending } = useLogOut();
  return (
    <Button variant="secondary" fullWidth loading={pending} onClick={() => logOut()}>
      {pending ? t('logout.in_progress') : t('logout.action')}
    </Button>
  );
}
