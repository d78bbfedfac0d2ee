import { useEffect } from 'react';
import { Skeleton, bus, fetchFavorites, usePageData, useT, type FavoriteProduct, type PageLoader } from '@shop/shared';
import { AccountFrame } from '../features/account-nav/components/account-frame';
import { PageError } from '../features/account-nav/components/page-error';
import { FavoritesList } from '../features/favorites/components/favorites-list';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the area's stylesheet, bundled with this chunk
import '../features/account-nav/components/account.css';

registerAccountTranslations();

export const loader: PageLoader<FavoriteProduct[]> = ({ signal }) => fetchFavorites(signal);

/** /customer/favorites: the products the customer keeps (hearts on tiles and product pages). */
export default function CustomerFavorites() {
  const { t } = useT(NS);
  const { state, retry, reload } = usePageData(loader);
  useEffect(() => bus.on('favorites:changed', reload), [reload]);
  return (
    <AccountFrame title={t('favorites.title')}>
      {state.status === 'loading' ? <Skeleton lines={4} height="8rem" /> : null}
      {state.status === 'error' ? <PageError what={t('favorites.load_failed')} error={state.error} onRetry={retry} /> : null}
      {state.status === 'ready' ? <FavoritesList items={state.data} /> : null}
    </AccountFrame>
  );
}
