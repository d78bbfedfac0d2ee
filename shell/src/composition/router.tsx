import type { RouteObject } from 'react-router';
import type { LayoutName } from '@shop/shared';
import { AUTH_ROUTES, type ShellRoute } from '../auth/shell-routes';
import { NotFoundPage } from '../errors/not-found-lazy';
import { SITE_ROUTES } from '../site/shell-routes';
import { LAYOUT_COMPONENTS, MainLayout } from '../layouts/layouts';
import { LAYOUTS, groupByLayout, localisedPaths, stripLocale, type RouteEntry } from './lib/route-table';
import { RootError } from './root-error';
import { RouteGate } from './route-gate';
import { ShellRoot } from './shell-root';

/** Routes the shell owns (architecture: auth pages, health check, tag manager page). */
export const SHELL_ROUTES: ShellRoute[] = [...AUTH_ROUTES, ...SITE_ROUTES];

/** Starts loading a shell page's code when `pathname` is one; says whether it was. */
export function preloadShellPage(pathname: string, shellRoutes: ShellRoute[] = SHELL_ROUTES): boolean {
  const bare = stripLocale(pathname).replace(/\/+$/, '').toLowerCase() || '/';
  const route = shellRoutes.find((r) => r.path.toLowerCase() === bare);
  route?.Component.preload();
  return Boolean(route);
}

/**
 * The whole router, from the manifest's route tables alone: one pathless layout route per layout,
 * each remote page under its bare path and its /fr and /en twins. Nothing here names a remote's
 * page; a remote claiming one of the shell's own paths is ignored.
 */
export function buildRoutes(entries: RouteEntry[], shellRoutes: ShellRoute[] = SHELL_ROUTES): RouteObject[] {
  const owned = new Set(shellRoutes.map((route) => route.path.toLowerCase()));
  const groups = groupByLayout(entries.filter((entry) => !owned.has(entry.path.toLowerCase())));
  const shellByLayout = new Map<LayoutName, ShellRoute[]>();
  for (const route of shellRoutes) shellByLayout.set(route.layout, [...(shellByLayout.get(route.layout) ?? []), route]);

  const layoutRoutes: RouteObject[] = LAYOUTS.filter((layout) => groups.has(layout) || shellByLayout.has(layout)).map((layout) => {
    const Layout = LAYOUT_COMPONENTS[layout];
    return {
      id: `layout:${layout}`,
      element: <Layout />,
      children: [
        ...(shellByLayout.get(layout) ?? []).flatMap(({ path, Component }) =>
          localisedPaths(path).map((localised) => ({ id: `shell:${localised}`, path: localised, element: <Component /> })),
        ),
        ...(groups.get(layout) ?? []).flatMap((entry) =>
          localisedPaths(entry.path).map((path) => ({
            id: `${entry.remote}:${path}`,
            path,
            element: <RouteGate entry={entry} />,
          })),
        ),
      ],
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
