import { describe, expect, it } from 'vitest';
import { rotationFor, segmentAtPointer, segmentPath } from './geometry';

describe('rotationFor', () => {
  it('lands every segment under the pointer, whatever the start and offset', () => {
    for (const count of [2, 6, 8, 12]) {
      for (let index = 0; index < count; index++) {
        for (const current of [0, 123.4, 3600 + 77]) {
          for (const offset of [-0.5, 0, 0.49]) {
            const target = rotationFor(index, count, current, 5, offset);
            expect(segmentAtPointer(target, count)).toBe(index);
            expect(target).toBeGreaterThanOrEqual(current + 5 * 360);
            expect(target).toBeLessThan(current + 6 * 360);
          }
        }
      }
    }
  });
});

describe('segmentAtPointer', () => {
  it('reads the first segment at rest', () => {
    expect(segmentAtPointer(0, 8)).toBe(0);
    expect(segmentAtPointer(-50, 8)).toBe(1);
  });
});

describe('segmentPath', () => {
  it('draws a slice from the centre', () => {
    expect(segmentPath(0, 4, 100)).toBe('M0 0 L0.000 -100.000 A100 100 0 0 1 100.000 -0.000 Z');
  });
});
