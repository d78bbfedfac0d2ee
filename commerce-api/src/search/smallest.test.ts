import { describe, expect, it } from 'vitest';
import { Prng } from '../seed/prng.ts';
import { smallestKeys } from './smallest.ts';

describe('the smallest keys of a list', () => {
  it('equals the first of the whole list sorted, for any count, on random keys', () => {
    const rng = new Prng(7);
    for (const n of [0, 1, 2, 5, 100, 3000]) {
      const keys = Array.from({ length: n }, () => Math.floor(rng.next() * 1e9));
      const sorted = keys.toSorted((a, b) => a - b);
      for (const count of [0, 1, 3, 24, 96, n, n + 10]) {
        expect(Array.from(smallestKeys(n, count, (i) => keys[i]!)), `${n} ${count}`).toEqual(sorted.slice(0, count));
      }
    }
  });

  it('keeps ties and descending input in order', () => {
    const keys = [9, 7, 7, 5, 3, 3, 1];
    expect(Array.from(smallestKeys(keys.length, 4, (i) => keys[i]!))).toEqual([1, 3, 3, 5]);
  });
});
