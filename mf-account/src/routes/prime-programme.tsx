import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $isLoggedIn, ErrorRetry, Skeleton, useDocumentTitle, useLocalePath, usePageData, useT, type PageLoader } from '@shop/shared';
import { fetchProgramme, type Programme } from '../api/prime';
import { PRIME_BASE } from '../features/prime/lib/prime-base';
import { PointsRules, PrimeNav, TierTable } from '../features/prime/components/programme-view';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the Prime pages' stylesheet, bundled with this chunk
import '../features/prime/components/prime.css';

registerAccountTranslations();

export const loader: PageLoader<Programme> = ({ signal }) => fetchProgramme(signal);

/** /{brand}-prime: the public page of the loyalty programme. */
export default function PrimeProgramme() {
  const { t } = useT([NS, 'common']);
  const localise = useLocalePath();
  const loggedIn = useStore($isLoggedIn);
  const { state, retry } = usePageData(loader);
  useDocumentTitle(t('prime.programme.title'));
  return (
    <div className="prime-page">
      <header className="prime-hero">
        <h1 className="prime-page__title">{t('prime.programme.title')}</h1>
        <p>{t('prime.programme.intro')}</p>
      </header>
      <PrimeNav />
      {state.status === 'loading' ? <Skeleton lines={6} /> : null}
      {state.status === 'error' ? <ErrorRetry message={`${t('prime.programme.load_failed')} ${state.error.hasResponse ? state.error.message : t('common:network_error')}`} onRetry={retry} /> : null}
      {state.status === 'ready' ? (
        <>
          <TierTable programme={state.data} />
          <PointsRules programme={state.data} />
        </>
      ) : null}
      <div className="prime-actions">
        <Link className="shop-button shop-button--primary" to={localise(`${PRIME_BASE}/new`)}>{t('prime.programme.join_new')}</Link>
        <Link className="shop-button shop-button--secondary" to={localise(`${PRIME_BASE}/old`)}>{t('prime.programme.join_old')}</Link>
        {loggedIn ? <Link to={localise('/customer/prime')}>{t('prime.join.go_member_page')}</Link> : null}
      </div>
    </div>
  );
}
