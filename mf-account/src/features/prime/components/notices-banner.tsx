import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, showToast, useT } from '@shop/shared';
import { fetchNotices, markNoticesSeen, type PrimeNotice } from '../../../api/prime';
import { NS } from '../../../i18n/register';
import { formatPoints } from '../lib/prime-view';

type T = ReturnType<typeof useT>['t'];

function noticeText(t: T, locale: 'fr' | 'en', notice: PrimeNotice): string {
  return notice.kind === 'upgrade'
    ? t('prime.notices.upgrade', { tier: t(`prime.tiers.${notice.tier}`) })
    : t('prime.notices.referral', { points: formatPoints(notice.points, locale) });
}

/**
 * Mounted on every page of the customer area: what happened since the last visit (a tier reached,
 * a referral credited) shows once as a toast, then is marked seen on the server. Renders nothing.
 */
export function PrimeNoticeToasts() {
  const { t } = useT(NS);
  useEffect(() => {
    const controller = new AbortController();
    fetchNotices(controller.signal)
      .then(({ notices }) => {
        if (controller.signal.aborted || notices.length === 0) return undefined;
        for (const notice of notices) showToast({ type: 'success', message: noticeText(t, $locale.get(), notice) });
        return markNoticesSeen(notices.map((n) => n.id));
      })
      // Not marked seen means shown again next visit; a guest or a network failure shows nothing.
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('[account] Prime notices unavailable', error);
      });
    return () => controller.abort();
    // Once per page visit; the language of the toast is the one at that moment.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** The same notices kept on the member's Prime page for this visit. */
export function NoticesBanner({ notices }: { notices: PrimeNotice[] }) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  if (notices.length === 0) return null;
  return (
    <div className="prime-notices" role="status" data-testid="prime-notices">
      {notices.map((notice) => (
        <p key={notice.id}>{noticeText(t, locale, notice)}</p>
      ))}
    </div>
  );
}
