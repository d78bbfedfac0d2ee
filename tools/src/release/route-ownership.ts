import type { RemoteEntry, RouteDef } from '@shop/shared/contracts/routes';
import { routeClaims, routeClashes, type RouteClaim, type RouteClash } from '@shop/shared/contracts/route-ownership';
import { SHELL_PAGE_ROUTES } from '@shop/shared/contracts/shell-pages';
import { SHELL, type StoreState } from './state.ts';

/** The campaign pages the back end serves now (`GET /api/campaigns`): routes of nobody's table. */
export type CampaignSlugs = () => Promise<string[]>;

export function describeClash({ route, taken }: RouteClash): string {
  const same = route.path === taken.path ? '' : ` (as ${taken.path})`;
  return `route ${route.path} is already served by ${taken.owner}${same}`;
}

/** Why `name`'s route table may not go live beside what is live now (empty: it may). */
export function routeOwnershipProblems(state: StoreState, name: string, routes: readonly Pick<RouteDef, 'path'>[], now: Date, campaigns: readonly string[] = []): string[] {
  const table = routes.map((r) => ({ path: r.path, owner: name }));
  return routeClashes(table, routeClaims(state, now, campaigns)).map(describeClash);
}

const clashKey = (c: RouteClash): string => `${c.route.owner} ${c.route.path} ${c.taken.owner} ${c.taken.path}`;

/** Each pair once: a remote's route against the shell's pages and the remotes sorted after it. */
function remoteClashes(state: StoreState, now: Date): RouteClash[] {
  const claims = routeClaims(state, now);
  return routeClashes(claims.filter((c) => c.owner !== SHELL), claims).filter((c) => c.taken.owner === SHELL || c.route.owner < c.taken.owner);
}

/**
 * Collisions between two remotes that `next` has and `before` had not: what a publish would
 * introduce. Campaign pages are left to the release and the back end's checks (publish runs as
 * the store starts, before its back end answers).
 */
export function newRouteClashes(before: StoreState, next: StoreState, now: Date): string[] {
  const old = new Set(remoteClashes(before, now).map(clashKey));
  return remoteClashes(next, now)
    .filter((c) => !old.has(clashKey(c)))
    .map((c) => `${c.route.owner}: ${describeClash(c)}`);
}

/**
 * The campaign slugs of the running store, for the release CLI (`STORE_URL`, else the local
 * gateway on `PORT`). A store that does not answer cannot have campaign pages to lose: the
 * release goes on, saying that campaigns were not checked.
 */
export function storeCampaigns(env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.warn): CampaignSlugs {
  const origin = (env['STORE_URL'] || `http://127.0.0.1:${env['PORT'] ?? 8080}`).replace(/\/+$/, '');
  return async () => {
    try {
      const res = await fetch(`${origin}/api/campaigns`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(3000) });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      const body = (await res.json()) as { items?: { slug?: unknown }[] };
      return (body.items ?? []).map((c) => c.slug).filter((s): s is string => typeof s === 'string');
    } catch (error) {
      log(`campaign pages not checked: ${origin}/api/campaigns ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  };
}

const said = new Set<string>();
/** Once per process: the manifest is composed on every request. */
function warnOnce(line: string): void {
  if (said.has(line)) return;
  said.add(line);
  console.warn(line);
}

/** When the remote first published `path`: its oldest stored version holding it. */
function heldSince(state: StoreState, remote: string, path: string): string {
  const versions = Object.values(state.remotes[remote]?.versions ?? {});
  return versions.filter((v) => v.routes.some((r) => r.path === path)).reduce((first, v) => (v.publishedAt < first ? v.publishedAt : first), '\uffff');
}

/**
 * The composed route tables with every address served once. The release check keeps collisions
 * out; a store written before it (or by hand) may still hold one. Then the shell keeps its pages,
 * and among remotes the one that has held the address longest (its oldest stored version with
 * it; then the name) keeps it: the others lose that route, and the log says so, once.
 */
export function servedOnce(remotes: RemoteEntry[], state: StoreState, warn: (line: string) => void = warnOnce): RemoteEntry[] {
  const candidates = remotes
    .flatMap((remote) => remote.routes.map((route) => ({ route, owner: remote.name, since: heldSince(state, remote.name, route.path) })))
    .toSorted((a, b) => (a.since === b.since ? a.owner.localeCompare(b.owner) : a.since < b.since ? -1 : 1));
  const kept: RouteClaim[] = SHELL_PAGE_ROUTES.map((r) => ({ path: r.path, owner: SHELL }));
  const dropped = new Set<RouteDef>();
  for (const { route, owner } of candidates) {
    const clash = routeClashes([{ path: route.path, owner }], kept)[0];
    if (clash) {
      dropped.add(route);
      warn(`route ${route.path} of ${owner} not served: ${clash.taken.path} is ${clash.taken.owner}'s (release ${owner} without it)`);
    } else kept.push({ path: route.path, owner });
  }
  if (dropped.size === 0) return remotes;
  return remotes.map((r) => ({ ...r, routes: r.routes.filter((route) => !dropped.has(route)) })).filter((r) => r.routes.length > 0);
}
