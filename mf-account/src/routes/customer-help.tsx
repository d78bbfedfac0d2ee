import { Link } from 'react-router';
import { useLocalePath, useT } from '@shop/shared';
import { AccountFrame } from '../features/account-nav/components/account-frame';
import { AFTER_SALES_PATH, CONTACT_PATH, HELP_LINKS } from '../features/help/lib/help-links';
import { NS, registerAccountTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the area's stylesheet, bundled with this chunk
import '../features/account-nav/components/account.css';

registerAccountTranslations();

/** /customer/help: the help pages a customer needs most, and the after-sales contact. */
export default function CustomerHelp() {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  return (
    <AccountFrame title={t('help.title')}>
      <h2 className="account-section-title">{t('help.questions')}</h2>
      <ul className="account-links" data-testid="help-links">
        {HELP_LINKS.map((link) => (
          <li key={link.path}>
            <Link to={localePath(link.path)}>{t(`help.links.${link.key}`)}</Link>
          </li>
        ))}
      </ul>
      <section className="account-card">
        <h2 className="account-section-title">{t('help.after_sales_title')}</h2>
        <p>{t('help.after_sales_text')}</p>
        <p>
          <Link className="shop-button shop-button--primary" to={localePath(AFTER_SALES_PATH)}>
            {t('help.after_sales_action')}
          </Link>
        </p>
        <p>
          <Link to={localePath(CONTACT_PATH)}>{t('help.contact')}</Link>
        </p>
      </section>
    </AccountFrame>
  );
}
