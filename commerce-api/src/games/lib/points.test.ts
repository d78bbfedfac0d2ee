import { describe, expect, it } from 'vitest';
import { pointsFor, rank } from './points.ts';

describe('pointsFor', () => {
  it('gives 3 for the exact score, 1 for the right outcome, 0 otherwise', () => {
    expect(pointsFor({ home: 2, away: 1 }, { home: 2, away: 1 })).toBe(3);
    expect(pointsFor({ home: 3, away: 0 }, { home: 2, away: 1 })).toBe(1);
    expect(pointsFor({ home: 1, away: 1 }, { home: 0, away: 0 })).toBe(1);
    expect(pointsFor({ home: 0, away: 1 }, { home: 2, away: 1 })).toBe(0);
    expect(pointsFor({ home: 1, away: 1 }, { home: 2, away: 1 })).toBe(0);
  });

  it('gives nothing before the match is played', () => {
    expect(pointsFor({ home: 1, away: 0 }, null)).toBe(0);
  });
});

describe('rank', () => {
  it('orders by points then exact scores, and equal players share a rank', () => {
    const games: Record<string, { prediction: { home: number; away: number }; result: { home: number; away: number } | null }[]> = {
      awa: [{ prediction: { home: 2, away: 1 }, result: { home: 2, away: 1 } }],
      paul: [
        { prediction: { home: 1, away: 0 }, result: { home: 2, away: 1 } },
        { prediction: { home: 0, away: 0 }, result: { home: 1, away: 1 } },
        { prediction: { home: 0, away: 2 }, result: { home: 0, away: 1 } },
      ],
      grace: [{ prediction: { home: 2, away: 1 }, result: { home: 2, away: 1 } }, { prediction: { home: 5, away: 0 }, result: null }],
      ibrahim: [{ prediction: { home: 0, away: 3 }, result: { home: 2, away: 1 } }],
    };
    const table = rank(Object.keys(games), (p) => games[p]!);
    expect(table.map((s) => [s.player, s.points, s.exact, s.rank])).toEqual([
      ['awa', 3, 1, 1],
      ['grace', 3, 1, 1],
      ['paul', 3, 0, 3],
      ['ibrahim', 0, 0, 4],
    ]);
  });
});
