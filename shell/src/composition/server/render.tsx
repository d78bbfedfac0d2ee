/**
 * Server rendering of the shell with one remote page (the gateway calls it; never bundled for
 * the browser: the shell's build makes it `server/render.js` of each shell version, which the
 * gateway loads for the version it serves, decision 022). The tree is the browser's own
 * (`buildRoutes` and its layouts) under react-router's static router; the page's component and
 * loader data come in as a `PreloadedPage`, exactly as the browser hydrates them (bootstrap.tsx).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { i18n, setLocale, setRenderedLowBandwidth, type Locale, type RuntimeManifest } from '@shop/shared';
import { registerShellTranslations } from '../../i18n';
import { detectLocale, LOCALE_COOKIE_NAME } from '../../locale/lib/detect';
import { collectRoutes, findRoute, type RouteEntry } from '../lib/route-table';
import { PreloadedPageProvider, type PreloadedPage } from '../preloaded-page';
import { buildRoutes } from '../router';
import { routeCandidates } from './route-candidates';
import { memoiseTranslations } from './translation-memo';

registerShellTranslations();
memoiseTranslations(i18n);

export { serverFederation, type PageModule } from './federation';

/**
 * The shape of this module as the gateway uses it. A gateway renders only a shell version whose
 * bundle says the same number; change it with any change to the exports' signatures, so that a
 * shell released for a newer gateway is served without server rendering, not misused.
 */
export const SERVER_API = 1;

export interface PageRequest {
  /** `pathname + search`. */
  href: string;
  hostname: string;
  cookie: string;
  languages: readonly string[];
}

/** The language the browser will pick for this request (same rule as `startLocale`). */
export function requestLocale(request: PageRequest): Locale {
  return detectLocale({
    pathname: new URL(request.href, 'http://shop').pathname,
    hostname: request.hostname,
    cookie: request.cookie,
    cookieName: LOCALE_COOKIE_NAME,
    languages: request.languages,
  });
}

/** The remote route the browser would render at `href` (null: a shell page, a 404 or a login-only page). */
// The gateway hands the same manifest object to every request until the store, the campaigns or
// the second change: its route list is built once for it (per second, as windows open and close).
const routesByManifest = new WeakMap<RuntimeManifest, { second: number; routes: RouteEntry[] }>();
function routesOf(manifest: RuntimeManifest): RouteEntry[] {
  const second = Math.floor(Date.now() / 1000);
  const known = routesByManifest.get(manifest);
  if (known?.second === second) return known.routes;
  const routes = collectRoutes(manifest);
  routesByManifest.set(manifest, { second, routes });
  return routes;
}

export function remoteRouteOf(manifest: RuntimeManifest, href: string): RouteEntry | null {
  const pathname = new URL(href, 'http://shop').pathname;
  // Every route that fits is a candidate: the same answer as from the whole list, from a few.
  const route = findRoute(routeCandidates(routesOf(manifest), pathname), pathname);
  return route && !route.auth ? route : null;
}

/**
 * A page region the browser renders itself (its server render failed or ran out of time): an
 * error inside the region's Suspense boundary makes React send the boundary's fallback and
 * mark it for rendering in the browser.
 */
function ClientRegion(): never {
  throw new Error('page region left to the browser');
}

let handlersFor: { manifest: RuntimeManifest; tables: string; byCandidates: Map<string, ReturnType<typeof createStaticHandler>> } | null = null;

/**
 * The router for `pathname` under the served route tables: built from the routes that may match
 * it (`routeCandidates`), kept per set of candidates until the tables change (a release, a window).
 */
function staticHandlerFor(manifest: RuntimeManifest, pathname: string): ReturnType<typeof createStaticHandler> {
  if (handlersFor?.manifest !== manifest) {
    const tables = JSON.stringify(manifest.remotes);
    if (handlersFor?.tables !== tables) handlersFor = { manifest, tables, byCandidates: new Map() };
    else handlersFor.manifest = manifest;
  }
  const candidates = routeCandidates(routesOf(manifest), pathname);
  // Paths are unique in a route list (the first remote to claim one keeps it).
  const key = candidates.map((entry) => entry.path).join('\n');
  let handler = handlersFor.byCandidates.get(key);
  if (!handler) {
    // Bounded like the gateway's other caches (each URL fits a few patterns, so sets are few).
    if (handlersFor.byCandidates.size >= 500) handlersFor.byCandidates.clear();
    handlersFor.byCandidates.set(key, (handler = createStaticHandler(buildRoutes(candidates))));
  }
  return handler;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The language, the translations and the low-bandwidth mode are process-wide (the browser has
 * one shopper): one render at a time, each with its language and mode set. A render with its data loaded takes about a
 * millisecond, so the queue is short.
 */
function serialised<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * HTML of `#root` for `href`: the shell's layout with the page (`preloaded`) in its region, or
 * the region left to the browser (`preloaded` null). Resolves once everything is rendered;
 * what is still pending after `budgetMs` (a lazy part of the layout) is left to the browser.
 */
export function renderShell(options: {
  manifest: RuntimeManifest;
  href: string;
  locale: Locale;
  origin: string;
  preloaded: Omit<PreloadedPage, 'Component'> & { Component: PreloadedPage['Component'] | null };
  budgetMs: number;
  /** The request said `Save-Data: on`: small pictures, as the browser shows them in that mode. */
  lowBandwidth: boolean;
  /** An error thrown while rendering (not the budget running out): the health probe reports it. */
  onError?: (error: unknown) => void;
}): Promise<string> {
  return serialised(async () => {
    setLocale(options.locale);
    setRenderedLowBandwidth(options.lowBandwidth);
    const handler = staticHandlerFor(options.manifest, new URL(options.href, 'http://shop').pathname);
    const context = await handler.query(new Request(new URL(options.href, options.origin)));
    if (context instanceof Response) throw new Error(`unexpected redirect for ${options.href}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const preloaded: PreloadedPage = { ...options.preloaded, Component: options.preloaded.Component ?? ClientRegion };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('server render budget exceeded')), options.budgetMs);
    try {
      // The static renderer resolves every Suspense boundary before it answers, and every
      // boundary is written in place: by default React writes a boundary over 12.8 KB (the page
      // region) after the layout with an inline script that reveals it, and React 19 holds such
      // reveals back (up to 300 ms after the previous paint) to batch them, so the page's largest
      // paint, inside that region, came a third of a second after its picture had arrived.
      const { prelude } = await prerenderToNodeStream(
        <StrictMode>
          <PreloadedPageProvider page={preloaded} router={router}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PreloadedPageProvider>
        </StrictMode>,
        {
          signal: controller.signal,
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          // A region that failed is rendered by the browser (React marks its boundary); the
          // page around it is still the server's.
          onError: (error) => {
            if (!controller.signal.aborted) options.onError?.(error);
          },
        },
      );
      const chunks: Buffer[] = [];
      for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks).toString('utf8');
    } finally {
      clearTimeout(timer);
    }
  });
}

// The gateway points the API client at itself, reads the language per request and hands the
// sanitiser a DOM through these.
export { $locale as locale, configureApi, setSanitizerDom } from '@shop/shared';
