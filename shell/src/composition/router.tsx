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

/** Whether a page's route may match a URL whose first segment is `first`. */
function mayMatch(routePath: string, first: string): boolean {
  const own = pageSegment(routePath);
  return own === first || /^[:*]|\?/.test(own);
}

/**
 * The routes the page being opened needs: the whole tree with, under each layout, only the pages
 * whose path starts like `pathname` does (a route starting with a parameter always stays).
 * Creating the router ranks every page under its three paths (about 170) and compiles a regular
 * expression for each: 20–40 ms of main thread on a phone, in the middle of the start-up. The
 * others are added on the first navigation (`patchRemainingRoutes`).
 */
export function firstViewRoutes(routes: RouteObject[], pathname: string): RouteObject[] {
  const first = pageSegment(pathname);
  return routes.map((root) => ({
    ...root,
    children: root.children?.map((child) =>
      child.id?.startsWith('layout:') ? { ...child, children: child.children?.filter((leaf) => leaf.path === undefined || mayMatch(leaf.path, first)) ?? [] } : child,
    ),
  })) as RouteObject[];
}

/**
 * react-router's `patchRoutesOnNavigation` for a router made from `firstViewRoutes(routes, …)`:
 * the first navigation puts every other page back under its layout (pages already there are
 * kept as they are, react-router matches them by id), then the router matches as usual.
 */
export function patchRemainingRoutes(routes: RouteObject[]): PatchRoutesOnNavigationFunction {
  let patched = false;
  return ({ patch }) => {
    if (patched) return;
    patched = true;
    for (const root of routes) {
      for (const child of root.children ?? []) {
        if (child.id?.startsWith('layout:') && child.children) patch(child.id, child.children);
      }
    }
  };
}
