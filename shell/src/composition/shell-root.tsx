import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '@shop/shared';
import { RouteProgress } from './route-progress';

/** Mounted once above every layout: the progress bar, the toasts, scroll position per history entry. */
export function ShellRoot() {
  return (
    <>
      <RouteProgress />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
