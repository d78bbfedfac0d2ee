import { $locale, i18n, setLocale, type Locale } from '@shop/shared';
import { detectLocale, LOCALE_COOKIE_DAYS, LOCALE_COOKIE_NAME, localeCookie } from './lib/detect';

function remember(locale: Locale): void {
  document.cookie = localeCookie(LOCALE_COOKIE_NAME, locale, LOCALE_COOKIE_DAYS, window.location.protocol === 'https:');
}

const metaText = (key: 'default_title' | 'default_description', locale: Locale) => i18n.t(`shell:meta.${key}`, { lng: locale });

/**
 * The shop's own title and description, in its language, for as long as no page sets its own
 * (pages put back what they found when they go): a language switch rewords them unless a page's
 * are showing.
 */
export function followDefaultMeta(locale: Locale, previous: Locale | null): void {
  if (previous === null || document.title === metaText('default_title', previous)) document.title = metaText('default_title', locale);
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  if (previous === null || !meta.content || meta.content === metaText('default_description', previous)) meta.content = metaText('default_description', locale);
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
  followDefaultMeta(locale, null);
  let current = locale;
  $locale.listen((next) => {
    remember(next);
    followDefaultMeta(next, current);
    current = next;
  });
  return locale;
}
