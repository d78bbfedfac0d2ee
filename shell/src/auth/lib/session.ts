import {
  $session,
  bus,
  clearCart,
  clearSession,
  currentSessionHandle,
  safeLocalStorage,
  safeSessionStorage,
  setSession,
  setUser,
  toApiError,
  type CartService,
  type Customer,
} from '@shop/shared';

export interface SessionDeps {
  /** The signed-in shopper's profile (`customers/me`, with the session's cookies). */
  fetchProfile: () => Promise<Customer>;
  /** Exchanges the refresh cookie for a new pair of cookies (`POST /api/auth/refresh`). */
  refresh?: () => Promise<unknown>;
  endServerSession: () => Promise<void>;
  getCartService: () => Promise<CartService>;
  /** Full page load, so every remote starts again from a clean state. */
  reload: (url: string) => void;
  /** How long a login waits for the cart code before announcing itself anyway. */
  cartWaitMs?: number;
}

/** A message to show after the next page load (logout reloads the page, which would lose a toast). */
export const FLASH_KEY = 'SHELL_FLASH';
export type FlashMessage = 'logged_out';

export function takeFlash(): FlashMessage | null {
  const value = safeSessionStorage.get(FLASH_KEY);
  if (value !== null) safeSessionStorage.remove(FLASH_KEY);
  return value === 'logged_out' ? value : null;
}

const wait = (ms: number) => new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms));

/**
 * Login, once the server has set the session's cookies (decision 044: no token reaches this
 * code): fetch and store the profile, mark the shopper logged in.
 * The cart remote listens to `auth:logged-in` to merge the guest cart and create the customer's
 * cart; its code is fetched first so it hears the event. If it is slow, the event goes out
 * anyway and the cart is initialised once its code arrives.
 */
export async function completeLogin(deps: SessionDeps): Promise<Customer> {
  const user = await deps.fetchProfile();
  setSession(user);
  // The new session's cookies have replaced a session whose log-out was still to be sent.
  safeLocalStorage.remove(PENDING_LOGOUT_KEY);
  const cart = deps.getCartService().catch((error: unknown) => {
    console.error('[shell] cart service unavailable after login', error);
    return null;
  });
  const ready = await Promise.race([cart, wait(deps.cartWaitMs ?? 3000)]);
  bus.emit('auth:logged-in', { customerId: user.id });
  if (ready === 'late') {
    void cart.then((service) => service?.init());
  }
  return user;
}

/**
 * A log-out the server has not confirmed (decision 064): until it has, the session's HttpOnly
 * cookies are still in this browser and open the account to whoever uses it next (a shared or
 * café computer), though the page shows nobody signed in. In local storage, so it outlives the tab.
 */
export const PENDING_LOGOUT_KEY = 'SHELL_PENDING_LOGOUT';

/**
 * Logout: clear token, user info, cart id, stored cart details and session flags, then
 * reload at /. The server session is ended first (it clears the HttpOnly cookies); its failure
 * never keeps the shopper logged in, and the log-out is sent again at the next start
 * (`finishPendingLogout`).
 */
export async function logOut(deps: SessionDeps): Promise<void> {
  safeLocalStorage.set(PENDING_LOGOUT_KEY, '1');
  try {
    await deps.endServerSession();
    safeLocalStorage.remove(PENDING_LOGOUT_KEY);
  } catch (error) {
    console.warn('[shell] ending the server session failed; it is sent again at the next start', toApiError(error).message);
  }
  forgetSession();
  safeSessionStorage.set(FLASH_KEY, 'logged_out');
  deps.reload('/');
}

function forgetSession(): void {
  clearSession();
  clearCart();
  bus.emit('auth:logged-out', {});
}

/**
 * The one rule for which failed answers end a session. No answer (status 0) or a server failure
 * (500) says nothing about the token, so it is kept. The profile check (`customers/me`) ends it on
 * any other status (the token is refused, or the customer no longer exists); any other call ends
 * it only when the server refuses the token (401): a 404 on one order says nothing about it.
 */
export function failureEndsSession(status: number, call: 'profile' | 'other'): boolean {
  if (status === 0 || status === 500) return false;
  return call === 'profile' || status === 401;
}

/**
 * Remotes reach the session only through `session:logout-requested`. "Log out" ends the session
 * with the toast and the reload; a failed call ends it silently when the rule says so, and the
 * route gate of a login-only page then sends the shopper to /login with the way back.
 */
