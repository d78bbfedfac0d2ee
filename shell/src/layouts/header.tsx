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
      {/* The letter is drawn by CSS: the link's visible text is then exactly "Boutique", part of its name. */}
      <span aria-hidden="true" className="logo__mark" />
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
