import {
  $session,
  bus,
  clearCart,
  clearSession,
  safeLocalStorage,
  safeSessionStorage,
  setSession,
  setUser,
  toApiError,
  type CartService,
  type Customer,
} from '@shop/shared';

export interface SessionDeps {
  fetchProfile: (token?: string) => Promise<Customer>;
  /** Exchanges a refresh token for a new pair (`POST /api/auth/refresh`). */
  refresh?: (refreshToken: string) => Promise<{ token: string; refresh_token?: string }>;
  endServerSession: () => Promise<void>;
  getCartService: () => Promise<CartService>;
  /** Full page load, so every remote starts again from a clean state. */
  reload: (url: string) => void;
  /** How long a login waits for the cart code before announcing itself anyway. */
  cartWaitMs?: number;
}

/**
 * The refresh token of the current session (Token refresh): access tokens are short-
 * lived, and a shopper coming back the next day should still be logged in.
 */
export const REFRESH_KEY = 'USER_REFRESH_TOKEN';

function storeRefreshToken(refreshToken: string | undefined): void {
  if (refreshToken) safeLocalStorage.set(REFRESH_KEY, refreshToken);
  else safeLocalStorage.remove(REFRESH_KEY);
}

// Whoever ends the session (this shell, the account remote, another tab) ends the refresh token too.
$session.listen((state) => {
  if (!state.token) safeLocalStorage.remove(REFRESH_KEY);
});

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
 * Login: store the token, fetch and store the profile, mark the shopper logged in.
 * The cart remote listens to `auth:logged-in` to merge the guest cart and create the customer's
 * cart; its code is fetched first so it hears the event. If it is slow, the event goes out
 * anyway and the cart is initialised once its code arrives.
 */
export async function completeLogin(tokens: { token: string; refresh_token?: string }, deps: SessionDeps): Promise<Customer> {
  const user = await deps.fetchProfile(tokens.token);
  setSession(tokens.token, user);
  storeRefreshToken(tokens.refresh_token);
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
 * Logout: clear token, user info, cart id, stored cart details and session flags, then
 * reload at /. The server session is ended first, while the token is still known; its failure
 * never keeps the shopper logged in.
 */
export async function logOut(deps: SessionDeps): Promise<void> {
  try {
    await deps.endServerSession();
  } catch (error) {
    console.warn('[shell] ending the server session failed', toApiError(error).message);
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
    if (leaving || !$session.get().token) return;
    if (request.reason === 'user') {
      leaving = true;
      void logOut(deps);
      return;
    }
    if (!failureEndsSession(request.status, request.profile ? 'profile' : 'other')) return;
    const token = $session.get().token!;
    // An access token that merely expired is renewed with the refresh token; the page's retry then works.
    const renewal = request.status === 401 ? renewed(token, deps) : Promise.resolve(false);
    void renewal.then((ok) => {
      if (!ok && $session.get().token === token) forgetSession();
    });
  });
}

export type SessionCheck = 'none' | 'valid' | 'refreshed' | 'ended' | 'kept';

/**
 * App start: a stored token is checked by reading the profile; a failure ends the session silently
 * (no toast, no reload: the page is only starting) when `failureEndsSession` says so.
 */
export async function verifyStoredSession(deps: Pick<SessionDeps, 'fetchProfile' | 'refresh'>): Promise<SessionCheck> {
  const { token } = $session.get();
  if (!token) return 'none';
  try {
    const user = await deps.fetchProfile();
    // A login or logout in the meantime wins over this older answer.
    if ($session.get().token === token) setUser(user);
    return 'valid';
  } catch (error) {
    const { status } = toApiError(error);
    if (!failureEndsSession(status, 'profile')) return 'kept';
    if ($session.get().token !== token) return 'kept';
    if (status === 401 && (await renewed(token, deps))) return 'refreshed';
    if ($session.get().token !== token) return 'kept';
    forgetSession();
    return 'ended';
  }
}

let renewal: { expired: string; result: Promise<boolean> } | null = null;

/**
 * An expired access token with a live refresh token: a new pair, then the profile with it. One
 * renewal at a time per expired token: a refresh token is good once, so a second caller (the
 * start-up check and a page's refused call, at once on a server-rendered page) waits for the
 * first instead of spending the used token and ending the session.
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

async function renew(expired: string, deps: Pick<SessionDeps, 'fetchProfile' | 'refresh'>): Promise<boolean> {
  const refreshToken = safeLocalStorage.get(REFRESH_KEY);
  if (!refreshToken || !deps.refresh) return false;
  try {
    const tokens = await deps.refresh(refreshToken);
    const user = await deps.fetchProfile(tokens.token);
    if ($session.get().token !== expired) return false;
    setSession(tokens.token, user);
    storeRefreshToken(tokens.refresh_token);
    return true;
  } catch {
    return false;
  }
}
