import { describe, expect, it } from 'vitest';
import { cardFileName, cleanReferralCode, formatPoints, groupCardNumber, productPath, referralLink, savingPercent, utcDate } from './prime-view';

describe('Prime view helpers', () => {
  it('tidies referral codes and refuses anything else', () => {
    expect(cleanReferralCode(' ab12cd34 ')).toBe('AB12CD34');
    expect(cleanReferralCode('AB12CD3')).toBeNull();
    expect(cleanReferralCode('AB12CD34X')).toBeNull();
    expect(cleanReferralCode('AB12-D34')).toBeNull();
    expect(cleanReferralCode(null)).toBeNull();
  });
  it('builds the referral link on the join page, in the language the member uses', () => {
    expect(referralLink('https://shop.cm', (p) => p, 'AB12CD34')).toBe('https://shop.cm/boutique-prime/new?ref=AB12CD34');
    expect(referralLink('https://shop.cm', (p) => `/en${p}`, 'AB12CD34')).toBe('https://shop.cm/en/boutique-prime/new?ref=AB12CD34');
  });
  it('formats the card number and its file names', () => {
    expect(groupCardNumber('9237000000000421')).toBe('9237 0000 0000 0421');
    expect(cardFileName('9237000000000421', 'pdf')).toBe('prime-9237000000000421.pdf');
  });
  it('links only catalogue-visible products to a product page', () => {
    expect(productPath({ url_key: 'tv-55', product_id: 12, visibility: 4 })).toBe('/product/tv-55-12');
    expect(productPath({ url_key: 'tv-55', product_id: 12, visibility: 2 })).toBe('/product/tv-55-12');
    expect(productPath({ url_key: 'prime-tv-55', product_id: 99, visibility: 1 })).toBeNull();
  });
  it('computes the member saving', () => {
    expect(savingPercent(100_000, 85_000)).toBe(15);
    expect(savingPercent(100_000, null)).toBe(0);
    expect(savingPercent(100_000, 120_000)).toBe(0);
    expect(savingPercent(0, 0)).toBe(0);
  });
  it('writes points the way each language writes numbers', () => {
    expect(formatPoints(12400, 'fr')).toBe('12\u202f400');
    expect(formatPoints(12400, 'en')).toBe('12,400');
    expect(formatPoints(999, 'fr')).toBe('999');
  });
  it('reads server timestamps as UTC', () => {
    expect(utcDate('2026-11-24 23:30:00').toISOString()).toBe('2026-11-24T23:30:00.000Z');
  });
});
