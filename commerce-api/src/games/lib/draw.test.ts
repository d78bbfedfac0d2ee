import { describe, expect, it } from 'vitest';
import { commitmentOf, drawWinners, ticketsDigest, ticketsFor } from './draw.ts';

const tickets = Array.from({ length: 50 }, (_, i) => `T-${String(10_000 + i * 37)}`);

describe('drawWinners', () => {
  it('is reproducible from the seed, whatever order the tickets come in', () => {
    const first = drawWinners('a1b2c3', tickets, 5);
    expect(drawWinners('a1b2c3', tickets.toReversed(), 5)).toEqual(first);
    expect(first).toHaveLength(5);
    expect(new Set(first).size).toBe(5);
    for (const t of first) expect(tickets).toContain(t);
  });

  it('gives other winners for another seed', () => {
    expect(drawWinners('a1b2c3', tickets, 5)).not.toEqual(drawWinners('ffeedd', tickets, 5));
  });

  it('draws every ticket once when there are fewer tickets than prizes', () => {
    expect(drawWinners('seed', ['T-2', 'T-1', 'T-2'], 5).toSorted()).toEqual(['T-1', 'T-2']);
    expect(drawWinners('seed', [], 3)).toEqual([]);
  });

  it('picks each ticket about as often as any other over many seeds', () => {
    const small = ['A', 'B', 'C', 'D'];
    const counts = new Map<string, number>();
    for (let s = 0; s < 4000; s++) {
      const [w] = drawWinners(`seed-${s}`, small, 1);
      counts.set(w!, (counts.get(w!) ?? 0) + 1);
    }
    for (const t of small) expect(counts.get(t)).toBeGreaterThan(850);
  });
});

describe('commitment and digest', () => {
  it('publishes hashes that match the revealed values', () => {
    expect(commitmentOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(ticketsDigest(['T-2', 'T-1'])).toBe(ticketsDigest(['T-1', 'T-2']));
  });
});

describe('ticketsFor', () => {
  it('gives one ticket per step of the order total, capped', () => {
    expect(ticketsFor(24_999, 25_000, 10)).toBe(0);
    expect(ticketsFor(75_000, 25_000, 10)).toBe(3);
    expect(ticketsFor(5_000_000, 25_000, 10)).toBe(10);
  });
});
