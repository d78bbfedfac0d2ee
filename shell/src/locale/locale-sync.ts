import { $locale, LOCALE_COOKIE_DAYS, LOCALE_COOKIE_NAME, setLocale, type Locale } from '@shop/shared';
import { detectLocale, localeCookie } from './lib/detect';

function remember(locale: Locale): void {
  document.cookie = localeCookie(LOCALE_COOKIE_NAME, locale, LOCALE_COOKIE_DAYS, window.location.protocol === 'https:');
}

/**
 * Sets the shop language before the first render (texts, API paths `/rest/{locale}/V1/`,
 * `<html lang>` all follow `$locale`) and remembers every change in the cookie.
 */
export function startLocale(): Locale {
  const locale = detectLocale({
    pathname: window.location.pathname,
    hostname: window.location.hostname,
    cookie: document.cookie,
    cookieName: LOCALE_COOKIE_NAME,
    languages: navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean),
  });
  setLocale(locale);
  document.documentElement.lang = locale;
  remember(locale);
  $locale.listen(remember);
  return locale;
}
