import { describe, expect, it } from 'vitest';
import { maskPhone, publicName } from './mask.ts';

describe('maskPhone', () => {
  it('keeps two digits at each end', () => {
    expect(maskPhone('690000001')).toBe('69•••••01');
  });
  it('hides short values entirely', () => {
    expect(maskPhone('1234')).toBe('••••');
  });
});

describe('publicName', () => {
  it('shows the first name and the last initial', () => {
    expect(publicName('Aïcha  Ngono')).toBe('Aïcha N.');
    expect(publicName('Jean Paul Atangana')).toBe('Jean A.');
    expect(publicName('Awa')).toBe('Awa');
  });
});
