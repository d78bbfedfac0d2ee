import { describe, expect, it } from 'vitest';
import { clockOffset, countdownTarget, listOptionsFrom, slugFromPath, statusAt } from './campaign-state';

const starts = '2026-11-27T00:00:00.000Z';
const ends = '2026-11-30T00:00:00.000Z';

describe('campaign state from its dates', () => {
  it('moves from programmed to in progress to ended', () => {
    expect(statusAt(starts, ends, Date.parse(starts) - 1)).toBe('programmed');
    expect(statusAt(starts, ends, Date.parse(starts))).toBe('in_progress');
    expect(statusAt(starts, ends, Date.parse(ends) - 1)).toBe('in_progress');
    expect(statusAt(starts, ends, Date.parse(ends))).toBe('ended');
  });

  it('counts down to the start, then to the end, then not at all', () => {
    expect(countdownTarget('programmed', starts, ends)).toBe(Date.parse(starts));
    expect(countdownTarget('in_progress', starts, ends)).toBe(Date.parse(ends));
    expect(countdownTarget('ended', starts, ends)).toBeNull();
  });
});

describe('countdown', () => {
  it('corrects the local clock by the server time', () => {
    expect(clockOffset('2026-11-24T12:05:00.000Z', Date.parse('2026-11-24T12:00:00.000Z'))).toBe(300_000);
    expect(clockOffset('2026-11-24T11:58:00.000Z', Date.parse('2026-11-24T12:00:00.000Z'))).toBe(-120_000);
    // An answer seconds old (rendered, sent, hydrated) is no reason to doubt the shopper's clock.
    expect(clockOffset('2026-11-24T12:00:00.000Z', Date.parse('2026-11-24T12:00:04.000Z'))).toBe(0);
    expect(clockOffset('not a date', 5)).toBe(0);
  });
});

describe('campaign slug', () => {
  it.each([
    ['/black-friday', 'black-friday'],
    ['/en/black-friday/brand-days', 'black-friday/brand-days'],
    ['/fr/Destockage/', 'Destockage'],
    ['/french-days', 'french-days'],
    ['/mobile/pages/tecno-shop', 'tecno-shop'],
    ['/en/mobile/pages/samsung-officiel', 'samsung-officiel'],
  ])('%s → %s', (path, slug) => {
    expect(slugFromPath(path)).toBe(slug);
  });
});

describe('listing choices from the URL', () => {
  it('reads a known sort and a category id, ignoring anything else', () => {
    expect(listOptionsFrom(new URLSearchParams('sort=price&dir=asc&category=13'))).toEqual({ sort: { field: 'price', direction: 'asc' }, category: 13 });
    expect(listOptionsFrom(new URLSearchParams('sort=new'))).toEqual({ sort: { field: 'new', direction: 'desc' } });
    expect(listOptionsFrom(new URLSearchParams('sort=random&category=x1'))).toEqual({});
  });
});
