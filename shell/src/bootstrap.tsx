import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import { federationName } from '@shop/shared/contracts/routes';

const manifest: RuntimeManifest = await fetch('/remotes.json').then((r) => r.json());
registerRemotes(manifest.remotes.map((r) => ({ name: federationName(r.name), entry: r.manifest })));
const routes = manifest.remotes.flatMap((remote) =>
  remote.routes.map((route) => {
    const Page = lazy(() => loadRemote<{ default: React.ComponentType }>(`${federationName(remote.name)}/${route.page}`).then((m) => ({ default: m!.default })));
    return { path: route.path, element: <Suspense fallback={<p>…</p>}><Page /></Suspense> };
  }),
);
createRoot(document.getElementById('root')!).render(<RouterProvider router={createBrowserRouter(routes)} />);
