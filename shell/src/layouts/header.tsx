import { Link } from 'react-router';
import { useT, useLocalePath } from '@shop/shared';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-badge';
import { LanguageSwitch } from './language-switch';
import { SearchBox } from './search-box';

export function Logo() {
  const { t } = useT('shell');
  const localePath = useLocalePath();
  return (
    <Link className="logo" to={localePath('/')} aria-label={t('logo_label')}>
      {/* The shop's mark, a bag in Cameroon's colours (the favicon's drawing), inline so it paints
          with the header; the link's visible text stays exactly "Boutique", part of its name. */}
      <svg aria-hidden="true" className="logo__mark" viewBox="0 0 32 32" width="34" height="34">
        <rect width="32" height="32" rx="8" fill="#fcd116" />
        <path d="M8.5 12h15l-1.3 13.2a1.6 1.6 0 0 1-1.6 1.4h-9.2a1.6 1.6 0 0 1-1.6-1.4z" fill="#0b6e4f" />
        <path d="M12.5 12v-1.6a3.5 3.5 0 0 1 7 0V12" fill="none" stroke="#0b6e4f" strokeWidth="2" strokeLinecap="round" />
        <path d="m16 15.6 1.05 2.2 2.4.3-1.75 1.65.45 2.4L16 21l-2.15 1.15.45-2.4-1.75-1.65 2.4-.3z" fill="#ce1126" />
      </svg>
      <span className="logo__text">{t('shop_name')}</span>
    </Link>
  );
}

export function Header() {
  const { t } = useT('shell');
  const localePath = useLocalePath();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <div className="site-header__top">
        <Logo />
        <nav className="site-header__actions" aria-label={t('main_navigation')}>
          <Link className="header-action" to={localePath('/categorie')} aria-label={t('categories')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path fill="currentColor" d="M3 5h18v2H3V5Zm0 6h18v2H3v-2Zm0 6h18v2H3v-2Z" />
            </svg>
            <span className="header-action__label">{t('categories')}</span>
          </Link>
          <AccountMenu />
          <CartLink />
        </nav>
        <LanguageSwitch />
      </div>
      <SearchBox />
    </header>
  );
}
