import { describe, expect, it, vi } from 'vitest';
import { bus } from '../events';
import { i18n } from '../i18n/index';
import { $locale, isLocale, setLocale } from './locale';

describe('locale store', () => {
  it('defaults to French', () => {
    expect($locale.get()).toBe('fr');
    expect(i18n.language).toBe('fr');
  });

  it('switches store, i18n language and <html lang>, and announces the change once', () => {
    const heard = vi.fn<(payload: unknown) => void>();
    const off = bus.on('locale:changed', heard);
    setLocale('en');
    setLocale('en');
    expect($locale.get()).toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('common:field_required')).toBe('This field is required');
    expect(heard).toHaveBeenCalledExactlyOnceWith({ locale: 'en' });
    setLocale('fr');
    expect(i18n.t('common:field_required')).toBe('Ce champs est obligatoire');
    off();
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
