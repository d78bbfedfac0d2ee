import { RETRY_STATUS_CODES, bus, clearCart, clearSession, i18n, showToast, toApiError } from '@shop/shared';
import { NS } from '../../../i18n/index';

export interface LogOutDeps {
  /** Ends the server session; its failure never blocks the logout. */
  endServerSession: () => Promise<unknown>;
  /** Full-page navigation, so every remote starts again from a clean state. */
  navigate: (url: string) => void;
}

export interface LogOutOptions {
  /**
   * `token-rejected`: the server already refused the token (spec §4 "logged out silently"), so
   * there is no server session to end and no success toast to show.
   */
  reason?: 'user' | 'token-rejected';
}

/**
 * Spec §4: logout clears token, user info, cart id, stored cart details and session flags,
 * then reloads at /. The server session is ended first, while the bearer token is still known.
 */
export async function logOut(deps: LogOutDeps, options: LogOutOptions = {}): Promise<void> {
  const silent = options.reason === 'token-rejected';
  if (!silent) {
    try {
      await deps.endServerSession();
    } catch (error) {
      // The token is dropped locally either way; an unreachable server must not keep a shopper logged in.
      console.warn('[account] ending the server session failed', toApiError(error).message);
    }
  }
  clearSession();
  clearCart();
  bus.emit('auth:logged-out', {});
  if (!silent) {
    showToast({ type: 'success', message: i18n.t(`${NS}:logout.success`) });
  }
  deps.navigate('/');
}

/**
 * Spec §4: a failed profile check logs out silently unless the server itself failed (500).
 * Statuses the client treats as transient (gateway down, rate limit) and no response at all
 * say nothing about the token either, so they keep the session too.
 */
export function profileErrorEndsSession(error: unknown): boolean {
  const { status } = toApiError(error);
  if (status === 0 || status === 500) return false;
  return !(RETRY_STATUS_CODES as readonly number[]).includes(status);
}
