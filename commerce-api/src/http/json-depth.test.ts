import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.ts';

describe('nestsDeeperThan', () => {
  it('measures objects and arrays alike, scalars as no depth', () => {
    expect(nestsDeeperThan('text', 1)).toBe(false);
    expect(nestsDeeperThan({ a: [1, 2] }, 2)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 2)).toBe(true);
  });

  it('survives a body nested far beyond the call stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(nestsDeeperThan(deep, 16)).toBe(true);
  });
});
