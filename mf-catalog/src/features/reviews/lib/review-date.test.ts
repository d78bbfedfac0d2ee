import { describe, expect, it } from 'vitest';
import { doualaDay } from './review-date';

describe('doualaDay', () => {
  it('reads the back end’s UTC time as the day in Douala', () => {
    expect(doualaDay('2026-11-20 10:00:00')).toEqual({ day: 20, month: 11, year: 2026 });
  });

  it('moves to the next day after 23:00 UTC, Douala being an hour ahead', () => {
    expect(doualaDay('2026-12-31 23:30:00')).toEqual({ day: 1, month: 1, year: 2027 });
    expect(doualaDay('2026-03-31 22:59:59')).toEqual({ day: 31, month: 3, year: 2026 });
  });

  it('agrees with Intl in the shop’s time zone', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Africa/Douala' });
    for (const at of ['2026-06-30 23:00:00', '2026-01-01 00:00:00', '2025-10-26 01:30:00']) {
      const parts = Object.fromEntries(intl.formatToParts(new Date(`${at.replace(' ', 'T')}Z`)).map((p) => [p.type, p.value]));
      expect(doualaDay(at)).toEqual({ day: Number(parts['day']), month: Number(parts['month']), year: Number(parts['year']) });
    }
  });

  it('is null for an unreadable date rather than an "Invalid Date"', () => {
    expect(doualaDay('')).toBeNull();
    expect(doualaDay('hier')).toBeNull();
  });
});
