import { describe, expect, it } from 'vitest';
import { serviceOf } from './mobile-operator.ts';

describe('serviceOf', () => {
  it('tells MTN and Orange numbers from their prefix, however written', () => {
    expect(serviceOf('670000000')).toBe('MTN');
    expect(serviceOf('+237 652 11 22 33')).toBe('MTN');
    expect(serviceOf('683123456')).toBe('MTN');
    expect(serviceOf('699000000')).toBe('ORANGE');
    expect(serviceOf('00237656000000')).toBe('ORANGE');
    expect(serviceOf('640123456')).toBe('ORANGE');
    expect(serviceOf('686123456')).toBe('ORANGE');
  });

  it('answers null for other networks and for what is not a mobile number', () => {
    expect(serviceOf('662000000')).toBeNull();
    expect(serviceOf('622000000')).toBeNull();
    expect(serviceOf('222000000')).toBeNull();
    expect(serviceOf('67000000')).toBeNull();
    expect(serviceOf('not a phone')).toBeNull();
  });
});
