import { SHELL_PAGE_ROUTES } from './shell-pages';

/**
 * Who serves which address. Every route of the store has one owner: a remote, the shell or a
 * campaign page. Two owners' routes must never match the same address: react-router would pick
 * one by its ranking (a static segment beats a parameter, so a campaign `category/smartphones-13`
 * takes over that page of `/category/:slug`), and the other would be silently unreachable. The
 * release check and the back end's campaign check ask the same question here (decision 019).
 */
export interface RouteClaim {
  /** A react-router pattern (`/category/:slug`) or a plain path (`/black-friday`). */
  path: string;
  /** `mf-catalog`, `shell`, `campaign black-friday`… */
  owner: string;
}

export interface RouteClash {
  route: RouteClaim;
  /** The other owner's route it collides with. */
  taken: RouteClaim;
}

/** The shell answers every page under these prefixes too (`/en/cart` is `/cart`). */
const LOCALE_SEGMENTS: readonly string[] = ['fr', 'en'];

/**
 * The segments the router compares: case folded (react-router matches case-insensitively),
 * empty segments dropped (trailing slashes), the locale prefix removed. An optional segment
 * (`:tab?`, `old?`) yields both variants. @internal
 */
export function routeVariants(path: string): string[][] {
  const segments = path.split('/').filter(Boolean);
  if (segments.length > 0 && LOCALE_SEGMENTS.includes(segments[0]!.toLowerCase())) segments.shift();
  let variants: string[][] = [[]];
  for (const segment of segments) {
    const optional = segment.endsWith('?');
    const bare = optional ? segment.slice(0, -1) : segment;
    const folded = bare.startsWith(':') ? ':' : bare.toLowerCase();
    variants = variants.flatMap((v) => (optional ? [v, [...v, folded]] : [[...v, folded]]));
  }
  return variants;
}

/** Whether some address matches both segment lists (`:` any one segment, `*` the rest). */
function overlap(a: readonly string[], b: readonly string[]): boolean {
  if (a[0] === '*' || b[0] === '*') return true;
  if (a.length === 0 || b.length === 0) return a.length === b.length;
  if (a[0] === ':' || b[0] === ':' || a[0] === b[0]) return overlap(a.slice(1), b.slice(1));
  return false;
}

/** Whether the two patterns match at least one address in common. @internal */
export function routesCollide(a: string, b: string): boolean {
  const bs = routeVariants(b);
  return routeVariants(a).some((va) => bs.some((vb) => overlap(va, vb)));
}

/** Every route of `claims` that collides with a route of `taken` held by another owner. */
export function routeClashes(claims: readonly RouteClaim[], taken: readonly RouteClaim[]): RouteClash[] {
  const clashes: RouteClash[] = [];
  for (const route of claims) {
    for (const other of taken) {
      if (other.owner !== route.owner && routesCollide(route.path, other.path)) clashes.push({ route, taken: other });
    }
  }
  return clashes;
}

/** The owner name of the shell's own pages. */
export const SHELL_OWNER = 'shell';

/** Only the end matters: a route waiting for its start already holds its address. */
interface StoredWindow {
  from?: string;
  until?: string;
}

/**
 * What ownership needs of the release store's `manifest.json` (the release tool's `StoreState`):
 * each remote's served versions with their route tables and windows.
 */
export interface StoredRouteTables {
  remotes: Record<
    string,
    StoredWindow & {
      name: string;
      current: string | null;
      canary?: { version: string };
      versions: Record<string, { routes: readonly ({ path: string } & StoredWindow)[] }>;
      routeWindows?: Record<string, StoredWindow>;
    }
  >;
}

const ended = (window: StoredWindow, now: Date): boolean => window.until !== undefined && now.getTime() >= Date.parse(window.until);

/**
 * Every address some owner holds: the shell's pages, each remote's routes in its live and canary
 * versions (a scheduled one too: it is only waiting for its date), campaign pages. A route or a
 * remote whose window has ended holds nothing any more.
 */
export function routeClaims(store: StoredRouteTables, now: Date, campaigns: readonly string[] = []): RouteClaim[] {
  const claims: RouteClaim[] = SHELL_PAGE_ROUTES.map((r) => ({ path: r.path, owner: SHELL_OWNER }));
  for (const remote of Object.values(store.remotes).toSorted((a, b) => a.name.localeCompare(b.name))) {
    if (ended(remote, now)) continue;
    const seen = new Set<string>();
    const served = [remote.current, remote.canary?.version].filter((v): v is string => typeof v === 'string' && v in remote.versions);
    for (const version of served) {
      for (const route of remote.versions[version]!.routes) {
        // As the manifest applies it: an override decides until it has ended, then the table does.
        const override = remote.routeWindows?.[route.path];
        if (seen.has(route.path) || ended(override && !ended(override, now) ? override : route, now)) continue;
        seen.add(route.path);
        claims.push({ path: route.path, owner: remote.name });
      }
    }
  }
  for (const slug of campaigns) claims.push({ path: `/${slug}`, owner: `campaign ${slug}` });
  return claims;
}
