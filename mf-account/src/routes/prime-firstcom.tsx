import { Link } from 'react-router';
import { ErrorRetry, Skeleton, useDocumentTitle, useLocalePath, usePageData, useT, type PageLoader } from '@shop/shared';
import { fetchProgramme, type Programme } from '../api/prime';
import { PRIME_BASE } from '../features/prime/lib/prime-base';
import { PrimeNav } from '../features/prime/components/programme-view';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the Prime pages' stylesheet, bundled with this chunk
import '../features/prime/components/prime.css';

registerAccountTranslations();

export const loader: PageLoader<Programme> = ({ signal }) => fetchProgramme(signal);

/** /{brand}-prime/Firstcom: the first-order offer (a member's first order earns multiplied points). */
export default function PrimeFirstcom() {
  const { t } = useT([NS, 'common']);
  const localise = useLocalePath();
  const { state, retry } = usePageData(loader);
  useDocumentTitle(t('prime.firstcom.title'));
  return (
    <div className="prime-page">
      <header className="prime-hero">
        <h1 className="prime-page__title">{t('prime.firstcom.title')}</h1>
      </header>
      {state.status === 'loading' ? <Skeleton lines={3} /> : null}
      {state.status === 'error' ? <ErrorRetry message={`${t('prime.programme.load_failed')} ${state.error.hasResponse ? state.error.message : t('common:network_error')}`} onRetry={retry} /> : null}
      {state.status === 'ready' ? (
        <section className="prime-section" data-testid="prime-firstcom">
          <p>{t('prime.firstcom.offer', { times: state.data.rules.first_order_multiplier, fcfa: state.data.rules.fcfa_per_point })}</p>
          <p>{t('prime.firstcom.example', { points: (100_000 / state.data.rules.fcfa_per_point) * state.data.rules.first_order_multiplier })}</p>
          <p className="prime-muted">{t('prime.firstcom.conditions')}</p>
        </section>
      ) : null}
      <div className="prime-actions">
        <Link className="shop-button shop-button--primary" to={localise(`${PRIME_BASE}/new`)}>{t('prime.programme.join_new')}</Link>
        <Link className="shop-button shop-button--secondary" to={localise('/')}>{t('prime.firstcom.shop')}</Link>
      </div>
      <PrimeNav />
    </div>
  );
}
