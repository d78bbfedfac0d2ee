import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { createHash } from 'node:crypto';
import { STORE_URL, type RemoteName } from './store.ts';

export const DEMO_CUSTOMER = { username: 'demo@boutique.cm', password: 'Demo1234!' };

export interface ServedRemote {
  name: string;
  version: string;
  manifest: string;
}

export async function servedRemotes(request: APIRequestContext): Promise<ServedRemote[]> {
  const res = await request.get('/remotes.json');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { remotes: ServedRemote[] }).remotes;
}

/** Logs the demo customer in through the back end and starts the page with that session stored. */
export async function signInAsDemo(page: Page): Promise<{ token: string; email: string }> {
  const login = await page.request.post('/api/auth/login', { data: DEMO_CUSTOMER });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return signInWithToken(page, token);
}

/**
 * The anti-forgery value the back end pairs with a session (commerce-api/src/auth/session-cookies.ts,
 * `xsrfFor` of the token's hash): a test that puts a session in the browser must set both cookies.
 */
export function xsrfOf(token: string): string {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  return createHash('sha256').update(`xsrf:${tokenHash}`).digest('base64url');
}

/**
 * Starts the page with the session of `token` in the browser as a login leaves it: the HttpOnly
 * session cookie, its readable anti-forgery cookie, and the stored profile.
 */
export async function signInWithToken(page: Page, token: string): Promise<{ token: string; email: string }> {
  const me = await page.request.get('/rest/fr/V1/customers/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.ok()).toBe(true);
  const user = await me.json();
  await page.context().addCookies([
    { name: 'shop_session', value: token, url: STORE_URL, httpOnly: true, sameSite: 'Lax' },
    { name: 'XSRF-TOKEN', value: xsrfOf(token), url: STORE_URL, sameSite: 'Lax' },
  ]);
  // Once per tab, as a login leaves it: a log-out later in the test must stay a log-out.
  await page.addInitScript(
    (u) => {
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem('USER_KEY', JSON.stringify(u));
    },
    user,
  );
  return { token, email: (user as { email: string }).email };
}

/** Records which remotes' files a page fetched, to prove that composition is lazy and versioned. */
export function watchRemoteRequests(page: Page): { remotes(): Set<string>; urls: string[] } {
  const urls: string[] = [];
  page.on('request', (req: Request) => {
    if (req.url().includes('/remotes/')) urls.push(new URL(req.url()).pathname);
  });
  return {
    urls,
    remotes: () => new Set(urls.map((u) => u.split('/')[2] as RemoteName)),
  };
}

/**
 * Waits until the shell is live (`data-hydrated` on `<html>`): a server-rendered page shows its
 * buttons and fields before its code has hydrated them, and a click or typed text before that
 * is lost. Call it before interacting with a page just loaded.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

/** Opens `path` and waits until the page can be used (see `untilHydrated`). */
export async function gotoPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilHydrated(page);
}
