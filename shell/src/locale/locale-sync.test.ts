import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerShellTranslations } from '../i18n';
import { followDefaultMeta } from './locale-sync';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

beforeAll(() => registerShellTranslations());
beforeEach(() => {
  document.title = 'Boutique';
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe('followDefaultMeta', () => {
  it('gives the shop a real title and description in its language, not the bare "Boutique"', () => {
    followDefaultMeta('fr', null);
    expect(document.title).toMatch(/^Boutique Cameroun : téléphones/);
    expect(description()).toMatch(/^Achetez en ligne au Cameroun/);
    followDefaultMeta('en', 'fr');
    expect(document.title).toMatch(/^Boutique Cameroon: phones/);
    expect(description()).toMatch(/^Shop online in Cameroon/);
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
