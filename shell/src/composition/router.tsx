import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { AUTH_PAGES, type ShellRoute } from '../auth/shell-routes';
import { NotFoundPage } from '../errors/not-found-lazy';
import { SITE_PAGES } from '../site/shell-routes';
import { LAYOUT_COMPONENTS, MainLayout } from '../layouts/layouts';
import { firstSegment, layoutBranches, stripLocale, type RouteEntry } from './lib/route-table';
import { SHELL_PAGE_ROUTES, type ShellPageName } from '@shop/shared/contracts/shell-pages';
import type { ShellPageComponent } from './shell-page';
import { RootError } from './root-error';
import { RouteGate } from './route-gate';
import { ShellRoot } from './shell-root';

// A Record, so a page added to the shared path list without a component fails the typecheck.
const SHELL_PAGES: Record<ShellPageName, ShellPageComponent> = { ...AUTH_PAGES, ...SITE_PAGES };

/**
 * Routes the shell owns (architecture: auth pages, health check, tag manager page). The paths
 * come from `@shop/shared/contracts/shell-pages`, which the gateway reads too to answer unknown pages 404.
 */
export const SHELL_ROUTES: ShellRoute[] = SHELL_PAGE_ROUTES.map(({ path, layout, page }) => ({
  path,
  layout,
  Component: SHELL_PAGES[page],
}));

/** Starts loading a shell page's code when `pathname` is one; says whether it was. */
export function preloadShellPage(pathname: string, shellRoutes: ShellRoute[] = SHELL_ROUTES): boolean {
  const bare = stripLocale(pathname).replace(/\/+$/, '').toLowerCase() || '/';
  const route = shellRoutes.find((r) => r.path.toLowerCase() === bare);
  route?.Component.preload();
  return Boolean(route);
}

/**
 * The whole router, from the manifest's route tables alone (shape in `layoutBranches`): one
 * pathless layout route per layout, then `*` for the 404. Nothing here names a remote's page.
 */
export function buildRoutes(entries: RouteEntry[], shellRoutes: ShellRoute[] = SHELL_ROUTES): RouteObject[] {
  const layoutRoutes: RouteObject[] = layoutBranches(entries, shellRoutes).map(({ layout, children }) => {
    const Layout = LAYOUT_COMPONENTS[layout];
    return {
      id: `layout:${layout}`,
      element: <Layout />,
      children: children.map((leaf) => ({
        id: leaf.id,
        path: leaf.path,
        element: leaf.kind === 'shell' ? <leaf.shell.Component /> : <RouteGate entry={leaf.entry} />,
      })),
    };
  });
  return [
    {
      id: 'shell',
      element: <ShellRoot />,
      errorElement: <RootError />,
      children: [
        ...layoutRoutes,
        { id: 'not-found', element: <MainLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
      ],
    },
  ];
}

/** A path's first segment after any language prefix, as the router compares it: `/EN/Product/:slug` → `product`. */
function pageSegment(path: string): string {
  return firstSegment(stripLocale(path.toLowerCase()));
}

/** Whether a page's path starts with a parameter or an optional segment: it may match any first segment. */
function startsOpen(routePath: string): boolean {
  return /^[:*]|\?/.test(pageSegment(routePath));
}

/** The layouts, each with only the pages `keep` takes (a page without a path always stays). */
function layoutsWith(routes: RouteObject[], keep: (path: string) => boolean): RouteObject[] {
  return routes
    .flatMap((root) => root.children ?? [])
    .filter((child) => child.id?.startsWith('layout:') && child.children)
    .map((layout): RouteObject => ({ ...layout, children: layout.children!.filter((leaf) => leaf.path === undefined || keep(leaf.path)) }) as RouteObject);
}

/**
 * The routes the page being opened needs: the whole tree with, under each layout, only the pages
 * whose path starts like `pathname` does (a route starting with a parameter always stays).
 * Creating the router ranks every page under its three paths (about 230) and compiles a regular
 * expression for each: 20–40 ms of main thread on a phone, in the middle of the start-up. The
 * others are added on the navigations that need them (`remainingRoutes`).
 */
export function firstViewRoutes(routes: RouteObject[], pathname: string): RouteObject[] {
  const first = pageSegment(pathname);
  const kept = new Map(layoutsWith(routes, (path) => startsOpen(path) || pageSegment(path) === first).map((layout) => [layout.id, layout]));
  return routes.map((root) => ({ ...root, children: root.children?.map((child) => (child.id && kept.get(child.id)) || child) })) as RouteObject[];
}

export interface RemainingRoutes {
  /** react-router's hook: adds the pages a navigation's address may match, the first time one goes there. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The pages `firstViewRoutes(routes, pathname)` left out, added section by section: the first
 * navigation to an address whose first segment (after any language prefix) is new adds, in one
 * `patch` under the root route, the pages starting with that segment. They hang under pathless
 * twins of their layouts (`layout:main:/product`, the same layout component, so going from a page
 * of one to a page of another keeps the layout mounted). Every `patch` ranks the router's whole
 * table again (react-router's `flattenAndRankRoutes`): adding all ~230 pages at once was a task
 * of 35–145 ms at 4× CPU slowdown, at idle after hydration or in the first tap (decision 068);
 * a section is a handful of pages, ranked with the few already there. A twin's pages start with
 * a static segment of their own, so they never tie with another twin's or the first view's;
 * only a page starting with a parameter could, and those are in the first view.
 */
export function remainingRoutes(routes: RouteObject[], pathname: string): RemainingRoutes {
  const rootId = routes[0]?.id;
  const added = new Set([pageSegment(pathname)]);
  return {
    patchRoutesOnNavigation: ({ path, patch, signal }) => {
      const segment = pageSegment(path);
      // react-router drops a patch made for a navigation already superseded: the next one makes it.
      if (rootId === undefined || signal.aborted || added.has(segment)) return;
      added.add(segment);
      const twins = layoutsWith(routes, (leaf) => !startsOpen(leaf) && pageSegment(leaf) === segment)
        .filter((layout) => layout.children!.length > 0)
        .map((layout) => ({ ...layout, id: `${layout.id}:/${segment}` }));
      if (twins.length > 0) patch(rootId, twins);
    },
  };
}
