import { matchRoutes, type RouteObject } from 'react-router';
import type { RuntimeManifest } from '../../../shared/src/contracts/routes.ts';
import {
  collectRoutes,
  layoutBranches,
  paramsAreValid,
  type RouteLeaf,
} from '../../../shell/src/composition/lib/route-table.ts';
import { SHELL_PAGE_ROUTES, type ShellPageRoute } from '../../../shell/src/composition/lib/shell-routes.ts';

type Leaf = RouteLeaf<ShellPageRoute>;

/**
 * Whether the shell would render a page (not its 404) at `pathname`, given the runtime manifest
 * it is served. It is the shell's own routing, replayed: the same route shape (`layoutBranches`:
 * shell pages, each remote route, /fr and /en twins), react-router's own matching and ranking,
 * then the matched route's `params` validity check as `RouteGate` applies it. Auth does not
 * count: a logged-out visitor is redirected to /login, the page still exists.
 */
export function pageExists(manifest: RuntimeManifest, pathname: string, now: Date): boolean {
  const leaves = new Map<string, Leaf>();
  const routes: RouteObject[] = layoutBranches(collectRoutes(manifest, now.getTime()), SHELL_PAGE_ROUTES).map(
    ({ layout, children }) => ({
      id: `layout:${layout}`,
      children: children.map((leaf) => {
        leaves.set(leaf.id, leaf);
        return { id: leaf.id, path: leaf.path };
      }),
    }),
  );
  const matches = matchRoutes(routes, pathname);
  const last = matches?.at(-1);
  const leaf = last?.route.id === undefined ? undefined : leaves.get(last.route.id);
  if (!last || !leaf) return false;
  return leaf.kind === 'shell' || paramsAreValid(leaf.entry.params, last.params);
}

/**
 * `pageExists` with memory, for the gateway's hot path: matching replays react-router's
 * flatten-and-rank on every call (about 1 ms for a 90-route table on our 2 cores), while the
 * answer depends only on the served route tables and the path. The window check needs no
 * clock here: the manifest passed in is already filtered for the time it was built at, and a
 * route the server kept is active for the shell too. Oldest answers go first past `limit`.
 */
export function memoizedPageExists(limit = 2000): (manifest: RuntimeManifest, pathname: string, now: Date) => boolean {
  let tables = '';
  // The gateway reuses one manifest object while nothing changes: no need to compare its tables.
  let lastManifest: RuntimeManifest | null = null;
  const answers = new Map<string, boolean>();
  return (manifest, pathname, now) => {
    if (manifest !== lastManifest) {
      lastManifest = manifest;
      const key = JSON.stringify(manifest.remotes);
      if (key !== tables) {
        tables = key;
        answers.clear();
      }
    }
    const known = answers.get(pathname);
    if (known !== undefined) return known;
    const answer = pageExists(manifest, pathname, now);
    // Long URLs are rare and mostly junk: answering them costs a match, keeping them memory.
    if (pathname.length > 512) return answer;
    if (answers.size >= limit) answers.delete(answers.keys().next().value!);
    answers.set(pathname, answer);
    return answer;
  };
}
