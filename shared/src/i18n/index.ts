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

/**
 * Adds a package's strings under its namespace (`shell`, `catalog`, `cart`, `account`,
 * `promotions`, `games`). Safe to call again (hot reload, a remote mounted twice): the bundle is
 * merged and overwritten, never duplicated.
 */
export function registerTranslations(
  ns: string,
  bundles: Record<Locale, TranslationTree>,
): void {
  for (const lng of Object.keys(bundles) as Locale[]) {
    i18n.addResourceBundle(lng, ns, bundles[lng], true, true);
  }
}

/** `useTranslation(ns)` bound to the shop's i18n instance. */
export function useT(ns: string | string[] = 'common') {
  return useTranslation(ns, { i18n });
}
