import { describe, expect, it } from 'vitest';
import { isOpenAt, openDaysText } from './opening';

const agency = { opens: '08:00', closes: '18:00', open_days: [1, 2, 3, 4, 5, 6] };

describe('agency open now, by Douala time (UTC+1)', () => {
  it.each([
    ['2026-11-24T06:59:00Z', false], // Tuesday 07:59 in Douala
    ['2026-11-24T07:00:00Z', true], // 08:00
    ['2026-11-24T16:59:00Z', true], // 17:59
    ['2026-11-24T17:00:00Z', false], // 18:00
    ['2026-11-28T12:00:00Z', true], // Saturday 13:00
    ['2026-11-29T12:00:00Z', false], // Sunday
    ['2026-11-29T23:30:00Z', false], // Monday 00:30
  ])('%s → open: %s', (iso, open) => {
    expect(isOpenAt(agency, new Date(iso))).toBe(open);
  });
});

describe('opening days as text', () => {
  it('reads a run of days as a range and other days as a list', () => {
    expect(openDaysText([1, 2, 3, 4, 5, 6], 'fr')).toBe('Lundi – samedi');
    expect(openDaysText([1, 2, 3, 4, 5, 6], 'en')).toBe('Monday – Saturday');
    expect(openDaysText([1, 3, 6, 7], 'en')).toBe('Monday, Wednesday, Saturday, Sunday');
  });
});
