import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown, formatDate, formatPrice } from './format';

describe('formatPrice', () => {
  it('groups French thousands with U+202F and puts U+00A0 before FCFA', () => {
    expect(formatPrice(125000, 'fr')).toBe('125\u202F000\u00A0FCFA');
    expect(formatPrice(1234567, 'fr')).toBe('1\u202F234\u202F567\u00A0FCFA');
    expect(formatPrice(999, 'fr')).toBe('999\u00A0FCFA');
  });

  it('groups English thousands with commas', () => {
    expect(formatPrice(125000, 'en')).toBe('125,000\u00A0FCFA');
    expect(formatPrice(1000, 'en')).toBe('1,000\u00A0FCFA');
  });

  it('rounds to whole francs and has no decimals', () => {
    expect(formatPrice(89999.5, 'en')).toBe('90,000\u00A0FCFA');
    expect(formatPrice(89999.49, 'en')).toBe('89,999\u00A0FCFA');
    expect(formatPrice(-10000.5, 'fr')).toBe('-10\u202F001\u00A0FCFA');
    expect(formatPrice('15000.00', 'fr')).toBe('15\u202F000\u00A0FCFA');
  });

  it('prints 0 FCFA for missing or bad amounts', () => {
    expect(formatPrice(0, 'fr')).toBe('0\u00A0FCFA');
    expect(formatPrice(null, 'fr')).toBe('0\u00A0FCFA');
    expect(formatPrice(Number.NaN, 'en')).toBe('0\u00A0FCFA');
    expect(formatPrice('abc', 'en')).toBe('0\u00A0FCFA');
  });
});

describe('formatDate', () => {
  it('formats ISO and Magento UTC timestamps in Cameroon time', () => {
    expect(formatDate('2026-11-21T10:00:00Z', 'fr')).toBe('21 novembre 2026');
    expect(formatDate('2026-11-21T10:00:00Z', 'en')).toBe('November 21, 2026');
    // 23:30 UTC is already the next day in Douala (UTC+1).
    expect(formatDate('2026-12-31 23:30:00', 'fr')).toBe('1 janvier 2027');
    expect(formatDate('2026-11-21 16:05:56', 'fr', { withTime: true })).toBe('21 novembre 2026 à 17:05');
    expect(formatDate('2026-11-21 16:05:56', 'en', { withTime: true })).toBe('November 21, 2026 at 17:05');
  });

  it('has a short numeric style', () => {
    expect(formatDate('2026-03-05T12:00:00Z', 'fr', { style: 'short' })).toBe('05/03/2026');
    expect(formatDate('2026-03-05T12:00:00Z', 'en', { style: 'short' })).toBe('03/05/2026');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate('', 'fr')).toBe('');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

const fr = (days: number) => `${days} j`;
const at = (d: number, h: number, m: number, s: number) => (((d * 24 + h) * 60 + m) * 60 + s) * 1000;

describe('formatCountdown', () => {
  it('splits the time left into whole units, never negative', () => {
    expect(countdownParts(at(2, 3, 4, 5) + 999)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('prints days with the translated label, then a zero-padded clock', () => {
    expect(formatCountdown(at(3, 19, 8, 10), fr)).toBe('3 j 19:08:10');
    expect(formatCountdown(at(1, 0, 0, 0), (d) => `${d} d`)).toBe('1 d 00:00:00');
  });

  it('drops the days under a day and reads 00:00:00 once the time is up', () => {
    expect(formatCountdown(at(0, 4, 31, 10), fr)).toBe('04:31:10');
    expect(formatCountdown(-1, fr)).toBe('00:00:00');
  });
});
