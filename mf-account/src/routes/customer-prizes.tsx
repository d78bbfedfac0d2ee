import { Skeleton, usePageData, useT, type PageLoader } from '@shop/shared';
import { fetchMyPrizes, type GamePrize } from '../api/prizes';
import { AccountFrame } from '../features/account-nav/components/account-frame';
import { PageError } from '../features/account-nav/components/page-error';
import { PrizeList } from '../features/prizes/components/prize-list';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the area's stylesheet, bundled with this chunk
import '../features/account-nav/components/account.css';

registerAccountTranslations();

export const loader: PageLoader<GamePrize[]> = ({ locale, signal }) => fetchMyPrizes(locale, signal);

/** /customer/prizes: the coupons the customer won in the games, to use at checkout. */
export default function CustomerPrizes() {
  const { t } = useT(NS);
  const { state, retry } = usePageData(loader);
  return (
    <AccountFrame title={t('prizes.title')}>
      {state.status === 'loading' ? <Skeleton lines={3} height="5rem" /> : null}
      {state.status === 'error' ? <PageError what={t('prizes.load_failed')} error={state.error} onRetry={retry} /> : null}
      {state.status === 'ready' ? <PrizeList prizes={state.data} /> : null}
    </AccountFrame>
  );
}
