/**
 * Deciding when a deployed build should replace the one the page runs.
 *
 * The page keeps running the build it started with; once `/builds/latest.json` names another
 * one, the next navigation becomes a full page load so the shopper never loses what they are
 * typing mid-page, and never stays on an outdated shell for long.
 */

export const BUILD_POLL_INTERVAL_MS = 60_000;

/** Reads `{ build: string }`; anything else is ignored (a failed deploy must not force reloads). */
export function parseLatestBuild(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const build = (body as { build?: unknown }).build;
  return typeof build === 'string' && build.trim() !== '' ? build.trim() : null;
}

export function isBuildStale(startedWith: string | null, latest: string | null): boolean {
  return Boolean(startedWith && latest && startedWith !== latest);
}

export interface NavigationChange {
  /** Build the page started with. */
  startedWith: string | null;
  /** Last build announced by the server. */
  latest: string | null;
  /** pathname + search before and after the navigation. */
  from: string;
  to: string;
}

/** A navigation that changes the page, on a stale build, becomes a full page load. */
export function shouldFullLoadOnNavigation({ startedWith, latest, from, to }: NavigationChange): boolean {
  return from !== to && isBuildStale(startedWith, latest);
}

/** Poll when the tab becomes visible again, unless the last check is very recent. */
export function shouldCheckOnVisible(lastCheckAt: number | null, now: number, minGapMs = 5_000): boolean {
  return lastCheckAt === null || now - lastCheckAt >= minGapMs;
}
