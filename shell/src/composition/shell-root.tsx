import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '@shop/shared';
import { replayEarlyClicks } from './early-clicks';
import { RouteProgress } from './route-progress';

/**
 * Set on `<html>` (`data-hydrated`) once the shell's tree is live in the browser: hydrated from
 * the server's HTML, or rendered by the browser. Before it, a server-rendered page shows its
 * controls but their handlers are not attached yet: a tap on a button is held by index.html and
 * replayed then (`replayEarlyClicks`), typed text would be lost; tests and tools wait for it
 * before interacting.
 */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

let markLive: () => void = () => {};
/**
 * Resolves once the shell's tree is live. A store change meant for the screen (a toast) waits for
 * it: made while React hydrates, it would differ from the server's HTML (error #418) and the
 * whole page would be rendered again in the browser.
 */
export const shellLive = new Promise<void>((resolve) => {
  markLive = resolve;
});

/** Mounted once above every layout: the progress bar, the toasts, scroll position per history entry. */
export function ShellRoot() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    markLive();
    replayEarlyClicks();
  }, []);
  return (
    <>
      <RouteProgress />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
