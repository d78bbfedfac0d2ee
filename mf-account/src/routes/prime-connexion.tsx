import { useStore } from '@nanostores/react';
import { Link, Navigate } from 'react-router';
import { $isLoggedIn, useDocumentTitle, useLocalePath, useT } from '@shop/shared';
import { PRIME_BASE } from '../features/prime/lib/prime-base';
import { PrimeNav } from '../features/prime/components/programme-view';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the Prime pages' stylesheet, bundled with this chunk
import '../features/prime/components/prime.css';

registerAccountTranslations();

/**
 * /{brand}-prime/Connexion: signing in to Prime is signing in to the shop; a logged-in shopper
 * goes straight to their Prime page, the others log in (and come back to it) or join.
 */
export default function PrimeConnexion() {
  const { t } = useT(NS);
  const localise = useLocalePath();
  const loggedIn = useStore($isLoggedIn);
  useDocumentTitle(t('prime.connexion.title'));
  if (loggedIn) return <Navigate to={localise('/customer/prime')} replace />;
  return (
    <div className="prime-page">
      <header className="prime-hero">
        <h1 className="prime-page__title">{t('prime.connexion.title')}</h1>
        <p>{t('prime.connexion.intro')}</p>
      </header>
      <div className="prime-actions">
        <Link className="shop-button shop-button--primary" to={localise(`/login?redirect=${encodeURIComponent('/customer/prime')}`)} data-testid="prime-connexion-login">
          {t('prime.connexion.log_in')}
        </Link>
        <Link to={localise(`${PRIME_BASE}/new`)}>{t('prime.programme.join_new')}</Link>
      </div>
      <PrimeNav />
    </div>
  );
}
