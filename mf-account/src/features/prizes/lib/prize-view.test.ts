import { describe, expect, it } from 'vitest';
import { sortPrizes } from './prize-view';

const prize = (code: string, usable: boolean, ends_at: string) => ({ code, label: code, usable, ends_at, min_subtotal: 0 });

describe('sortPrizes', () => {
  it('puts usable prizes first, the soonest to expire on top, then the others newest first', () => {
    const sorted = sortPrizes([
      prize('OLD', false, '2026-01-01T00:00:00Z'),
      prize('LATE', true, '2026-12-30T00:00:00Z'),
      prize('USED', false, '2026-11-01T00:00:00Z'),
      prize('SOON', true, '2026-11-30T00:00:00Z'),
    ]);
    expect(sorted.map((p) => p.code)).toEqual(['SOON', 'LATE', 'USED', 'OLD']);
  });
});
