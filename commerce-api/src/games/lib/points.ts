export interface Score {
  home: number;
  away: number;
}

/** Points a prediction scores: 3 for the exact score, 1 for the right outcome (winner or draw), else 0. */
export const POINTS = { exact: 3, outcome: 1 } as const;

export function pointsFor(prediction: Score, result: Score | null): number {
  if (!result) return 0;
  if (prediction.home === result.home && prediction.away === result.away) return POINTS.exact;
  return Math.sign(prediction.home - prediction.away) === Math.sign(result.home - result.away) ? POINTS.outcome : 0;
}

export interface Standing<P> {
  player: P;
  points: number;
  exact: number;
}

/**
 * Players ranked by points, then by exact scores; equal players share a rank (1, 2, 2, 4).
 * Only played fixtures count.
 */
export function rank<P>(
  players: readonly P[],
  predictionsOf: (player: P) => readonly { prediction: Score; result: Score | null }[],
): (Standing<P> & { rank: number })[] {
  const standings = players.map((player) => {
    let points = 0;
    let exact = 0;
    for (const { prediction, result } of predictionsOf(player)) {
      const p = pointsFor(prediction, result);
      points += p;
      if (p === POINTS.exact) exact += 1;
    }
    return { player, points, exact };
  });
  standings.sort((a, b) => b.points - a.points || b.exact - a.exact);
  return standings.map((s, i) => {
    const tiedWith = standings.findIndex((o) => o.points === s.points && o.exact === s.exact);
    return { ...s, rank: tiedWith === -1 ? i + 1 : tiedWith + 1 };
  });
}
