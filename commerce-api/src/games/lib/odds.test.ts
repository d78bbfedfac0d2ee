import { describe, expect, it } from 'vitest';
import { oddsOf, pays, segmentForRoll, type Segment } from './odds.ts';

const wheel: Segment[] = [
  { position: 2, weight: 10, stock: 5, has_prize: true },
  { position: 1, weight: 50, stock: null, has_prize: false },
  { position: 3, weight: 40, stock: 0, has_prize: true },
];

describe('oddsOf', () => {
  it('states odds that sum to 1', () => {
    const odds = oddsOf(wheel);
    expect(odds).toEqual([0.1, 0.5, 0.4]);
    expect(odds.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('refuses a wheel without weight', () => {
    expect(() => oddsOf([{ position: 1, weight: 0, stock: null, has_prize: false }])).toThrow();
  });
});

describe('segmentForRoll', () => {
  it('gives every segment exactly its share of the rolls', () => {
    const hits = new Map<number, number>();
    for (let roll = 0; roll < 100; roll++) {
      const s = segmentForRoll(wheel, roll);
      hits.set(s.position, (hits.get(s.position) ?? 0) + 1);
    }
    expect(Object.fromEntries(hits)).toEqual({ 1: 50, 2: 10, 3: 40 });
  });

  it('rejects rolls outside the range', () => {
    expect(() => segmentForRoll(wheel, 100)).toThrow(RangeError);
    expect(() => segmentForRoll(wheel, -1)).toThrow(RangeError);
    expect(() => segmentForRoll(wheel, 0.5)).toThrow(RangeError);
  });
});

describe('pays', () => {
  it('pays only a prize segment with stock left', () => {
    expect(wheel.map(pays)).toEqual([true, false, false]);
  });
});
