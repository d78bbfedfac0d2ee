import type { DataRouter, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { AUTH_PAGES, type ShellRoute } from '../auth/shell-routes';
import { NotFoundPage } from '../errors/not-found-lazy';
import { SITE_PAGES } from '../site/shell-routes';
import { LAYOUT_COMPONENTS, MainLayout } from '../layouts/layouts';
import { firstSegment, layoutBranches, stripLocale, type RouteEntry } from './lib/route-table';
import { SHELL_PAGE_ROUTES, type ShellPageName } from '@shop/shared/contracts/shell-pages';
import { whenIdle } from '@shop/shared';
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

/** Whether a page's route may match a URL whose first segment is `first`. */
function mayMatch(routePath: string, first: string): boolean {
  const own = pageSegment(routePath);
  return own === first || /^[:*]|\?/.test(own);
}

/** The pages under each layout split by whether a URL whose first segment is `first` may match them. */
function splitLayouts(routes: RouteObject[], first: string, keep: boolean): RouteObject[] {
  return routes
    .flatMap((root) => root.children ?? [])
    .filter((child) => child.id?.startsWith('layout:') && child.children)
    .map((layout): RouteObject => ({ ...layout, children: layout.children!.filter((leaf) => (leaf.path === undefined || mayMatch(leaf.path, first)) === keep) }) as RouteObject);
}

/**
 * The routes the page being opened needs: the whole tree with, under each layout, only the pages
 * whose path starts like `pathname` does (a route starting with a parameter always stays).
 * Creating the router ranks every page under its three paths (about 170) and compiles a regular
 * expression for each: 20–40 ms of main thread on a phone, in the middle of the start-up. The
 * others are added later (`remainingRoutes`).
 */
export function firstViewRoutes(routes: RouteObject[], pathname: string): RouteObject[] {
  const kept = new Map(splitLayouts(routes, pageSegment(pathname), true).map((layout) => [layout.id, layout]));
  return routes.map((root) => ({ ...root, children: root.children?.map((child) => (child.id && kept.get(child.id)) || child) })) as RouteObject[];
}

export interface RemainingRoutes {
  /** react-router's hook: adds the pages before the first navigation matches, if still missing. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
  /** Adds them now, if still missing. */
  patchInto: (router: Pick<DataRouter, 'patchRoutes'>) => void;
}

/**
 * The pages `firstViewRoutes(routes, pathname)` left out, added in ONE `patch` under the root
 * route: a pathless twin of each layout (`layout:main:rest`, the same layout component, so
 * going from a page of one to a page of the other keeps the layout mounted) holding that
 * layout's other pages. Every `patch` ranks the whole route table again (react-router's
 * `flattenAndRankRoutes`): one per layout made the first tap after a server-rendered page run
 * four rankings. A twin's pages start with another static segment than the address of the first
 * view: only a page starting with a parameter (none today) could match an address as well as one
 * of them, and react-router then takes the first view's. Among themselves, the twins' pages keep
 * their layout and definition order.
 */
export function remainingRoutes(routes: RouteObject[], pathname: string): RemainingRoutes {
  const rootId = routes[0]?.id;
  const twins = splitLayouts(routes, pageSegment(pathname), false)
    .filter((layout) => layout.children!.length > 0)
    .map((layout) => ({ ...layout, id: `${layout.id}:rest` }));
  let pending = rootId !== undefined && twins.length > 0;
  const add = (patch: (routeId: string, children: RouteObject[]) => void): void => {
    if (!pending) return;
    pending = false;
    patch(rootId!, twins);
  };
  return {
    patchRoutesOnNavigation: ({ patch, signal }) => {
      // react-router drops a patch made for a navigation already superseded: the next one makes it.
      if (!signal.aborted) add(patch);
    },
    patchInto: (router) => add((routeId, children) => router.patchRoutes(routeId, children)),
  };
}

// The latest the pages are added when the page is never idle; what the shopper sees goes first.
const PATCH_IDLE_TIMEOUT_MS = 3000;

/**
 * Adds the remaining pages once the page is idle after hydration (`live`), so that the shopper's
 * first tap finds them in place: one ranking of the whole table (about 20–40 ms on a phone,
 * below a long task), and a re-render of the route tree that react-router makes in a transition.
 * A tap that comes first adds them itself, before its navigation matches.
 */
export function patchWhenIdle(remaining: RemainingRoutes, router: Pick<DataRouter, 'patchRoutes'>, live: Promise<void>, idle: typeof whenIdle = whenIdle): void {
  void live.then(() => idle(() => remaining.patchInto(router), { timeout: PATCH_IDLE_TIMEOUT_MS, fallbackDelay: PATCH_IDLE_TIMEOUT_MS / 2 }));
}
