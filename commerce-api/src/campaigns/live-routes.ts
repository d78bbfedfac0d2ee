import { readFileSync, statSync } from 'node:fs';
import { routeClaims, routeClashes, type RouteClaim, type StoredRouteTables } from '@shop/shared/contracts/route-ownership';

/**
 * The addresses the store's remotes and shell serve now, from the release store's manifest: the
 * file the gateway builds `/remotes.json` from, written by every release and rollback (decision
 * 019). Read again only when it changes. Without it (a back end run alone, a store never
 * published) only the shell's own pages are known, and the operator is told once.
 */
export function liveRouteSource(file: string | undefined, warn: (line: string) => void): (now: Date) => RouteClaim[] {
  const none: StoredRouteTables = { remotes: {} };
  let cached: { stamp: string; store: StoredRouteTables } | null = null;
  let warned = '';
  const fallBack = (why: string): StoredRouteTables => {
    if (warned !== why) warn(`campaign addresses are checked against the shell's pages only: ${why}`);
    warned = why;
    return none;
  };
  const read = (): StoredRouteTables => {
    if (!file) return fallBack('no route manifest configured (ROUTE_MANIFEST or STORE_DIR)');
    try {
      const stat = statSync(file);
      const stamp = `${stat.mtimeMs}:${stat.size}`;
      if (cached?.stamp === stamp) return cached.store;
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredRouteTables> | null;
      if (typeof parsed?.remotes !== 'object' || parsed.remotes === null) throw new Error('no remotes in it');
      cached = { stamp, store: parsed as StoredRouteTables };
      warned = '';
      return cached.store;
    } catch (error) {
      return fallBack(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (now) => {
    try {
      const claims = routeClaims(read(), now);
      if (claims.some((c) => typeof c.path !== 'string')) throw new Error('a route without a path');
      return claims;
    } catch (error) {
      // A manifest of another shape than expected: as if there were none, not a 500.
      return routeClaims(fallBack(`${file}: ${error instanceof Error ? error.message : String(error)}`), now);
    }
  };
}

/** The live route a campaign address would take over (an address as typed: `/en/cart` is `/cart`), if any. */
export function routeTaken(slug: string, live: readonly RouteClaim[]): RouteClaim | undefined {
  const path = slug.trim().replace(/^\/+/, '');
  // No address at all is the slug check's to refuse, not the home page's to claim.
  if (!path) return undefined;
  return routeClashes([{ path: `/${path}`, owner: `campaign ${slug}` }], live)[0]?.taken;
}
