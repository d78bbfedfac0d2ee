import { describe, expect, it } from 'vitest';
import { bidProblem, nextBids, parseAmount, parseMagentoTime } from './bid-rule';

describe('bid rule: above the current offer by a multiple of the margin', () => {
  it.each([
    [42_000, null],
    [45_000, null],
    [41_000, 'too_low'],
    [41_500, 'too_low'],
    [42_500, 'not_a_multiple'],
    [0, 'not_a_number'],
    [Number.NaN, 'not_a_number'],
  ])('%d against 41 000 with a 1 000 margin: %s', (amount, problem) => {
    expect(bidProblem(amount, 41_000, 1_000)).toBe(problem);
  });

  it('suggests the next steps and reads amounts typed with separators', () => {
    expect(nextBids(41_000, 1_000)).toEqual([42_000, 43_000, 44_000]);
    expect(parseAmount('42 000')).toBe(42_000);
    expect(parseAmount('42.000 FCFA')).toBe(42_000);
    expect(parseAmount('4e4')).toBeNaN();
    expect(parseMagentoTime('2026-11-27 14:00:00')).toBe(Date.parse('2026-11-27T14:00:00Z'));
  });
});
