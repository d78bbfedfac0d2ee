import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { useT, useLocalePath } from '@shop/shared';

const HELP_LINKS = [
  ['help_centre', '/centre-daide'],
  ['place_order', '/centre-daide/passer-une-commande'],
  ['pay_order', '/centre-daide/payer-votre-commande'],
  ['pickup_delivery', '/centre-daide/retrait-et-livraison'],
  ['track_order', '/centre-daide/suivre-votre-commande'],
  ['cancel_order', '/centre-daide/annuler-des-commandes'],
  ['returns', '/centre-daide/retour-et-remboursement'],
  ['after_sales', '/centre-daide/sav-et-reparation'],
] as const;

const INFO_LINKS = [
  ['about', '/a-propos-de-nous'],
  ['contact', '/contactez-nous'],
  ['return_policy', '/politique-de-retour'],
  ['terms', '/conditions-generales-de-vente'],
  ['privacy', '/politique-de-confidentialite'],
] as const;

/** Free pick-up at the three agencies, open 08:00 to 18:00. */
const AGENCIES = ['douala', 'yaounde', 'ngaoundere'] as const;
const OPENING = { open: '08:00', close: '18:00' };
const YEAR = new Date().getFullYear();

// The form (and its validation and API code) loads on its own, after the footer's links.
const NewsletterForm = lazy(() => import('./newsletter-form'));

export default function Footer() {
  const { t } = useT('shell');
  const localePath = useLocalePath();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.help')}</h2>
          <ul>
            {HELP_LINKS.map(([key, href]) => (
              <li key={key}>
                <Link to={localePath(href)}>{t(`footer.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-agencies">
          <h2 id="footer-agencies">{t('footer.agencies')}</h2>
          <p>{t('footer.agencies_pickup')}</p>
          <ul data-testid="agencies">
            {AGENCIES.map((agency) => (
              <li key={agency}>
                <strong>{t(`footer.${agency}`)}</strong>
                <br />
                <span>{t('footer.agency_hours', OPENING)}</span>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info">{t('footer.information')}</h2>
          <ul>
            {INFO_LINKS.map(([key, href]) => (
              <li key={key}>
                <Link to={localePath(href)}>{t(`footer.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* A column of the grid like the others: beside them on a desktop, after them on a phone. */}
        <section className="site-footer__newsletter" aria-labelledby="footer-newsletter" data-testid="footer-newsletter">
          <h2 id="footer-newsletter">{t('footer.newsletter')}</h2>
          <p>{t('footer.newsletter_pitch')}</p>
          <Suspense fallback={<div className="newsletter newsletter--placeholder" aria-hidden="true" />}>
            <NewsletterForm />
          </Suspense>
        </section>
      </div>
      <p className="site-footer__payments">{t('footer.payment_methods')}</p>
      <p className="site-footer__copyright">{t('footer.copyright', { year: YEAR })}</p>
    </footer>
  );
}
