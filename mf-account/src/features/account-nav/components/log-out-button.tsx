import { useState } from 'react';
import { Button, bus, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';

/** Log-out belongs to the shell's session module; this button only asks for it. */
export function LogOutButton() {
  const { t } = useT(NS);
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="secondary"
      fullWidth
      loading={pending}
      data-testid="account-logout"
      onClick={() => {
        if (pending) return;
        setPending(true);
        bus.emit('session:logout-requested', { reason: 'user' });
      }}
    >
      {pending ? t('logout.in_progress') : t('logout.action')}
    </Button>
  );
}
