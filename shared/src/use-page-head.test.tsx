import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PageHeadFn } from './page-seed';
import { $locale } from './stores/locale';
import { usePageHead } from './use-page-head';

afterEach(() => {
  cleanup();
  $locale.set('fr');
});
beforeEach(() => {
  document.title = 'Boutique';
  document.head.querySelector('meta[name="description"]')?.remove();
});

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

// A topic page's head: named by its path param, worded in the page's language.
const topicHead: PageHeadFn<unknown> = (_data, { locale, params }) => ({
  title: `${locale === 'en' ? 'Topic' : 'Rubrique'} ${params['topic'] ?? '?'}`,
  description: `${locale}: ${params['topic'] ?? '?'}`,
});

function Topic() {
  usePageHead(topicHead);
  return null;
}

const productHead: PageHeadFn<{ name: string | null }> = ({ name }) => (name === null ? { title: 'Introuvable', notFound: true } : { title: name, description: `Achetez ${name}` });

function Product({ data }: { data: { name: string | null } | null }) {
  usePageHead(productHead, data);
  return null;
}

describe('usePageHead', () => {
  it("writes the head's title and description with the route's params and the language of the moment", () => {
    render(
      <MemoryRouter initialEntries={['/centre-daide/paiement']}>
        <Routes>
          <Route path="/centre-daide/:topic" element={<Topic />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(document.title).toBe('Rubrique paiement');
    expect(description()).toBe('fr: paiement');
    act(() => $locale.set('en'));
    expect(document.title).toBe('Topic paiement');
    expect(description()).toBe('en: paiement');
  });

  it('leaves the title alone while the data is not there, then writes the one the data gives', () => {
    const { rerender } = render(
      <MemoryRouter>
        <Product data={null} />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Boutique');
    expect(description()).toBeUndefined();
    rerender(
      <MemoryRouter>
        <Product data={{ name: 'Tecno Spark 20' }} />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Tecno Spark 20');
    expect(description()).toBe('Achetez Tecno Spark 20');
    rerender(
      <MemoryRouter>
        <Product data={{ name: null }} />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Introuvable');
  });

  it('does not rewrite a title the server already wrote', () => {
    document.title = 'Tecno Spark 20';
    const observer = new MutationObserver(() => {});
    // The title element only: the description's tag is written (created) by this render.
    observer.observe(document.querySelector('title')!, { subtree: true, childList: true, characterData: true });
    render(
      <MemoryRouter>
        <Product data={{ name: 'Tecno Spark 20' }} />
      </MemoryRouter>,
    );
    const writes = observer.takeRecords();
    observer.disconnect();
    expect(writes).toEqual([]);
    expect(document.title).toBe('Tecno Spark 20');
  });
});
