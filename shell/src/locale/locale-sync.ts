import { $locale, i18n, setLocale, setShopMeta, type Locale } from '@shop/shared';
import { SERVER_TITLE_ATTRIBUTE } from '@shop/shared/contracts/page-head';
import { detectLocale, LOCALE_COOKIE_DAYS, LOCALE_COOKIE_NAME, localeCookie } from './lib/detect';

function remember(locale: Locale): void {
  document.cookie = localeCookie(LOCALE_COOKIE_NAME, locale, LOCALE_COOKIE_DAYS, window.location.protocol === 'https:');
}

const metaText = (key: 'default_title' | 'default_description', locale: Locale) => i18n.t(`shell:meta.${key}`, { lng: locale });

/**
 * The shop's own title and description, in its language, for as long as no page sets its own
 * (pages put back what they found when they go): a language switch rewords them unless a page's
 * are showing. At start-up a description already in the HTML is the server-rendered page's own
 * (the shell's template has none), and so is a title the gateway marked `data-page-title` (the
 * template's is a bare placeholder): they stay, rather than being replaced by the shop's and then
 * written back by the page as it hydrates.
 */
export function followDefaultMeta(locale: Locale, previous: Locale | null): void {
  const title = metaText('default_title', locale);
  const description = metaText('default_description', locale);
  setShopMeta({ title, description });
  const startUp = previous === null;
  if (startUp ? !document.head.querySelector(`title[${SERVER_TITLE_ATTRIBUTE}]`) : document.title === metaText('default_title', previous)) document.title = title;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  if (!meta.content || (previous !== null && meta.content === metaText('default_description', previous))) meta.content = description;
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
