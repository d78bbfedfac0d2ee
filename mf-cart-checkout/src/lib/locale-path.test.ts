import { describe, expect, it } from 'vitest';
import { localisePath } from './locale-path';

describe('localisePath', () => {
  it('keeps the prefix the shopper arrived with', () => {
    expect(localisePath('/product/x-1', '/en/categorie')).toBe('/en/product/x-1');
    expect(localisePath('/', '/fr/cart')).toBe('/fr');
    expect(localisePath('/cart', '/en')).toBe('/en/cart');
  });
  it('leaves paths alone without a prefix', () => {
    expect(localisePath('/cart', '/')).toBe('/cart');
    expect(localisePath('/cart', '/english-books')).toBe('/cart');
    expect(localisePath('relative', '/en/x')).toBe('relative');
  });
});
