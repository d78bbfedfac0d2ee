import { atom } from 'nanostores';
import { i18n, startI18n } from '../i18n/index';
import { LOCALES, type Locale } from '../types';

export type { Locale } from '../types';
export { LOCALES } from '../types';

/** Current shop language. French is the default; the shell sets it from the URL. */
export const $locale = atom<Locale>('fr');

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Switches texts, API paths and formats together (components follow `$locale`). */
export function setLocale(locale: Locale): void {
  if (!isLocale(locale)) throw new TypeError(`Unsupported locale: ${String(locale)}`);
  startI18n();
  $locale.set(locale);
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

// Someone calling i18n.changeLanguage directly must not leave the store (and so API paths and
// prices) in the old language.
i18n.on('languageChanged', (lng: string) => {
  if (isLocale(lng) && lng !== $locale.get()) setLocale(lng);
});
