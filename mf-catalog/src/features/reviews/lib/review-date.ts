/** Cameroon's one time zone, UTC+1 all year (no daylight saving): a review's day is the same for every reader. */
const DOUALA_OFFSET_MS = 60 * 60 * 1000;

export interface CalendarDay {
  day: number;
  /** 1 to 12. */
  month: number;
  year: number;
}

/**
 * The day in Douala a review was written, from the back end's `2026-11-20 10:00:00` (UTC, no
 * zone); null when unreadable. Computed by hand rather than with `Intl.DateTimeFormat`: a page's
 * first Intl formatter loads the browser's locale and time-zone data, about 100 ms on a slow
 * phone, and the reviews render while the product page hydrates (decision 055).
 */
export function doualaDay(createdAt: string): CalendarDay | null {
  const at = new Date(`${createdAt.trim().replace(' ', 'T')}Z`);
  if (Number.isNaN(at.getTime())) return null;
  const local = new Date(at.getTime() + DOUALA_OFFSET_MS);
  return { day: local.getUTCDate(), month: local.getUTCMonth() + 1, year: local.getUTCFullYear() };
}
