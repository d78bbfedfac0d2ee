import { describe, expect, it } from 'vitest';
import { MAX_SCORE, maxPlausibleScore, WHACK_DEFAULTS, whackSettings } from './score.ts';

describe('maxPlausibleScore', () => {
  const rules = { round_seconds: 30, max_hits_per_second: 4 };

  it('allows nothing before any time has passed', () => {
    expect(maxPlausibleScore(rules, 0)).toBe(0);
    expect(maxPlausibleScore(rules, -5000)).toBe(0);
  });

  it('grows with the seconds played', () => {
    expect(maxPlausibleScore(rules, 1000)).toBe(4);
    expect(maxPlausibleScore(rules, 10_500)).toBe(42);
  });

  it('stops growing at the end of the round', () => {
    expect(maxPlausibleScore(rules, 30_000)).toBe(120);
    expect(maxPlausibleScore(rules, 3_600_000)).toBe(120);
  });

  it('never exceeds the absolute ceiling', () => {
    expect(maxPlausibleScore({ round_seconds: 600, max_hits_per_second: 50 }, 600_000)).toBe(MAX_SCORE);
  });
});

describe('whackSettings', () => {
  it('falls back to the defaults for missing or nonsensical values', () => {
    expect(whackSettings(null)).toEqual(WHACK_DEFAULTS);
    expect(whackSettings({ round_seconds: -3, max_hits_per_second: 'fast' })).toEqual(WHACK_DEFAULTS);
    expect(whackSettings({ round_seconds: 45 })).toEqual({ ...WHACK_DEFAULTS, round_seconds: 45 });
  });
});
