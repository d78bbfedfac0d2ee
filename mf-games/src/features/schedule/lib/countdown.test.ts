import { describe, expect, it } from 'vitest';
import { clockOffset, timeLeft } from './countdown';

describe('timeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(timeLeft(Date.parse('2026-12-03T13:04:05Z'), now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
  });

  it('rounds a partial second up and stops at zero', () => {
    expect(timeLeft(1500, 1000)).toMatchObject({ seconds: 1, done: false });
    expect(timeLeft(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});

describe('clockOffset', () => {
  it('is how far the server clock is ahead of the phone', () => {
    expect(clockOffset('2026-12-01T10:05:00Z', Date.parse('2026-12-01T10:00:00Z'))).toBe(300_000);
  });
});
