import { useLocation } from 'react-router';
import { useDocumentTitle, useT } from '@shop/shared';
import { JoinFlow } from '../features/prime/components/join-flow';
import { PrimeNav } from '../features/prime/components/programme-view';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the Prime pages' stylesheet, bundled with this chunk
import '../features/prime/components/prime.css';

registerAccountTranslations();

/**
 * /{brand}-prime/new (join as a new customer: sign up first, a member's referral code welcome)
 * and /{brand}-prime/old (join as an existing customer: log in first). One page, two addresses.
 */
export default function PrimeJoin() {
  const { t } = useT(NS);
  const { pathname } = useLocation();
  const mode = /\/new\/?$/i.test(pathname) ? 'new' : 'old';
  useDocumentTitle(t(`prime.${mode}.title`));
  return (
    <div className="prime-page">
      <header className="prime-hero">
        <h1 className="prime-page__title">{t(`prime.${mode}.title`)}</h1>
        <p>{t(`prime.${mode}.intro`)}</p>
      </header>
      <JoinFlow key={mode} mode={mode} />
      <PrimeNav />
    </div>
  );
}
