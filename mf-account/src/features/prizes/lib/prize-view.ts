import type { GamePrize } from '../../../api/prizes';

/** Usable prizes first (soonest to expire first), then the used or expired ones, newest first. */
export function sortPrizes(prizes: readonly GamePrize[]): GamePrize[] {
  return prizes.toSorted((a, b) => {
    if (a.usable !== b.usable) return a.usable ? -1 : 1;
    return a.usable ? a.ends_at.localeCompare(b.ends_at) : b.ends_at.localeCompare(a.ends_at);
  });
}
