import { describe, expect, it } from 'vitest';
import { addBit, complement, emptyBitset, hasBit, intersect, unite, type Bitset } from './bitset.ts';

const SIZE = 100;
const setOf = (ids: number[]) => {
  const bits = emptyBitset(SIZE);
  for (const id of ids) addBit(bits, id);
  return bits;
};
const members = (bits: Bitset) => Array.from({ length: SIZE }, (_, id) => id).filter((id) => hasBit(bits, id));

describe('bit sets of document ids', () => {
  it('holds the ids added, across word boundaries (bits 31 and 32, the last id)', () => {
    const bits = setOf([0, 31, 32, 63, 64, 99]);
    expect(members(bits)).toEqual([0, 31, 32, 63, 64, 99]);
    expect(bits.length).toBe(4);
  });

  it('answers no for ids past its size', () => {
    expect(hasBit(setOf([1]), 1000)).toBe(false);
  });

  it('intersects, unites and complements without changing its operands', () => {
    const a = setOf([1, 2, 40, 70]);
    const b = setOf([2, 3, 70, 99]);
    expect(members(intersect(a, b))).toEqual([2, 70]);
    expect(members(unite(a, b))).toEqual([1, 2, 3, 40, 70, 99]);
    const notA = members(complement(a));
    expect(notA).toHaveLength(SIZE - 4);
    expect(notA.some((id) => [1, 2, 40, 70].includes(id))).toBe(false);
    expect(members(a)).toEqual([1, 2, 40, 70]);
  });
});
