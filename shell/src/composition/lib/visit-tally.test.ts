import { describe, expect, it } from 'vitest';
import { visitTally } from './visit-tally';

describe('visitTally', () => {
  it('counts visits per version and one failure per visit at most', () => {
    const tally = visitTally();
    for (let i = 0; i < 6; i++) {
      tally.visit('mf-promotions', '2');
      expect(tally.fail('mf-promotions', '2')).toBe(true);
      // Retry failing again, a second report of the same failure: the same failed visit.
      expect(tally.fail('mf-promotions', '2')).toBe(false);
      tally.visit('mf-catalog', '1');
    }
    expect(tally.take()).toEqual([
      { bundle: 'mf-promotions', version: '2', visits: 6, failed: 6 },
      { bundle: 'mf-catalog', version: '1', visits: 6, failed: 0 },
    ]);
    expect(tally.pending()).toBe(false);
    expect(tally.take()).toEqual([]);
  });

  it('files a failure under the visit it belongs to, even once its visit was sent', () => {
    const tally = visitTally();
    expect(tally.fail('mf-games', '3')).toBe(false);
    tally.visit('mf-games', '3');
    expect(tally.take()).toEqual([{ bundle: 'mf-games', version: '3', visits: 1, failed: 0 }]);
    expect(tally.fail('mf-games', '3')).toBe(true);
    expect(tally.take()).toEqual([{ bundle: 'mf-games', version: '3', visits: 0, failed: 1 }]);
  });
});
