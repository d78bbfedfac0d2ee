import { describe, expect, it } from 'vitest';
import { errorLog, parseVisits } from './error-reports.ts';

describe('visits per version', () => {
  it('rates a version over the visits of its own pages, for the last hour', () => {
    let clock = 0;
    const log = errorLog({ now: () => clock });
    // 74 visits of the catalogue; mf-promotions' page opened 6 times, failing every time.
    log.visited('a', [{ bundle: 'mf-catalog', version: '1', visits: 74, failed: 0 }]);
    log.visited('a', [{ bundle: 'mf-promotions', version: '2', visits: 4, failed: 4 }]);
    for (let i = 0; i < 2; i++) log.record('a', { kind: 'render', bundle: 'mf-promotions', version: '2', message: `boom ${i}` });
    clock = 59 * 60_000;
    log.visited('b', [{ bundle: 'mf-promotions', version: '2', visits: 2, failed: 2 }]);
    expect(log.summary()).toEqual({
      'mf-catalog': { '1': { count: 0, visits: 74, failed: 0, kinds: {}, last: '' } },
      'mf-promotions': { '2': { count: 2, visits: 6, failed: 6, kinds: { render: 2 }, last: 'boom 1' } },
    });
    // An hour after the first ones only the last batch is left.
    clock = 61 * 60_000;
    expect(log.summary()['mf-promotions']!['2']).toEqual({ count: 0, visits: 2, failed: 2, kinds: {}, last: '' });
    expect(log.summary()['mf-catalog']).toBeUndefined();
  });

  it('drops the batches of an address past its limit this minute', () => {
    const log = errorLog({ now: () => 0, visitBatchesPerClientPerMinute: 2 });
    const one = [{ bundle: 'mf-demo', version: '1', visits: 1, failed: 0 }];
    expect([log.visited('a', one), log.visited('a', one), log.visited('a', one), log.visited('b', one)]).toEqual(['recorded', 'recorded', 'limited', 'recorded']);
    expect(log.summary()['mf-demo']!['1']!.visits).toBe(3);
  });

  it('accepts only well-formed batches', () => {
    const good = { bundle: 'mf-demo', version: '1.0.0-ab12', visits: 3, failed: 1 };
    expect(parseVisits({ visits: [good] })).toEqual([good]);
    expect(parseVisits({ visits: [] })).toMatch(/list of 1 to 20/);
    expect(parseVisits({ visits: Array.from({ length: 21 }, () => good) })).toMatch(/list of 1 to 20/);
    expect(parseVisits([good])).toMatch(/list/);
    expect(parseVisits({ visits: [{ ...good, bundle: '../x' }] })).toMatch(/bundle/);
    expect(parseVisits({ visits: [{ ...good, version: 'a b' }] })).toMatch(/version/);
    expect(parseVisits({ visits: [{ ...good, visits: 1.5 }] })).toMatch(/visits must be a whole number/);
    expect(parseVisits({ visits: [{ ...good, failed: 501 }] })).toMatch(/failed must be a whole number/);
    expect(parseVisits({ visits: [null] })).toMatch(/bundle/);
  });
});
