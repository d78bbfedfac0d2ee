import { createInstance, type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { memoiseTranslations } from './translation-memo';

const resources = {
  fr: {
    catalog: {
      title: 'Produit',
      stock_one: '{{count}} article en stock',
      stock_other: '{{count}} articles en stock',
      greeting: 'Bonjour {{name}}',
      nested: { a: 'A', b: 'B' },
    },
    common: { back: 'Retour' },
  },
  en: {
    catalog: {
      title: 'Product',
      stock_one: '{{count}} item in stock',
      stock_other: '{{count}} items in stock',
      greeting: 'Hello {{name}}',
      nested: { a: 'A', b: 'B' },
    },
    common: { back: 'Back' },
  },
};

async function instance(): Promise<I18n> {
  const i18n = createInstance();
  await i18n.init({ lng: 'fr', fallbackLng: 'fr', ns: ['common', 'catalog'], defaultNS: 'common', fallbackNS: 'common', resources: structuredClone(resources), initAsync: false, interpolation: { escapeValue: false } });
  return i18n;
}

/** What a page asks for, as react-i18next's `useTranslation` does it. */
const CALLS: [string, unknown?][] = [
  ['title'],
  ['stock', { count: 1 }],
  ['stock', { count: 4 }],
  ['greeting', { name: 'Aïcha' }],
  ['greeting', { name: 'Paul' }],
  ['back'],
  ['missing', 'Valeur par défaut'],
  ['nested', { returnObjects: true }],
  ['greeting', { name: { first: 'Aïcha' } }],
];

/** `getFixedT` as react-i18next calls it (its typings know only the declared namespaces). */
type FixedT = ((key: string, options?: unknown) => unknown) & { lng?: string; ns?: unknown; keyPrefix?: unknown };
const fixedT = (i18n: I18n, ...args: unknown[]): FixedT => (i18n.getFixedT as unknown as (...a: unknown[]) => FixedT)(...args);

const texts = (i18n: I18n, lng: string) => {
  const t = fixedT(i18n, lng, ['catalog', 'common'], undefined, { scopeNs: ['catalog', 'common'] });
  return CALLS.map(([key, options]) => t(key, options));
};

describe('memoiseTranslations', () => {
  it('gives the same texts as i18next, in each language, called again and again', async () => {
    const plain = await instance();
    const memo = await instance();
    memoiseTranslations(memo);
    for (const lng of ['fr', 'en', 'fr']) {
      await plain.changeLanguage(lng);
      await memo.changeLanguage(lng);
      expect(texts(memo, lng)).toEqual(texts(plain, lng));
      expect(texts(memo, lng)).toEqual(texts(plain, lng));
    }
    expect(texts(memo, 'fr')[2]).toBe('4 articles en stock');
    expect(texts(memo, 'en')[3]).toBe('Hello Aïcha');
  });

  it('shows a bundle added later (a new version of a remote) at once', async () => {
    const memo = await instance();
    memoiseTranslations(memo);
    expect(texts(memo, 'fr')[0]).toBe('Produit');
    memo.addResourceBundle('fr', 'catalog', { title: 'Article' }, true, true);
    expect(texts(memo, 'fr')[0]).toBe('Article');
    memo.removeResourceBundle('fr', 'catalog');
    expect(texts(memo, 'fr')[0]).toBe('title');
  });

  it('keeps the fixed language, namespaces and prefix on the function, as react-i18next reads them', async () => {
    const memo = await instance();
    memoiseTranslations(memo);
    const t = fixedT(memo, 'en', 'catalog', 'nested');
    expect(t('a')).toBe('A');
    expect({ lng: t.lng, ns: t.ns, keyPrefix: t.keyPrefix }).toEqual({ lng: 'en', ns: 'catalog', keyPrefix: 'nested' });
  });
});
