import { describe, expect, it } from 'vitest';
import { rateVital, toReport } from './vitals';

describe('rateVital', () => {
  it('uses the spec thresholds (good / poor)', () => {
    expect(rateVital('FCP', 1800)).toBe('good');
    expect(rateVital('FCP', 1801)).toBe('needs-improvement');
    expect(rateVital('FCP', 3000)).toBe('needs-improvement');
    expect(rateVital('FCP', 3001)).toBe('poor');
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.2)).toBe('needs-improvement');
    expect(rateVital('CLS', 0.26)).toBe('poor');
    expect(rateVital('INP', 100)).toBe('good');
    expect(rateVital('INP', 300)).toBe('needs-improvement');
    expect(rateVital('INP', 301)).toBe('poor');
  });

  it('rounds values for the report and keeps only the path', () => {
    expect(toReport('LCP', 2612.7, '/cart', 'navigate')).toEqual({ name: 'LCP', value: 2613, rating: 'needs-improvement', path: '/cart', navigationType: 'navigate' });
    expect(toReport('CLS', 0.123456, '/')).toEqual({ name: 'CLS', value: 0.123, rating: 'needs-improvement', path: '/' });
  });
});
