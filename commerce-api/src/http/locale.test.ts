import { describe, expect, it } from 'vitest';
import { formatNumber } from './locale.ts';

describe('formatNumber', () => {
  it('groups thousands as each language does', () => {
    expect(formatNumber(1_250_000, 'fr')).toBe('1\u202F250\u202F000');
    expect(formatNumber(1_250_000, 'en')).toBe('1,250,000');
    expect(formatNumber(999, 'fr')).toBe('999');
  });

  it('writes decimals with the language\'s sign, within the precision asked', () => {
    expect(formatNumber(2.876, 'fr', { min: 2, max: 2 })).toBe('2,88');
    expect(formatNumber(2.876, 'en', { min: 2, max: 2 })).toBe('2.88');
    expect(formatNumber(4.5, 'fr', { max: 2 })).toBe('4,5');
    expect(formatNumber(4.5, 'en', { min: 0, max: 2 })).toBe('4.5');
    expect(formatNumber(4, 'en', { max: 2 })).toBe('4');
    // No decimals by default: an amount in FCFA has none.
    expect(formatNumber(20_000.4, 'fr')).toBe('20\u202F000');
  });

  it('keeps each precision apart', () => {
    expect(formatNumber(3, 'fr', { min: 2, max: 2 })).toBe('3,00');
    expect(formatNumber(3, 'fr')).toBe('3');
  });
});
