import { describe, expect, it } from 'vitest';
import { infoSlugFor, isInternalHref } from './info-paths';

describe('information page paths', () => {
  it.each([
    ['/politique-de-retour', 'politique-de-retour'],
    ['/en/return-policy', 'politique-de-retour'],
    ['/fr/mobile/pages/return-policy/', 'politique-de-retour'],
    ['/Conditions-Generales-De-Vente', 'conditions-generales-de-vente'],
    ['/mobile/pages/contact-service-apres-vente', 'contact-service-apres-vente'],
    ['/comment-acheter-sur-boutique', 'comment-acheter'],
    ['/en/career', 'career'],
    ['/nope', null],
    ['/mobile/pages/conditions-generales-de-vente', null],
  ])('%s shows %s', (path, slug) => {
    expect(infoSlugFor(path)).toBe(slug);
  });

  it('follows only same-origin paths inside the router', () => {
    expect(isInternalHref('/centre-daide')).toBe(true);
    expect(isInternalHref('//evil.example/x')).toBe(false);
    expect(isInternalHref('https://example.com')).toBe(false);
    expect(isInternalHref('mailto:sav@example.cm')).toBe(false);
    expect(isInternalHref(null)).toBe(false);
  });
});
