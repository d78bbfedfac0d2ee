import { describe, expect, it } from 'vitest';
import { localisePath } from './locale-path';

describe('localisePath', () => {
  it('keeps the prefix the shopper arrived with', () => {
    expect(localisePath('/cart', '/en/centre-daide')).toBe('/en/cart');
    expect(localisePath('/', '/fr/centre-daide/paiement')).toBe('/fr');
    expect(localisePath('/centre-daide/blog', '/en')).toBe('/en/centre-daide/blog');
  });

  it('leaves paths alone without a prefix, or when already localised or not absolute', () => {
    expect(localisePath('/cart', '/centre-daide')).toBe('/cart');
    expect(localisePath('/cart', '/english/x')).toBe('/cart');
    expect(localisePath('/en/cart', '/fr/x')).toBe('/en/cart');
    expect(localisePath('#faq', '/en/x')).toBe('#faq');
  });
});
