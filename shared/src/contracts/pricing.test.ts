import { describe, expect, it } from 'vitest';
import { percentOff } from './pricing';

describe('percentOff', () => {
  it('rounds 100 − final/price × 100', () => {
    expect(percentOff(125000, 99000)).toBe(21); // 20.8 → 21
    expect(percentOff(3000, 2000)).toBe(33);
    expect(percentOff(200, 101)).toBe(50); // 49.5 → 50
  });

  it('is 0 without a price, without a positive final price, or when nothing is taken off', () => {
    expect(percentOff(0, 500)).toBe(0);
    expect(percentOff(1000, null)).toBe(0);
    expect(percentOff(1000, undefined)).toBe(0);
    expect(percentOff(1000, 0)).toBe(0);
    expect(percentOff(1000, 1000)).toBe(0);
    expect(percentOff(1000, 1200)).toBe(0);
  });
});
