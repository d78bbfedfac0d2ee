import { useEffect, useRef } from 'react';
import { showToast, useT } from '@shop/shared';
import { markNoticesSeen, type PrimeNotice } from '../../../api/prime';
import { NS } from '../../../i18n/index';

/**
 * What happened since the last visit (a tier reached, a referral credited): shown once as a toast
 * and kept on the page for this visit, then marked seen on the server so it does not come back.
 */
export function NoticesBanner({ notices }: { notices: PrimeNotice[] }) {
  const { t } = useT(NS);
  const sent = useRef(false);
  const text = (notice: PrimeNotice) =>
    notice.kind === 'upgrade'
      ? t('prime.notices.upgrade', { tier: t(`prime.tiers.${notice.tier}`) })
      : t('prime.notices.referral', { points: notice.points });

  useEffect(() => {
    if (sent.current || notices.length === 0) return;
    sent.current = true;
    for (const notice of notices) showToast({ type: 'success', message: text(notice) });
    // Not seen on the server means shown again next visit: a failure here costs nothing more.
    markNoticesSeen(notices.map((n) => n.id)).catch((error: unknown) => console.error('[account] notices not marked seen', error));
    // Runs once per page visit with the notices the loader brought.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [notices]);

  if (notices.length === 0) return null;
  return (
    <div className="prime-notices" role="status" data-testid="prime-notices">
      {notices.map((notice) => (
        <p key={notice.id}>{text(notice)}</p>
      ))}
    </div>
  );
}
