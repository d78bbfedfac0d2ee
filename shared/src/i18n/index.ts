import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Locale } from '../types';
import commonEn from './en.json';
import commonFr from './fr.json';

type TranslationTree = { [key: string]: string | TranslationTree };

/**
 * The page's single i18next instance. Its own instance (not i18next's global default) so that a
 * third-party script calling `i18next.init` cannot reconfigure the shop; react-i18next is bound
 * to it, so `useTranslation` in every bundle reads from here.
 */
export const i18n: I18n = createInstance();

const resources: Resource = {
  fr: { common: commonFr },
  en: { common: commonEn },
};

/**
 * Initialises the instance, once. Not as this module evaluates: that is the task in which a page's
 * shared singletons all evaluate, and `init` was 8-15 ms of it on a phone (decision 058). The
 * shell's bootstrap calls it in a start-up task of its own; every function of this package that
 * reads or adds texts calls it first, so the server render and tests get a ready instance too.
 */
export function startI18n(): I18n {
  if (i18n.isInitialized || i18n.isInitializing) return i18n;
  void i18n.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'fr',
    supportedLngs: ['fr', 'en'],
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    resources,
    // Resources are bundled, so initialise synchronously: the first render already has texts.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

/**
 * Adds a package's strings under its namespace (`shell`, `catalog`, `cart`, `account`,
 * `promotions`, `games`). Safe to call again (hot reload, a remote mounted twice): the bundle is
 * merged and overwritten, never duplicated.
 */
export function registerTranslations(
  ns: string,
  bundles: Record<Locale, TranslationTree>,
): void {
  startI18n();
  for (const lng of Object.keys(bundles) as Locale[]) {
    i18n.addResourceBundle(lng, ns, bundles[lng], true, true);
  }
}

/** `useTranslation(ns)` bound to the shop's i18n instance. */
export function useT(ns: string | string[] = 'common') {
  return useTranslation(ns, { i18n: startI18n() });
}
