/**
 * Pace of a whack-a-mole round: one mole at a time, staying up for less time and coming back
 * sooner as the round goes on. The fastest pace (a mole every 300 ms + its time up) keeps a
 * perfect player under the server's cap of 4 hits a second.
 */
export const ROUND_MS = 30_000;
export const HOLES = 9;

const lerp = (from: number, to: number, t: number) => from + (to - from) * Math.min(Math.max(t, 0), 1);

/** How long a mole stays up, `elapsedMs` into a round of `roundMs`. */
export const moleUpMs = (elapsedMs: number, roundMs = ROUND_MS): number => Math.round(lerp(1100, 550, elapsedMs / roundMs));

/** Pause before the next mole. */
export const gapMs = (elapsedMs: number, roundMs = ROUND_MS): number => Math.round(lerp(650, 300, elapsedMs / roundMs));

/** Fastest hit rate the pace allows (a hit the instant each mole appears), per second. */
export const fastestHitsPerSecond = (): number => 1000 / gapMs(ROUND_MS);

/** The next hole for a mole: any hole but the one just used, from a random number in [0, 1). */
export function nextHole(previous: number | null, random: number): number {
  const choices = previous === null ? HOLES : HOLES - 1;
  const pick = Math.min(Math.floor(random * choices), choices - 1);
  return previous !== null && pick >= previous ? pick + 1 : pick;
}

/** Keys 1–9 laid out like a phone keypad: 1 is the top-left hole, 9 the bottom-right. */
export function holeForKey(key: string): number | null {
  return /^[1-9]$/.test(key) ? Number(key) - 1 : null;
}
