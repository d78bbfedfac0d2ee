import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { $toasts, clearSession, setSession, type RuntimeManifest } from '@shop/shared';
import { registerShellTranslations } from '../i18n';
import { pageExists } from './server/page-status';
import { collectRoutes } from './lib/route-table';
import { SHELL_PAGE_ROUTES } from '@shop/shared/contracts/shell-pages';

const loadPage = vi.fn<(remote: string, page: string) => Promise<{ default: ComponentType }>>();
vi.mock('./remotes', () => ({
  loadPage: (remote: string, page: string) => loadPage(remote, page),
  isPageLoaded: () => false,
  prefetchPage: () => undefined,
}));

const { SHELL_ROUTES, buildRoutes, firstViewRoutes, preloadShellPage, remainingRoutes } = await import('./router');

registerShellTranslations();

/** The 404 page's status, or a page region: what the router settled on. */
const SETTLED = '[data-testid="error-status"], [data-remote]';

/**
 * Waits until the router has settled on a page: the 404 page, or a page region whose lazy page
 * has replaced its skeleton (a region exists, with `aria-busy` content, while its page loads).
 */
async function settledPage(): Promise<Element> {
  return waitFor(() => {
    const found = document.querySelector(SETTLED);
    if (!found) throw new Error('no page yet');
    if (found.querySelector('[aria-busy="true"]')) throw new Error(`${found.getAttribute('data-remote') ?? 'page'} still shows its skeleton`);
    return found;
  });
}

const manifest: RuntimeManifest = {
  build: 'b1',
  remotes: [
    {
      name: 'mf-catalog',
      version: '1.0.0',
      manifest: '/remotes/mf-catalog/1.0.0/mf-manifest.json',
      routes: [
        { path: '/', page: 'home' },
        { path: '/category/:id', page: 'category', params: { id: '[a-z0-9-]+-\\d+' } },
      ],
    },
    {
      name: 'mf-account',
      version: '1.0.0',
      manifest: '/remotes/mf-account/1.0.0/mf-manifest.json',
      // A remote claiming a shell-owned path is ignored.
      routes: [{ path: '/customer', page: 'customer', layout: 'account', auth: true }, { path: '/login', page: 'hijack' }],
    },
    {
      name: 'mf-promotions',
      version: '1.0.0',
      manifest: '/remotes/mf-promotions/1.0.0/mf-manifest.json',
      routes: [{ path: '/mobile/pages/centre-daide', page: 'help-centre', layout: 'webview' }],
    },
  ],
};

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(collectRoutes(manifest)), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * As bootstrap starts on a server-rendered page: the routes `path` may match, the rest on the
 * navigations that need them. `patched` lists each `patch` the navigations made (its twins' ids).
 */
function renderFirstViewAt(path: string) {
  const routes = buildRoutes(collectRoutes(manifest));
  const remaining = remainingRoutes(routes, path);
  const patched: string[][] = [];
  const router = createMemoryRouter(firstViewRoutes(routes, path), {
    initialEntries: [path],
    hydrationData: {},
    patchRoutesOnNavigation: (args) =>
      remaining.patchRoutesOnNavigation({
        ...args,
        patch: (routeId, children) => {
          expect(routeId).toBe('shell');
          patched.push(children.map((twin) => twin.id!));
          args.patch(routeId, children);
        },
      }),
  });
  render(<RouterProvider router={router} />);
  return Object.assign(router, { remaining, patched });
}

/** The page paths the router knows right now, under every layout. */
function leafPaths(router: { routes: RouteObject[] }): string[] {
  return router.routes.flatMap((root) => root.children ?? []).flatMap((layout) => (layout.children ?? []).map((leaf) => leaf.path ?? ''));
}

/** A page's HTML without React's `useId` values, which count the renders made before it. */
function withoutIds(html: string): string {
  return html.replaceAll(/_r_[0-9a-z]+_/g, '_r_');
}

/**
 * A network that never answers. The health page checks the store from the browser: with the real
 * `fetch` it went from "pending" to "down" whenever a refused connection to happy-dom's origin
 * came back, so two renders of it differed by how fast nothing answered. Unanswered, its checks
 * stay pending in every render; an aborted request still ends.
 */
function silentNetwork(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));
}

