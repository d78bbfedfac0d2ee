import { createHash } from 'node:crypto';
import { isActiveWindow, type RemoteEntry, type RouteDef, type RuntimeManifest } from '@shop/shared/contracts/routes';
import { servedOnce } from './route-ownership.ts';
import type { ActivationWindow, BundleState, StoreState } from './state.ts';

/** Whether `now` lies in the window (the shared rule: an unparsable bound counts as inactive). */
export function isActive(window: ActivationWindow, now: Date): boolean {
  return isActiveWindow(window, now.getTime());
}

function hasWindow(w: ActivationWindow): boolean {
  return w.from !== undefined || w.until !== undefined;
}

export function manifestPath(name: string, version: string): string {
  return `/remotes/${encodeURIComponent(name)}/${encodeURIComponent(version)}/mf-manifest.json`;
}

/** Where a remote's code is fetched from; dev mode points some remotes at their dev servers. */
export type ManifestUrlFor = (name: string, version: string) => string;

/**
 * The runtime manifest as the shell sees it at `now` (server time): remotes and routes
 * outside their windows are left out; a remote left without routes is left out too.
 */
export function toRuntimeManifest(
  state: StoreState,
  now: Date,
  urlFor: ManifestUrlFor = manifestPath,
  cohort?: number,
): RuntimeManifest {
  const remotes: RemoteEntry[] = [];
  let windowed = false;
  for (const remote of Object.values(state.remotes)) {
    const version = servedVersion(remote, cohort);
    if (version === null) continue;
    const published = remote.versions[version];
    if (!published) continue;
    // Both cohorts of a canary see their own build id, so each reloads when its version changes.
    if (hasWindow(remote) || remote.canary) windowed = true;
    if (!isActive(remote, now)) continue;
    const routes: RouteDef[] = [];
    for (const route of published.routes) {
      // A campaign manager's window overrides the one compiled into the route table until it
      // has ended: an expired override stops overriding (a stale one must not hide a page forever).
      const override = remote.routeWindows?.[route.path];
      if (override) windowed = true;
      const effective: RouteDef = override && !hasEnded(override, now) ? { ...stripWindow(route), ...override } : route;
      if (hasWindow(effective)) windowed = true;
      if (isActive(effective, now)) routes.push(effective);
    }
    if (routes.length === 0) continue;
    remotes.push({
      name: remote.name,
      version,
      manifest: urlFor(remote.name, version),
      routes,
      ...(remote.from !== undefined ? { from: remote.from } : {}),
      ...(remote.until !== undefined ? { until: remote.until } : {}),
    });
  }
  remotes.sort((a, b) => a.name.localeCompare(b.name));
  // Never two owners for one address, even in a store written before releases checked it.
  const served = servedOnce(remotes, state);
  return { build: effectiveBuild(state.build, windowed, served), remotes: served };
}

/** Whether the window's end has passed (an unparsable end counts as not passed). */
export function hasEnded(window: ActivationWindow, now: Date): boolean {
  return window.until !== undefined && now.getTime() >= Date.parse(window.until);
}

/** Cohorts run 0–99; a browser keeps its cohort (cookie), so a canary share is sticky. */
export const COHORTS = 100;

/**
 * The version a shopper of `cohort` gets: a canary's for cohorts below its percentage, the live
 * one otherwise. Without a cohort (crawlers, the sitemap, status) the live one.
 */
export function servedVersion(remote: BundleState, cohort?: number): string | null {
  if (remote.canary && cohort !== undefined && cohort < remote.canary.percent && remote.canary.version in remote.versions) {
    return remote.canary.version;
  }
  return remote.current;
}

function stripWindow(route: RouteDef): RouteDef {
  const { from: _from, until: _until, ...rest } = route;
  return rest;
}

/**
 * The stored build id changes on every release; a window opening or closing changes what is
 * served without any write, so the id the shell polls also folds in what is active now.
 */
function effectiveBuild(build: string, windowed: boolean, remotes: RemoteEntry[]): string {
  if (!windowed) return build;
  const active = remotes.map((r) => `${r.name}@${r.version}:${r.routes.map((x) => x.path).join(',')}`).join('|');
  return `${build}.${createHash('sha256').update(active).digest('hex').slice(0, 6)}`;
}
