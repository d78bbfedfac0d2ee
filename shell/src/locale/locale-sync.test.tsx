import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useDocumentTitle } from '@shop/shared';
import { SERVER_TITLE_ATTRIBUTE } from '@shop/shared/contracts/page-head';
import { registerShellTranslations } from '../i18n';
import { followDefaultMeta } from './locale-sync';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

beforeAll(() => registerShellTranslations());
beforeEach(() => {
  document.title = 'Boutique';
  document.head.querySelector('title')!.removeAttribute(SERVER_TITLE_ATTRIBUTE);
  document.head.querySelector('meta[name="description"]')?.remove();
});
afterEach(cleanup);

/** A page as the remotes write theirs: its own title and description while it is shown. */
function ProductPage({ text }: { text: string }) {
  useDocumentTitle('Tecno Spark 20 | Boutique', text);
  return null;
}

/** Every value written to the description while `run` runs, in order. */
function descriptionWrites(run: () => void): string[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.head, { attributes: true, subtree: true, attributeFilter: ['content'], attributeOldValue: true });
  run();
  const records = observer.takeRecords().filter((r) => (r.target as HTMLMetaElement).name === 'description');
  observer.disconnect();
  // Each record holds the value before its write: the next one's, or the current, is the one written.
  return records.map((_, i) => records[i + 1]?.oldValue ?? (records[i]!.target as HTMLMetaElement).content);
}

describe('followDefaultMeta', () => {
  it('gives the shop a real title and description in its language, not the bare "Boutique"', () => {
    followDefaultMeta('fr', null);
    expect(document.title).toMatch(/^Boutique Cameroun : téléphones/);
    expect(description()).toMatch(/^Achetez en ligne au Cameroun/);
    followDefaultMeta('en', 'fr');
    expect(document.title).toMatch(/^Boutique Cameroon: phones/);
    expect(description()).toMatch(/^Shop online in Cameroon/);
  });

  it("keeps a server-rendered page's description at start-up: nothing writes it again", () => {
    const own = 'Le Tecno Spark 20 à Douala, livré chez vous.';
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = own;
    document.head.append(meta);
    const writes = descriptionWrites(() => {
      followDefaultMeta('fr', null);
      render(<ProductPage text={own} />);
    });
    expect(writes).toEqual([]);
    expect(description()).toBe(own);
    // The page going, the shop's own description comes back, in the language of the moment.
    followDefaultMeta('en', 'fr');
    cleanup();
    expect(description()).toMatch(/^Shop online in Cameroon/);
  });

  it("keeps a server-rendered page's title at start-up: nothing writes it again", () => {
    const own = 'Tecno Spark 20 | Boutique';
    document.title = own;
    document.head.querySelector('title')!.setAttribute(SERVER_TITLE_ATTRIBUTE, '');
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.head, { childList: true, characterData: true, subtree: true });
    followDefaultMeta('fr', null);
    render(<ProductPage text="Le Tecno Spark 20." />);
    const titleWrites = observer.takeRecords().filter((r) => (r.target as Node).nodeName === 'TITLE' || r.target.parentNode?.nodeName === 'TITLE');
    observer.disconnect();
    expect(titleWrites).toEqual([]);
    expect(document.title).toBe(own);
    // The page going, the shop's own title comes back, in the language of the moment.
    followDefaultMeta('en', 'fr');
    cleanup();
    expect(document.title).toMatch(/^Boutique Cameroon: phones/);
  });

  it("writes the shop title at start-up over the template's unmarked one", () => {
    followDefaultMeta('fr', null);
    expect(document.title).toMatch(/^Boutique Cameroun : téléphones/);
    render(<ProductPage text="Le Tecno Spark 20." />);
    expect(document.title).toBe('Tecno Spark 20 | Boutique');
    cleanup();
    expect(document.title).toMatch(/^Boutique Cameroun : téléphones/);
  });

  it('writes the shop description once on a page the browser renders, then the page its own', () => {
    const writes = descriptionWrites(() => {
      followDefaultMeta('fr', null);
      render(<ProductPage text="Le Tecno Spark 20." />);
    });
    expect(writes).toHaveLength(2);
    expect(writes[0]).toMatch(/^Achetez en ligne au Cameroun/);
    expect(writes[1]).toBe('Le Tecno Spark 20.');
    cleanup();
    expect(description()).toMatch(/^Achetez en ligne au Cameroun/);
  });

  it("leaves a page's own title and description alone on a language switch", () => {
    followDefaultMeta('fr', null);
    document.title = 'Mon panier | Boutique';
    document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content = 'Votre panier';
    followDefaultMeta('en', 'fr');
    expect(document.title).toBe('Mon panier | Boutique');
    expect(description()).toBe('Votre panier');
  });
});