export function listenForLogoutRequests(deps: SessionDeps): () => void {
  let leaving = false;
  return bus.on('session:logout-requested', (request) => {
    if (leaving || !$session.get().handle) return;
    if (request.reason === 'user') {
      leaving = true;
      void logOut(deps);
      return;
    }
    if (!failureEndsSession(request.status, request.profile ? 'profile' : 'other')) return;
    const handle = $session.get().handle!;
    // An access token that merely expired is renewed with the refresh cookie; the page's retry then works.
    const renewal = request.status === 401 ? renewed(handle, deps) : Promise.resolve(false);
    void renewal.then((ok) => {
      if (!ok && $session.get().handle === handle) forgetSession();
    });
  });
}

export type SessionCheck = 'none' | 'valid' | 'refreshed' | 'ended' | 'kept';

/**
 * App start: a session the server's cookies say is open is checked by reading the profile; a failure ends the session silently
 * (no toast, no reload: the page is only starting) when `failureEndsSession` says so.
 */
export async function verifyStoredSession(deps: Pick<SessionDeps, 'fetchProfile' | 'refresh'>): Promise<SessionCheck> {
  const { handle } = $session.get();
  if (!handle) return 'none';
  try {
    const user = await deps.fetchProfile();
    // A login or logout in the meantime wins over this older answer.
    if ($session.get().handle === handle) setUser(user);
    return 'valid';
  } catch (error) {
    const { status } = toApiError(error);
    if (!failureEndsSession(status, 'profile')) return 'kept';
    if ($session.get().handle !== handle) return 'kept';
    if (status === 401 && (await renewed(handle, deps))) return 'refreshed';
    if ($session.get().handle !== handle) return 'kept';
    forgetSession();
    return 'ended';
  }
}

let renewal: { expired: string; result: Promise<boolean> } | null = null;

/**
 * An expired access token with a live refresh cookie: a new pair, then the profile with it. One
 * renewal at a time per expired session: a refresh token is good once, and presenting it twice
 * ends the whole login (the server takes the second for a thief's), so a second caller (the
 * start-up check and a page's refused call, at once on a server-rendered page) waits for the
 * first. Across tabs, which share the cookies, a lock does the same (`renew`).
 */
function renewed(expired: string, deps: Pick<SessionDeps, 'fetchProfile' | 'refresh'>): Promise<boolean> {
  if (renewal?.expired === expired) return renewal.result;
  const result = renew(expired, deps);
  renewal = { expired, result };
  void result.finally(() => {
    if (renewal?.result === result) renewal = null;
  });
  return result;
}

const RENEWAL_LOCK = 'shop-session-renewal';

async function renew(expired: string, deps: Pick<SessionDeps, 'fetchProfile' | 'refresh'>): Promise<boolean> {
  const refresh = deps.refresh;
  if (!refresh) return false;
  const attempt = async (): Promise<boolean> => {
    try {
      // Another tab renewed while this one waited for the lock: its new cookies are ours too.
      if (currentSessionHandle() === expired) await refresh();
      const user = await deps.fetchProfile();
      if ($session.get().handle !== expired) return false;
      setSession(user);
      return true;
    } catch {
      return false;
    }
  };
  // Web Locks where the browser has them; a tab alone (or an older browser) renews directly.
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(RENEWAL_LOCK, attempt) : attempt();
}

export type PendingLogout = 'none' | 'ended' | 'superseded' | 'pending';

/**
 * App start: a log-out the server never heard is sent again, until it answers. The page dropped its
 * readable cookie at the log-out, and the server ends the session its HttpOnly cookie names all the
 * same. A login since then has replaced those cookies: nothing is sent then.
 */
export async function finishPendingLogout(deps: Pick<SessionDeps, 'endServerSession'>): Promise<PendingLogout> {
  if (safeLocalStorage.get(PENDING_LOGOUT_KEY) === null) return 'none';
  if ($session.get().handle) {
    safeLocalStorage.remove(PENDING_LOGOUT_KEY);
    return 'superseded';
  }
  try {
    await deps.endServerSession();
  } catch (error) {
    console.warn('[shell] a past log-out could not be sent again', toApiError(error).message);
    return 'pending';
  }
  safeLocalStorage.remove(PENDING_LOGOUT_KEY);
  return 'ended';
}
