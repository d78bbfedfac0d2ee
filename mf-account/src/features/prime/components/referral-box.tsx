import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, Button, showToast, TOAST_DURATION, useLocalePath, useT } from '@shop/shared';
import type { PrimeMember } from '../../../api/prime';
import { NS } from '../../../i18n/register';
import { formatPoints, referralLink } from '../lib/prime-view';

/** The member's code and link, with copy and (where the phone offers it) the system share sheet. */
export function ReferralBox({ member }: { member: PrimeMember }) {
  const { t } = useT(NS);
  const localise = useLocalePath();
  const locale = useStore($locale);
  const link = referralLink(window.location.origin, localise, member.referral_code);
  const [canShare] = useState(() => typeof navigator.share === 'function');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ type: 'success', message: t('prime.referral.copied'), duration: TOAST_DURATION.quick });
    } catch {
      showToast({ type: 'error', message: t('prime.referral.copy_failed') });
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t('prime.referral.share_title'), text: t('prime.referral.share_text', { code: member.referral_code }), url: link });
    } catch (error) {
      // Closing the share sheet is the shopper's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) showToast({ type: 'error', message: t('prime.referral.copy_failed') });
    }
  };

  return (
    <section className="prime-section" aria-labelledby="prime-referral-heading">
      <h2 id="prime-referral-heading" className="prime-section__title">{t('prime.referral.title')}</h2>
      <p>{t('prime.referral.explain', { points: formatPoints(member.referrals.points_each, locale) })}</p>
      <p className="prime-referral__code">
        {t('prime.referral.code')} <strong data-testid="prime-referral-code">{member.referral_code}</strong>
      </p>
      <label className="prime-field">
        <span>{t('prime.referral.link')}</span>
        <input readOnly value={link} data-testid="prime-referral-link" onFocus={(e) => e.currentTarget.select()} />
      </label>
      <div className="prime-actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('prime.referral.copy')}
        </Button>
        {canShare ? <Button variant="secondary" onClick={() => void share()}>{t('prime.referral.share')}</Button> : null}
      </div>
      <p className="prime-muted">{t('prime.referral.stats', { joined: member.referrals.joined, credited: member.referrals.credited })}</p>
    </section>
  );
}
