import { describe, expect, it } from 'vitest';
import { fastestHitsPerSecond, gapMs, holeForKey, HOLES, moleUpMs, nextHole, ROUND_MS } from './round';

describe('round pace', () => {
  it('speeds up over the round', () => {
    expect(moleUpMs(0)).toBe(1100);
    expect(moleUpMs(ROUND_MS)).toBe(550);
    expect(moleUpMs(ROUND_MS / 2)).toBeLessThan(moleUpMs(0));
    expect(gapMs(0)).toBeGreaterThan(gapMs(ROUND_MS));
    expect(moleUpMs(ROUND_MS * 2)).toBe(550);
  });

  it("stays under the server's cap of 4 hits a second", () => {
    expect(fastestHitsPerSecond()).toBeLessThan(4);
  });
});

describe('nextHole', () => {
  it('never repeats the previous hole and reaches every other one', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 100; i++) {
      const hole = nextHole(4, i / 100);
      expect(hole).not.toBe(4);
      expect(hole).toBeGreaterThanOrEqual(0);
      expect(hole).toBeLessThan(HOLES);
      seen.add(hole);
    }
    expect(seen.size).toBe(HOLES - 1);
    expect(nextHole(null, 0.999)).toBe(HOLES - 1);
  });
});

describe('holeForKey', () => {
  it('maps keys 1 to 9 onto the holes', () => {
    expect(holeForKey('1')).toBe(0);
    expect(holeForKey('9')).toBe(8);
    expect(holeForKey('0')).toBeNull();
    expect(holeForKey('a')).toBeNull();
  });
});
