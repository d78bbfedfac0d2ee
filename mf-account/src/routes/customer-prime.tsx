import { Link } from 'react-router';
import { useLocalePath, usePageData, useT, type PageLoader, type PrivateSales } from '@shop/shared';
import { fetchPrimeStatus, fetchPrivateSales, type PrimeStatus } from '../api/prime';
import { PRIME_BASE } from '../features/prime/lib/prime-base';
import { AccountFrame } from '../features/account-nav/components/account-frame';
import { PageError } from '../features/account-nav/components/page-error';
import { CardDownload } from '../features/prime/components/card-download';
import { JoinButton } from '../features/prime/components/join-panel';
import { DedicatedService, FreeDeliveryList, PointsHistory } from '../features/prime/components/member-extras';
import { NoticesBanner } from '../features/prime/components/notices-banner';
import { PerkList } from '../features/prime/components/perk-list';
import { PrimeSkeleton } from '../features/prime/components/prime-skeleton';
import { PrivateSalesList } from '../features/prime/components/private-sales-list';
import { ReferralBox } from '../features/prime/components/referral-box';
import { TierProgress } from '../features/prime/components/tier-progress';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the area's stylesheet, bundled with this chunk
import '../features/account-nav/components/account.css';
// oxlint-disable-next-line import/no-unassigned-import -- the Prime pages' stylesheet, bundled with this chunk
import '../features/prime/components/prime.css';

registerAccountTranslations();

export interface CustomerPrimeData {
  status: PrimeStatus;
  /** Only for members: the sales their tier opens, and how many wait higher up. */
  sales: PrivateSales | null;
}

export const loader: PageLoader<CustomerPrimeData> = async ({ locale, signal }) => {
  const status = await fetchPrimeStatus(signal);
  return { status, sales: status.member ? await fetchPrivateSales(locale, signal) : null };
};

/** /customer/prime: the member's tier, points, perks, referral, card and private sales. */
export default function CustomerPrime() {
  const { t } = useT(NS);
  const localise = useLocalePath();
  const { state, retry, reload } = usePageData(loader);

  let body;
  if (state.status === 'loading') body = <PrimeSkeleton />;
  else if (state.status === 'error') {
    body = <PageError what={t('prime.member.load_failed')} error={state.error} onRetry={retry} />;
  } else if (!state.data.status.member) {
    body = (
      <section className="prime-section" data-testid="prime-not-member">
        <p>{t('prime.member.not_member')}</p>
        <div className="prime-actions">
          <JoinButton referralCode={null} onJoined={reload} />
          <Link to={localise(PRIME_BASE)}>{t('prime.member.see_programme')}</Link>
        </div>
      </section>
    );
  } else {
    const member = state.data.status;
    body = (
      <>
        <NoticesBanner notices={member.notices} />
        <TierProgress member={member} />
        <CardDownload member={member} />
        {state.data.sales ? <PrivateSalesList sales={state.data.sales} /> : null}
        <PerkList perks={member.perks} />
        <ReferralBox member={member} />
        <FreeDeliveryList products={member.free_delivery} />
        <DedicatedService service={member.dedicated_service} />
        <PointsHistory history={member.history} />
        <p>
          <Link to={localise(PRIME_BASE)}>{t('prime.member.see_programme')}</Link>
        </p>
      </>
    );
  }

  return (
    <AccountFrame title={t('prime.member.title')}>
      <div className="prime-page prime-page--member">{body}</div>
    </AccountFrame>
  );
}
