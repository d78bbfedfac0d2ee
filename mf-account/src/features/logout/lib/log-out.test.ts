import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $cart,
  $isLoggedIn,
  $session,
  $toasts,
  ApiError,
  STORAGE_KEYS,
  bus,
  clearCart,
  clearSession,
  setCartId,
  setCartTotals,
  setLocale,
  setSession,
  type CartTotals,
} from '@shop/shared';
import { logOut, profileErrorEndsSession } from './log-out';

const totals: CartTotals = {
  grand_total: 25000,
  subtotal: 25000,
  discount_amount: 0,
  base_discount_amount: 0,
  items_qty: 2,
  items: [],
  total_segments: [],
};

function loggedInWithCart(): void {
  setSession('token-123', { id: 7, email: 'demo@boutique.cm', firstname: 'Aïcha', lastname: 'Nkoulou' });
  setCartId('42');
  setCartTotals(totals);
}

describe('logOut', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setLocale('fr');
    loggedInWithCart();
  });
  afterEach(() => {
    clearSession();
    clearCart();
    $toasts.set([]);
  });

  it('clears token, user, cart id, stored cart details and session flags (spec §4)', async () => {
    // The precondition matters: without it the assertions below would pass vacuously.
    expect(localStorage.getItem(STORAGE_KEYS.USER_TOKEN)).toBe('token-123');
    expect(localStorage.getItem(STORAGE_KEYS.USER_KEY)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.CART_ID)).toBe('42');
    expect(localStorage.getItem(STORAGE_KEYS.CART_DETAILS)).not.toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.USER_VERIFIED)).toBe('true');

    await logOut({ endServerSession: async () => {}, navigate: () => {} });

    const left = Object.values(STORAGE_KEYS).filter(
      (key) => localStorage.getItem(key) !== null || sessionStorage.getItem(key) !== null,
    );
    expect(left).toEqual([]);
    expect($session.get()).toEqual({ token: null, user: null, verified: false });
    expect($isLoggedIn.get()).toBe(false);
    expect($cart.get()).toEqual({ id: null, quantity: 0, totals: null });
  });

  it('ends the server session while the token is still set, then reloads at /', async () => {
    const order: string[] = [];
    const endServerSession = vi.fn<() => Promise<void>>(async () => {
      order.push(`end:${$session.get().token}`);
    });
    const navigate = vi.fn<(url: string) => void>((url) => {
      order.push(`navigate:${url}:${$session.get().token}`);
    });
    await logOut({ endServerSession, navigate });
    expect(order).toEqual(['end:token-123', 'navigate:/:null']);
  });

  it('emits auth:logged-out and shows the spec success toast', async () => {
    const heard = vi.fn<() => void>();
    const off = bus.on('auth:logged-out', heard);
    await logOut({ endServerSession: async () => {}, navigate: () => {} });
    off();
    expect(heard).toHaveBeenCalledTimes(1);
    expect($toasts.get().map((t) => [t.type, t.message])).toEqual([
      ['success', 'Vous avez été deconnecté avec succèss'],
    ]);
  });

  it('uses the English message when the shop is in English', async () => {
    setLocale('en');
    await logOut({ endServerSession: async () => {}, navigate: () => {} });
    expect($toasts.get()[0]?.message).toBe('You have been logged out successfully');
  });

  it('still logs out locally when the server session cannot be ended', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const navigate = vi.fn<(url: string) => void>();
    await logOut({
      endServerSession: () => Promise.reject(new ApiError('Network Error', { kind: 'network' })),
      navigate,
    });
    warn.mockRestore();
    expect($isLoggedIn.get()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.CART_ID)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('logs out silently, without calling the server, when the token was rejected', async () => {
    const endServerSession = vi.fn<() => Promise<void>>(async () => {});
    const navigate = vi.fn<(url: string) => void>();
    await logOut({ endServerSession, navigate }, { reason: 'token-rejected' });
    expect(endServerSession).not.toHaveBeenCalled();
    expect($toasts.get()).toEqual([]);
    expect($isLoggedIn.get()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.CART_DETAILS)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

const http = (status: number) => new ApiError('x', { status });

describe('profileErrorEndsSession', () => {
  it('ends the session when the server rejects the token', () => {
    expect(profileErrorEndsSession(http(401))).toBe(true);
    expect(profileErrorEndsSession(http(403))).toBe(true);
    expect(profileErrorEndsSession(http(404))).toBe(true);
  });

  it('keeps the session on a server failure, a transient status or no response', () => {
    expect(profileErrorEndsSession(http(500))).toBe(false);
    expect(profileErrorEndsSession(http(503))).toBe(false);
    expect(profileErrorEndsSession(http(429))).toBe(false);
    expect(profileErrorEndsSession(new ApiError('Network Error', { kind: 'network' }))).toBe(false);
    expect(profileErrorEndsSession(new TypeError('Failed to fetch'))).toBe(false);
  });
});
