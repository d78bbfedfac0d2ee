import type { RouteDef } from '@shop/shared/contracts/routes';
import { routeClaims, routeClashes, type RouteClash } from '@shop/shared/contracts/route-ownership';
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
