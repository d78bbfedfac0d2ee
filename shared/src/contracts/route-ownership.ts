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
export const LOCALE_SEGMENTS: readonly string[] = ['fr', 'en'];

/**
 * The segments the router compares: case folded (react-router matches case-insensitively),
 * empty segments dropped (trailing slashes), the locale prefix removed. An optional segment
 * (`:tab?`, `old?`) yields both variants.
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

/** Whether the two patterns match at least one address in common. */
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
