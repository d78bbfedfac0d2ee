import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { $locale, setLocale, useT, type Locale } from '@shop/shared';
import { switchLocalePath } from '../composition/lib/route-table';

const LANGUAGES: readonly Locale[] = ['fr', 'en'];

/** FR | EN links to the same page under the other locale prefix. */
export function LanguageSwitch() {
  const { t } = useT('shell');
  const locale = useStore($locale);
  const { pathname, search, hash } = useLocation();
  return (
    <nav className="language-switch" aria-label={t('language')}>
      {LANGUAGES.map((lng) => (
        <Link
          key={lng}
          to={switchLocalePath(pathname, search, hash, lng)}
          lang={lng}
          hrefLang={lng}
          aria-current={lng === locale ? 'true' : undefined}
          title={t(`language_${lng}`)}
          onClick={() => setLocale(lng)}
        >
          {lng.toUpperCase()}
        </Link>
      ))}
    </nav>
  );
}
