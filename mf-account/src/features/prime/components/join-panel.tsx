import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $locale, Button, notifyApiError, useT } from '@shop/shared';
import { joinPrime, type PrimeMember } from '../../../api/prime';
import { NS } from '../../../i18n/register';

/**
 * Joins the logged-in shopper (the server decides whether as a new or an existing customer and
 * checks the referral code). Errors are the server's own message, in the shopper's language.
 */
export function JoinButton({ referralCode, onJoined }: { referralCode: string | null; onJoined: (member: PrimeMember) => void }) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const [busy, setBusy] = useState(false);
  const join = () => {
    setBusy(true);
    joinPrime(referralCode, locale)
      .then(onJoined, (error: unknown) => {
        notifyApiError(error, { toastWithoutResponse: true });
      })
      .finally(() => setBusy(false));
  };
  return (
    <Button loading={busy} onClick={join} data-testid="prime-join">
      {t('prime.join.action')}
    </Button>
  );
}
