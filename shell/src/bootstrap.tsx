import { StrictMode, startTransition } from 'react';
import { RouterProvider, createBrowserRouter, createPath } from 'react-router';
import { $cart, $isLoggedIn, $locale, ErrorRetry, getCartService, i18n, markPageLive, setLocale, setRenderedLowBandwidth, showToast, startI18n, useT, whenIdle, type RuntimeManifest } from '@shop/shared';
import { fetchProfile, refreshSession } from './auth/api/auth-api';
import { browserSessionDeps } from './auth/browser-deps';
import { finishPendingLogout, listenForLogoutRequests, takeFlash, verifyStoredSession } from './auth/lib/session';
import { watchBuild } from './composition/build-watcher';
import { installGlobalChunkRecovery, setBuildWatcher } from './composition/deploy-recovery';
import { installErrorReporter } from './composition/error-reporter';
import { installExternalNavigationGuard } from './composition/external-guard';
import { installIntentPrefetch } from './composition/intent-prefetch';
import { shouldFullLoadOnNavigation } from './composition/lib/build-version';
import { collectRoutes, localeFromPath } from './composition/lib/route-table';
import { provideRemoteCartService } from './composition/remotes';
import { buildRoutes, firstViewRoutes, preloadShellPage, remainingRoutes } from './composition/router';
import { hydrationPage, readServerRender } from './composition/hydration';
import { PreloadedPageProvider } from './composition/preloaded-page';
import { runtimeManifest } from './composition/early-start';
import { notePreviousLocation } from './composition/previous-location';
import { shellLive } from './composition/shell-root';
import { registerShellTranslations } from './i18n';
import { startLocale } from './locale/locale-sync';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by nature
import './styles.css';

function BootError() {
  const { t } = useT('shell');
  return (
    <main className="layout__content boot-error" data-testid="boot-error">
      <ErrorRetry message={t('boot_failed')} onRetry={() => window.location.reload()} />
    </main>
  );
}

function followLocale(pathname: string): void {
  const locale = localeFromPath(pathname);
  if (locale && locale !== $locale.get()) setLocale(locale);
}

function initCart(): void {
  getCartService()
    .then((service) => service.init())
    .catch((error: unknown) => console.error('[shell] cart init failed', error));
}

/** App start: restore the stored cart, or create one for a logged-in shopper, once the page is idle. */
function initCartWhenIdle(): void {
  if (!$cart.get().id && !$isLoggedIn.get()) return;
  whenIdle(initCart, { timeout: 3000, fallbackDelay: 1000 });
}

/**
 * App start: a log-out the server never heard is sent again; a stored token is checked first (a
 * rejected one ends the session silently), then the cart is initialised with the right paths
 * (guest or "mine").
 */
function startSession(): void {
  void finishPendingLogout(browserSessionDeps);
  void verifyStoredSession({ fetchProfile, refresh: refreshSession })
    .catch((error: unknown) => console.error('[shell] session check failed', error))
    .then(initCartWhenIdle);
}

function startSiteServices(): void {
  import('./site/start-site')
    .then((site) => site.startSiteServices())
    .catch((error: unknown) => console.warn('[shell] site services unavailable', error));
}

/** Third-party scripts and web-vitals reporting: their code downloads once the page is idle. */
function startSiteServicesWhenIdle(): void {
  whenIdle(startSiteServices, { timeout: 2000, fallbackDelay: 1000 });
}

/** A message that had to survive a full reload (logout reloads at /). */
function showFlash(): void {
  if (takeFlash() === 'logged_out') showToast({ type: 'success', message: i18n.t('shell:logged_out') });
}

/**
 * Lets the browser paint and handle input between start-up steps: the modules' evaluation
 * (react-dom, `@shop/shared`, this file) and the steps below otherwise run as one long task.
 */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** What must be in place before anything renders: texts, language, session and chunk-error listeners. */
function startBasics(): void {
  // Here, after a yield, rather than in the task evaluating `@shop/shared` (decision 058).
  startI18n();
  registerShellTranslations();
  listenForLogoutRequests(browserSessionDeps);
  installGlobalChunkRecovery();
  startLocale();
}

