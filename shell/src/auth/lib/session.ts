import {
  $session,
  bus,
  clearCart,
  clearSession,
  safeSessionStorage,
  setSession,
  setUser,
  toApiError,
  type CartService,
  type Customer,
} from '@shop/shared';

export interface SessionDeps {
  fetchProfile: (token?: string) => Promise<Customer>;
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
 * Spec §4 login: store the token, fetch and store the profile, mark the shopper logged in.
 * The cart remote listens to `auth:logged-in` to merge the guest cart and create the customer's
 * cart; its code is fetched first so it hears the event. If it is slow, the event goes out
 * anyway and the cart is initialised once its code arrives.
 */
export async function completeLogin(token: string, deps: SessionDeps): Promise<Customer> {
  const user = await deps.fetchProfile(token);
  setSession(token, user);
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
 * Spec §4 logout: clear token, user info, cart id, stored cart details and session flags, then
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

export type SessionCheck = 'none' | 'valid' | 'ended' | 'kept';

/**
 * Spec §4 app start: a stored token is checked by reading the profile. Any error status but 500
 * ends the session silently (no toast, no reload: the page is only starting). A 500, or no
 * answer at all, says nothing about the token, so the shopper stays logged in.
 */
export async function verifyStoredSession(deps: Pick<SessionDeps, 'fetchProfile'>): Promise<SessionCheck> {
  const { token } = $session.get();
  if (!token) return 'none';
  try {
    const user = await deps.fetchProfile();
    // A login or logout in the meantime wins over this older answer.
    if ($session.get().token === token) setUser(user);
    return 'valid';
  } catch (error) {
    const { status } = toApiError(error);
    if (status === 500 || status === 0) return 'kept';
    if ($session.get().token !== token) return 'kept';
    forgetSession();
    return 'ended';
  }
}
