import { describe, expect, it } from 'vitest';
import { judgeNavigation } from './external-navigation';

const origin = 'https://shop.cm';

describe('judgeNavigation', () => {
  it('lets in-shop links through', () => {
    expect(judgeNavigation('/cart', origin)).toBe('internal');
    expect(judgeNavigation('https://shop.cm/en/cart?x=1', origin)).toBe('internal');
  });

  it('allows listed hosts and their sub-domains, and the phone/mail apps', () => {
    expect(judgeNavigation('https://wa.me/237690000001', origin)).toBe('allowed');
    expect(judgeNavigation('https://www.facebook.com/shop', origin)).toBe('allowed');
    expect(judgeNavigation('tel:+237690000001', origin)).toBe('allowed');
    expect(judgeNavigation('mailto:help@shop.cm', origin)).toBe('allowed');
  });

  it('refuses other sites, look-alike hosts and dangerous schemes', () => {
    expect(judgeNavigation('https://evil.example/login', origin)).toBe('refused');
    expect(judgeNavigation('https://facebook.com.evil.example/', origin)).toBe('refused');
    expect(judgeNavigation('https://notfacebook.com/', origin)).toBe('refused');
    expect(judgeNavigation('//evil.example/', origin)).toBe('refused');
    expect(judgeNavigation('http://shop.cm/cart', origin)).toBe('refused');
    expect(judgeNavigation('javascript:alert(1)', origin)).toBe('refused');
    expect(judgeNavigation('data:text/html,hi', origin)).toBe('refused');
  });
});
