import { describe, expect, it } from 'vitest';
import { i18n, startI18n } from '../i18n/index';
import { $locale, isLocale, setLocale } from './locale';

describe('locale store', () => {
  it('defaults to French', () => {
    expect($locale.get()).toBe('fr');
    expect(startI18n().language).toBe('fr');
  });

  it('switches store, i18n language and <html lang> together', () => {
    setLocale('en');
    setLocale('en');
    expect($locale.get()).toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('common:field_required')).toBe('This field is required');
    setLocale('fr');
    expect(i18n.t('common:field_required')).toBe('Ce champs est obligatoire');
  });

  it('rejects unsupported locales at run time too', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('de')).toBe(false);
    // @ts-expect-error not a Locale
    expect(() => setLocale('de')).toThrow(/Unsupported/);
  });

  it('follows a direct i18n.changeLanguage', async () => {
    await i18n.changeLanguage('en');
    expect($locale.get()).toBe('en');
    await i18n.changeLanguage('fr');
    expect($locale.get()).toBe('fr');
  });
});
