import { Link } from 'react-router';
import { useDocumentTitle, useLocalePath, useT } from '@shop/shared';
import { NS, registerPromotionsTranslations } from '../i18n/register';
import { ContactForm } from '../features/contact/components/contact-form';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by nature
import '../features/info-pages/components/info-pages.css';

registerPromotionsTranslations();

/** /contact and /contactez-nous: how to reach customer service, and the form (stored, acknowledged by SMS). */
export default function Contact() {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  useDocumentTitle(t('contact.title'));
  return (
    <section className="ip" data-testid="contact-page">
      <h1 className="ip-title">{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <ul>
        <li>{t('contact.hours')}</li>
        <li>
          <Link to={localePath('/nos-showrooms')}>{t('contact.agencies')}</Link>
        </li>
        <li>
          <Link to={localePath('/centre-daide')}>{t('contact.helpCentre')}</Link>
        </li>
      </ul>
      <ContactForm />
    </section>
  );
}
