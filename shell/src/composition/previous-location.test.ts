import { afterEach, describe, expect, it } from 'vitest';
import { notePreviousLocation, previousLocation, referrerPath, resetPreviousLocation } from './previous-location';

afterEach(resetPreviousLocation);

describe('previous location', () => {
  it('takes a same-origin referrer, path and query, and nothing from another site', () => {
    expect(referrerPath('https://shop.cm/cart?coupon=X#top', 'https://shop.cm')).toBe('/cart?coupon=X');
    expect(referrerPath('https://evil.example/cart', 'https://shop.cm')).toBeNull();
    expect(referrerPath('', 'https://shop.cm')).toBeNull();
    expect(referrerPath('not a url', 'https://shop.cm')).toBeNull();
  });

  it('prefers what the router noted, even "nothing" after the first navigation', () => {
    expect(previousLocation()).toBeNull();
    notePreviousLocation('/product/tv-31?x=1');
    expect(previousLocation()).toBe('/product/tv-31?x=1');
  });
});