async function start(container: HTMLElement): Promise<void> {
  await yieldToMain();
  // react-dom is the largest module: asked for here, it downloads beside the manifest and the
  // page's code, and is evaluated in a task of its own when it arrives instead of in the one that
  // evaluates every module this file imports.
  const reactDom = import('react-dom/client');
  await yieldToMain();
  startBasics();
  await yieldToMain();
  // A page rendered by the gateway (decision 014) says which remote page and data it holds.
  const rendered = readServerRender(document);
  // Landing on a shell page (/login…): its code downloads alongside the manifest, not after it.
  preloadShellPage(window.location.pathname);
  let manifest: RuntimeManifest;
  try {
    manifest = await runtimeManifest();
  } catch (error) {
    console.error('[shell] cannot load /remotes.json', error);
    (await reactDom).createRoot(container).render(<BootError />);
    return;
  }

  provideRemoteCartService();
  const startedWith = manifest.build || null;
  const watcher = watchBuild({ startedWith });
  setBuildWatcher(watcher);

  const entries = collectRoutes(manifest);
  const reporter = installErrorReporter(entries);
  reporter.noteLocation(window.location.pathname);
  // The route table, then the router, each in a task of its own: together with the steps above
  // they were one task of 55-75 ms on a phone (issue 27, decision 052).
  await yieldToMain();
  const routes = buildRoutes(entries);
  // A server-rendered page starts with the routes its address may match (the others come with
  // the navigations that need them): the router is made while the page waits to become interactive. As in any server-rendered react-router app, `hydrationData` says
  // the first view is already rendered (so the router neither looks for more routes before it
  // nor restores a scroll position).
  const remaining = rendered ? remainingRoutes(routes, window.location.pathname) : null;
  await yieldToMain();
  const router = remaining
    ? createBrowserRouter(firstViewRoutes(routes, window.location.pathname), { hydrationData: {}, patchRoutesOnNavigation: remaining.patchRoutesOnNavigation })
    : createBrowserRouter(routes);
  let current = createPath(router.state.location);
  router.subscribe((state) => {
    const next = createPath(state.location);
    if (next === current) return;
    // A new build is out: let this navigation be a real page load instead of a client-side one.
    if (shouldFullLoadOnNavigation({ startedWith, latest: watcher.latest(), from: current, to: next })) {
      window.location.assign(next);
      return;
    }
    notePreviousLocation(current);
    current = next;
    // The server's HTML is gone: a page rendered from now on shows the browser's values at once.
    markPageLive();
    reporter.noteLocation(state.location.pathname);
    followLocale(state.location.pathname);
  });
  installIntentPrefetch(entries, document, preloadShellPage);
  installExternalNavigationGuard();
  await yieldToMain();
  const { createRoot, hydrateRoot } = await reactDom;

  // Hydrate the server's HTML with the same remote version and data it was rendered with; when
  // that cannot be had (a release in between, a failed download), render afresh in the browser.
  const hydration = rendered ? await hydrationPage(rendered, manifest) : null;
  // The page's module was evaluated in the task this continues: hydration starts in the next.
  await yieldToMain();
  const app = (
    <StrictMode>
      <PreloadedPageProvider page={hydration?.page ?? null} router={router}>
        <RouterProvider router={router} />
      </PreloadedPageProvider>
    </StrictMode>
  );
  if (hydration) {
    // The server rendered in the mode the request's Save-Data asked for: hydrate in that mode.
    setRenderedLowBandwidth(rendered?.lowBandwidth === true);
    // As a transition, hydration is done in slices with the main thread free between them (a
    // plain hydrateRoot runs at default priority: the whole page in one long task). The server's
    // HTML is on screen meanwhile; a click before it ends is replayed once its part is live.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Nothing to hydrate: the browser's own values (a clock) are right from the first render.
    markPageLive();
    createRoot(container).render(app);
  }
  void shellLive.then(showFlash);
  startSession();
  startSiteServicesWhenIdle();
}

void start(document.getElementById('root')!);
