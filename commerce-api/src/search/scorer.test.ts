import { describe, expect, it } from 'vitest';
import { bitCount, orderByScore } from './scorer.ts';

describe('orderByScore', () => {
  it('orders as a stable sort by score descending, ties in position order, at every size', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const n of [0, 1, 2, 50, 65, 1000, 20_000]) {
      // Few distinct values (many ties), tiny and large magnitudes.
      const distinct = Array.from({ length: Math.max(1, n >> 3) }, () => (random() < 0.5 ? random() * 1e-3 : random() * 1e6));
      const scores = Float64Array.from({ length: n }, () => distinct[Math.floor(random() * distinct.length)]!);
      const expected = Array.from({ length: n }, (_, i) => i).toSorted((x, y) => scores[y]! - scores[x]!);
      expect(Array.from(orderByScore(scores, n)), `n = ${n}`).toEqual(expected);
    }
  });

  it('falls back to comparing when a score is not positive', () => {
    const scores = Float64Array.from([...Array.from({ length: 100 }, (_, i) => (i % 7) + 1), 0, -1]);
    expect(Array.from(orderByScore(scores, scores.length))).toEqual(Array.from(scores.keys()).toSorted((x, y) => scores[y]! - scores[x]!));
  });
});

describe('bitCount', () => {
  it('counts the bits of 31-bit masks', () => {
    for (const mask of [0, 1, 6, 0x7fffffff, 0x55555555, 1 << 30]) expect(bitCount(mask)).toBe(mask.toString(2).replaceAll('0', '').length);
  });
});
