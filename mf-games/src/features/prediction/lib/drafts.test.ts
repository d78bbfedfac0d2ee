import { describe, expect, it } from 'vitest';
import { draftsFrom, toSend } from './drafts';

describe('toSend', () => {
  it('sends filled open fixtures, skips untouched ones, flags half-filled or impossible scores', () => {
    const drafts = { 1: { home: '2', away: '1' }, 2: { home: '', away: '' }, 3: { home: '1', away: '' }, 4: { home: '25', away: '0' }, 5: { home: '0', away: '0' }, 6: { home: '1', away: '1' } };
    expect(toSend(drafts, [1, 2, 3, 4, 5, 7])).toEqual({
      predictions: [
        { fixtureId: 1, home: 2, away: 1 },
        { fixtureId: 5, home: 0, away: 0 },
      ],
      invalid: [3, 4],
    });
  });
});

describe('draftsFrom', () => {
  it('fills the form with saved predictions', () => {
    expect(draftsFrom([{ fixtureId: 4, home: 3, away: 0 }])).toEqual({ 4: { home: '3', away: '0' } });
  });
});
