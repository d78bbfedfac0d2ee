import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../stores/locale';
import { i18n, registerTranslations, startI18n, useT } from './index';

afterEach(() => {
  cleanup();
  setLocale('fr');
});

function Greeting() {
  const { t } = useT('catalog-test');
  return <p>{t('hello', { name: 'Awa' })}</p>;
}

describe('i18n', () => {
  it('is set up when first started, fr-first with fr fallback and both languages supported', () => {
    expect(i18n.isInitialized).toBeFalsy();
    expect(startI18n()).toBe(i18n);
    expect(startI18n().language).toBe('fr');
    expect(i18n.options.fallbackLng).toEqual(['fr']);
    expect(i18n.options.supportedLngs).toEqual(expect.arrayContaining(['fr', 'en']));
    expect(i18n.language).toBe('fr');
  });

  it('registers a namespace idempotently and re-renders on language change', () => {
    registerTranslations('catalog-test', { fr: { hello: 'Bonjour {{name}}' }, en: { hello: 'Hello {{name}}' } });
    registerTranslations('catalog-test', { fr: { hello: 'Bonjour {{name}} !' }, en: { hello: 'Hello {{name}}!' } });
    render(<Greeting />);
    expect(screen.getByText('Bonjour Awa !')).toBeTruthy();
    act(() => setLocale('en'));
    expect(screen.getByText('Hello Awa!')).toBeTruthy();
  });

  it('falls back to French for a key missing in English', () => {
    registerTranslations('fallback-test', { fr: { only: 'Seulement en français' }, en: {} });
    expect(i18n.getFixedT('en', 'fallback-test')('only')).toBe('Seulement en français');
  });
});
