import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../errors/not-found-lazy';
import { LAYOUT_COMPONENTS, MainLayout } from '../layouts/layouts';
import { LAYOUTS, groupByLayout, localisedPaths, type RouteEntry } from './lib/route-table';
import { RootError } from './root-error';
import { RouteGate } from './route-gate';
import { ShellRoot } from './shell-root';

/**
 * The whole router, from the manifest's route tables alone: one pathless layout route per layout,
 * each remote page under its bare path and its /fr and /en twins. Nothing here names a remote's page.
 */
export function buildRoutes(entries: RouteEntry[]): RouteObject[] {
  const groups = groupByLayout(entries);
  const layoutRoutes: RouteObject[] = LAYOUTS.filter((layout) => groups.has(layout)).map((layout) => {
    const Layout = LAYOUT_COMPONENTS[layout];
    return {
      id: `layout:${layout}`,
      element: <Layout />,
      children: (groups.get(layout) ?? []).flatMap((entry) =>
        localisedPaths(entry.path).map((path) => ({
          id: `${entry.remote}:${path}`,
          path,
          element: <RouteGate entry={entry} />,
        })),
      ),
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
