import { matchRoutes, type RouteObject } from 'react-router';
import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import { SHELL_PAGE_ROUTES, type ShellPageRoute } from '@shop/shared/contracts/shell-pages';
import { collectRoutes, layoutBranches, paramsAreValid, type RouteLeaf } from '../lib/route-table';

type Leaf = RouteLeaf<ShellPageRoute>;

/**
 * Whether the shell would render a page (not its 404) at `pathname`, given the runtime manifest
 * it is served. It is the shell's own routing, replayed: the same route shape (`layoutBranches`:
 * shell pages, each remote route, /fr and /en twins), react-router's own matching and ranking,
 * then the matched route's `params` validity check as `RouteGate` applies it. Auth does not
 * count: a logged-out visitor is redirected to /login, the page still exists. The gateway asks it
 * (`@shop/shell/page-status`) to answer 404 for exactly the pages the shell would not render.
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
