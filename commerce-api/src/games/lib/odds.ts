/** A wheel segment as the draw sees it. */
export interface Segment {
  position: number;
  weight: number;
  /** Prizes left; null on a segment that pays nothing. */
  stock: number | null;
  has_prize: boolean;
}

/** Each segment's stated probability (weight / total weight); the values sum to 1. */
export function oddsOf(segments: readonly Segment[]): number[] {
  const total = segments.reduce((sum, s) => sum + s.weight, 0);
  if (total <= 0) throw new Error('a wheel needs at least one segment with a positive weight');
  return segments.map((s) => s.weight / total);
}

/**
 * The segment a roll in [0, total weight) lands on: segments take consecutive slices of the
 * range in position order, so each is hit with exactly its stated odds.
 */
export function segmentForRoll<T extends Segment>(segments: readonly T[], roll: number): T {
  const ordered = segments.toSorted((a, b) => a.position - b.position);
  const total = ordered.reduce((sum, s) => sum + s.weight, 0);
  if (!Number.isInteger(roll) || roll < 0 || roll >= total) throw new RangeError(`roll ${roll} outside [0, ${total})`);
  let edge = 0;
  for (const segment of ordered) {
    edge += segment.weight;
    if (roll < edge) return segment;
  }
  throw new RangeError('unreachable: the roll is below the total weight');
}

/** Whether landing on this segment pays its prize: it has one and there is stock left. */
export const pays = (segment: Segment): boolean => segment.has_prize && (segment.stock ?? 0) > 0;
