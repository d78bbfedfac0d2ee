import { describe, expect, it } from 'vitest';
import { bestBrowserLocale, detectLocale, localeMatches, localeCookie, localeFromHost, localeFromPathPrefix, readLocaleCookie } from './detect';

describe('bestBrowserLocale', () => {
  it('takes the most preferred language the shop has', () => {
    expect(bestBrowserLocale(['en-US', 'fr-FR'])).toBe('en');
    expect(bestBrowserLocale(['fr-CM', 'en'])).toBe('fr');
    expect(bestBrowserLocale(['de-DE', 'en-GB', 'fr'])).toBe('en');
    expect(bestBrowserLocale(['de', 'es'])).toBeNull();
    expect(bestBrowserLocale([])).toBeNull();
  });

  it('scores a region match above a language-only match at the same rank', () => {
    const [region] = localeMatches(['fr-FR', 'de']);
    const [language] = localeMatches(['fr-CM', 'de']);
    expect(region!.code).toBe('fr');
    expect(language!.code).toBe('fr');
    expect(region!.score).toBeGreaterThan(language!.score);
    // …but never above a language the shopper ranks higher.
    const scores = localeMatches(['en', 'fr-FR']);
    expect(scores.find((m) => m.code === 'en')!.score).toBeGreaterThan(scores.find((m) => m.code === 'fr')!.score);
    expect(bestBrowserLocale(['en', 'fr-FR'])).toBe('en');
  });

  it('reads tags in any case and with underscores, skipping blanks', () => {
    expect(localeMatches(['EN_us'])).toEqual([{ code: 'en', score: 1 }]);
    expect(bestBrowserLocale(['  ', 'fr'])).toBe('fr');
  });
});

describe('localeFromPathPrefix / localeFromHost / readLocaleCookie', () => {
  it('reads the prefix', () => {
    expect(localeFromPathPrefix('/en/cart')).toBe('en');
    expect(localeFromPathPrefix('/fr')).toBe('fr');
    expect(localeFromPathPrefix('/english')).toBeNull();
    expect(localeFromPathPrefix('/')).toBeNull();
  });

  it('reads a language sub-domain or a configured domain', () => {
    expect(localeFromHost('en.shop.cm')).toBe('en');
    expect(localeFromHost('fr.shop.cm')).toBe('fr');
    expect(localeFromHost('www.shop.cm')).toBeNull();
    expect(localeFromHost('localhost')).toBeNull();
    expect(localeFromHost('shop.com', { 'shop.com': 'en' })).toBe('en');
  });

  it('reads only a supported value from the cookie', () => {
    expect(readLocaleCookie('a=1; i18n_locale=en; b=2', 'i18n_locale')).toBe('en');
    expect(readLocaleCookie('i18n_locale=de', 'i18n_locale')).toBeNull();
    expect(readLocaleCookie('', 'i18n_locale')).toBeNull();
  });
});

describe('detectLocale', () => {
  const base = { pathname: '/', hostname: 'localhost', cookie: '', cookieName: 'i18n_locale', languages: [] as string[] };

  it('path prefix first, then domain, then cookie, then browser, then fr', () => {
    expect(detectLocale({ ...base, pathname: '/en/cart', cookie: 'i18n_locale=fr', languages: ['fr'] })).toBe('en');
    expect(detectLocale({ ...base, hostname: 'en.shop.cm', cookie: 'i18n_locale=fr' })).toBe('en');
    expect(detectLocale({ ...base, cookie: 'i18n_locale=en', languages: ['fr-FR'] })).toBe('en');
    expect(detectLocale({ ...base, languages: ['en-GB', 'fr'] })).toBe('en');
    expect(detectLocale({ ...base, languages: ['de-DE'] })).toBe('fr');
    expect(detectLocale(base)).toBe('fr');
  });
});

describe('localeCookie', () => {
  it('lasts 365 days, whole site, SameSite=Lax', () => {
    expect(localeCookie('i18n_locale', 'en', 365, false)).toBe('i18n_locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('i18n_locale', 'fr', 365, true)).toMatch(/; Secure$/);
  });
});