beforeEach(() => {
  vi.stubGlobal('fetch', silentNetwork);
  loadPage.mockImplementation(async (remote, page) => ({ default: () => <h1>{`${remote}/${page}`}</h1> }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  $toasts.set([]);
  loadPage.mockReset();
});

describe('shell router', () => {
  it('renders a remote page in its layout, bare and under a locale prefix', async () => {
    renderAt('/en/category/televisions-6');
    expect(await screen.findByRole('heading', { name: 'mf-catalog/category' })).toBeTruthy();
    expect(document.querySelector('[data-layout="main"] [data-remote="mf-catalog"]')).not.toBeNull();
    expect(screen.getByTestId('cart-badge')).toBeTruthy();
  });

  it('marks the document once the shell is live (tests wait for it before they click)', async () => {
    document.documentElement.removeAttribute('data-hydrated');
    renderAt('/category/televisions-6');
    await waitFor(() => expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true));
  });

  it('renders webview pages without header or footer', async () => {
    renderAt('/mobile/pages/centre-daide');
    expect(await screen.findByRole('heading', { name: 'mf-promotions/help-centre' })).toBeTruthy();
    expect(document.querySelector('[data-layout="webview"]')).not.toBeNull();
    expect(document.querySelector('header')).toBeNull();
  });

  it('sends a visitor to /login with the page as redirect, and says why', async () => {
    const router = renderAt('/customer?tab=orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/customer?tab=orders');
    expect($toasts.get().map((t) => t.message).join(' ')).toContain('Vous devez être connecter pour accéder a cette page');
    expect(loadPage).not.toHaveBeenCalledWith('mf-account', 'customer');
  });

  it('lets a logged-in customer in', async () => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/'; setSession(null);
    renderAt('/customer');
    expect(await screen.findByRole('heading', { name: 'mf-account/customer' })).toBeTruthy();
    expect(document.querySelector('[data-layout="account"]')).not.toBeNull();
  });

  it('renders the 404 page when a validity check fails, without loading the remote', async () => {
    renderAt('/category/not_valid!');
    expect(await screen.findByText('Page Not Found: /category/not_valid!')).toBeTruthy();
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    // The title is set in an effect after the page renders: on a loaded machine that is later.
    await waitFor(() => expect(document.title).toBe('Page introuvable'));
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('renders the 404 page for unknown paths, in the main layout', async () => {
    renderAt('/nothing/here');
    expect(await screen.findByText('Page Not Found: /nothing/here')).toBeTruthy();
    expect(screen.getAllByRole('heading').length).toBeGreaterThanOrEqual(2);
    expect(document.querySelector('[data-layout="main"]')).not.toBeNull();
    expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === '/')).toBe(true);
  });

  it('serves the shell sign-in pages, the -old twins on the account layout, never a remote page', async () => {
    // The locale prefix is matched too (the language itself is switched by bootstrap, not the router).
    renderAt('/en/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    expect(document.querySelector('[data-layout="main"] [data-remote="shell"][data-page="login"]')).not.toBeNull();
    cleanup();
    renderAt('/signup-old');
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer un compte' })).toBeTruthy();
    expect(document.querySelector('[data-layout="account"] [data-page="signup"]')).not.toBeNull();
    expect(loadPage).not.toHaveBeenCalledWith('mf-account', 'hijack');
  });

  it('routes exactly the shell paths the gateway answers 200', () => {
    expect(SHELL_ROUTES.map(({ path, layout }) => ({ path, layout }))).toEqual(SHELL_PAGE_ROUTES.map(({ path, layout }) => ({ path, layout })));
  });

  // The gateway's HTTP status replays this router; both must call the same URLs missing.
  it.each([
    '/',
    '/en',
    '/fr/category/televisions-6',
    '/category/not_valid!',
    '/category/televisions',
    '/CATEGORY/tv-6/',
    '/category/tv-6/more',
    '/mobile/pages/centre-daide',
    '/en/mobile/pages',
    '/nothing/here',
    '/de/category/tv-6',
    '/fr/healthcheck',
  ])('agrees with the gateway on whether %s is a page', async (path) => {
    renderAt(path);
    const renders404 = (await settledPage()).matches('[data-testid="error-status"]');
    expect(renders404).toBe(!pageExists(manifest, path, new Date()));
  });

  it("starts a server-rendered page with the routes its address may match, and adds a section's pages on the first navigation there", async () => {
    const router = renderFirstViewAt('/EN/Category/televisions-6');
    expect(await screen.findByRole('heading', { name: 'mf-catalog/category' })).toBeTruthy();
    expect(leafPaths(router).filter(Boolean).toSorted()).toEqual(['*', '/category/:id', '/en/category/:id', '/fr/category/:id']);
    await act(() => router.navigate('/en'));
    expect(await screen.findByRole('heading', { name: 'mf-catalog/home' })).toBeTruthy();
    expect(leafPaths(router)).toEqual(expect.arrayContaining(['/', '/en', '/fr']));
    expect(leafPaths(router)).not.toContain('/login');
    await act(() => router.navigate('/en/category/phones-13'));
    expect(await screen.findByRole('heading', { name: 'mf-catalog/category' })).toBeTruthy();
    expect(router.patched).toEqual([['layout:main:/']]);
  });

  it('reaches a page of another layout, and the 404 page, from a first view', async () => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/'; setSession(null);
    const router = renderFirstViewAt('/');
    expect(await screen.findByRole('heading', { name: 'mf-catalog/home' })).toBeTruthy();
    expect(leafPaths(router)).not.toContain('/customer');
    await act(() => router.navigate('/customer'));
    expect(await screen.findByRole('heading', { name: 'mf-account/customer' })).toBeTruthy();
    expect(document.querySelector('[data-layout="account"]')).not.toBeNull();
    await act(() => router.navigate('/nothing/here'));
    expect(await screen.findByText('Page Not Found: /nothing/here')).toBeTruthy();
    expect(router.patched).toEqual([['layout:account:/customer']]);
  });

  it("adds a section's pages in one patch, once, and keeps the layout mounted between sections", async () => {
    const router = renderFirstViewAt('/category/televisions-6');
    await settledPage();
    const layout = document.querySelector('[data-layout="main"]');
    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    // The first view's layout and the twin holding /login are one layout on screen.
    expect(document.querySelector('[data-layout="main"]')).toBe(layout);
    await act(() => router.navigate('/mobile/pages/centre-daide'));
    expect(await screen.findByRole('heading', { name: 'mf-promotions/help-centre' })).toBeTruthy();
    await act(() => router.navigate('/en/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    await act(() => router.navigate('/fr/category/phones-13'));
    expect(await screen.findByRole('heading', { name: 'mf-catalog/category' })).toBeTruthy();
    expect(router.patched).toEqual([['layout:main:/login'], ['layout:webview:/mobile']]);
  });

  it('waits for the next navigation when react-router dropped the patch of a superseded one', () => {
    const routes = buildRoutes(collectRoutes(manifest));
    const remaining = remainingRoutes(routes, '/');
    const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
    const args = { path: '/EN/login', matches: [], fetcherKey: undefined, patch };
    remaining.patchRoutesOnNavigation({ ...args, signal: AbortSignal.abort() });
    expect(patch).not.toHaveBeenCalled();
    remaining.patchRoutesOnNavigation({ ...args, signal: new AbortController().signal });
    remaining.patchRoutesOnNavigation({ ...args, signal: new AbortController().signal });
    expect(patch).toHaveBeenCalledTimes(1);
    const twins = patch.mock.calls[0]![1];
    expect(twins.map((twin) => twin.id)).toEqual(['layout:main:/login']);
    // The shell's sign-in page under its three paths; the remote claiming /login is not routed.
    expect(twins.flatMap((twin) => twin.children ?? []).map((leaf) => leaf.path)).toEqual(['/login', '/fr/login', '/en/login']);
  });

  // Every address lands on the same page through the sections added on the way as with the whole table from the start.
  it.each(['/en', '/fr/category/televisions-6', '/category/not_valid!', '/CATEGORY/tv-6/', '/en/mobile/pages', '/mobile/pages/centre-daide', '/nothing/here', '/fr/healthcheck', '/signup-old', '/%63ategory/tv-6'])(
    'renders the same page for %s, reached from a first view of /, as from all routes',
    async (path) => {
      const router = renderFirstViewAt('/');
      await settledPage();
      await act(() => router.navigate(path));
      const patchedView = withoutIds((await settledPage()).outerHTML);
      cleanup();
      renderAt(path);
      expect(withoutIds((await settledPage()).outerHTML)).toBe(patchedView);
    },
  );

  it.each(['/', '/en', '/fr/category/televisions-6', '/category/not_valid!', '/CATEGORY/tv-6/', '/en/mobile/pages', '/nothing/here', '/fr/healthcheck', '/%63ategory/tv-6', '/%zz'])(
    'renders the same page for %s from its first-view routes as from all of them',
    async (path) => {
      renderFirstViewAt(path);
      const firstView = (await settledPage()).outerHTML;
      cleanup();
      renderAt(path);
      expect((await settledPage()).outerHTML).toBe(firstView);
    },
  );

  it('preloads a shell page by path, under any locale prefix', () => {
    const preload = vi.fn<() => void>();
    const Page = Object.assign(() => null, { preload });
    const routes = [{ path: '/login', layout: 'main' as const, Component: Page }];
    expect(preloadShellPage('/en/login/', routes)).toBe(true);
    expect(preloadShellPage('/cart', routes)).toBe(false);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
