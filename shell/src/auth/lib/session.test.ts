import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $cart,
  $session,
  ApiError,
  STORAGE_KEYS,
  bus,
  clearCart,
  clearSession,
  setCartId,
  setCartTotals,
  setSession,
  setVerified,
  type CartService,
  type Customer,
} from '@shop/shared';
import {
  FLASH_KEY,
  PENDING_LOGOUT_KEY,
  completeLogin,
  finishPendingLogout,
  failureEndsSession,
  listenForLogoutRequests,
  logOut,
  takeFlash,
  verifyStoredSession,
  type SessionDeps,
} from './session';

const user: Customer = { id: 7, email: 'awa@example.cm', firstname: 'Awa', lastname: 'Ngo' };

/** What the server's answer to a login or refresh does to the page: a new readable anti-forgery cookie. */
const serverSets = (handle: string) => {
  document.cookie = `XSRF-TOKEN=${handle}; path=/`;
};
const cookieHandle = () => /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1];
const cartService = (): CartService => ({
  addItem: vi.fn<CartService['addItem']>(),
  refreshTotals: vi.fn<CartService['refreshTotals']>(),
  init: vi.fn<CartService['init']>(async () => undefined),
});

function deps(overrides: Partial<SessionDeps> = {}): SessionDeps {
  return {
    fetchProfile: vi.fn<SessionDeps['fetchProfile']>(async () => user),
    endServerSession: vi.fn<SessionDeps['endServerSession']>(async () => undefined),
    getCartService: vi.fn<SessionDeps['getCartService']>(async () => cartService()),
    reload: vi.fn<SessionDeps['reload']>(),
    cartWaitMs: 20,
    ...overrides,
  };
}

afterEach(() => {
  clearSession();
  clearCart();
  sessionStorage.clear();
  localStorage.clear();
});

describe('completeLogin', () => {
  it('stores the token and profile, then announces the login once the cart code is there', async () => {
    const heard: number[] = [];
    const off = bus.on('auth:logged-in', ({ customerId }) => heard.push(customerId));
    const d = deps();
    serverSets('xsrf-1');
    await completeLogin(d);
    off();
    expect(d.fetchProfile).toHaveBeenCalledTimes(1);
    expect($session.get()).toEqual({ handle: 'xsrf-1', user, verified: true });
    expect(localStorage.getItem(STORAGE_KEYS.USER_TOKEN)).toBeNull();
    expect(heard).toEqual([7]);
  });

  it('initialises the cart itself when its code arrives after the announcement', async () => {
    const service = cartService();
    let resolve!: (s: CartService) => void;
    const d = deps({ getCartService: () => new Promise((r) => (resolve = r)) });
    serverSets('xsrf-2');
    await completeLogin(d);
    expect(service.init).not.toHaveBeenCalled();
    resolve(service);
    await vi.waitFor(() => expect(service.init).toHaveBeenCalledTimes(1));
  });

  it('stores nothing when the profile cannot be read', async () => {
    const d = deps({ fetchProfile: vi.fn<SessionDeps['fetchProfile']>(async () => Promise.reject(new ApiError('Unauthorized', { status: 401 }))) });
    serverSets('xsrf-3');
    await expect(completeLogin(d)).rejects.toThrow('Unauthorized');
    expect($session.get().handle).toBeNull();
  });
});

describe('logOut', () => {
  it('ends the server session, clears token, user, cart id, cart details and flags, and reloads at /', async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(user);
    setVerified(true);
    setCartId('cart-1');
    setCartTotals({ grand_total: 1, subtotal: 1, discount_amount: 0, base_discount_amount: 0, items_qty: 2, items: [], total_segments: [] });
    const loggedOut = vi.fn<() => void>();
    const off = bus.on('auth:logged-out', loggedOut);
    const d = deps();
    await logOut(d);
    off();
    expect(d.endServerSession).toHaveBeenCalled();
    expect($session.get()).toEqual({ handle: null, user: null, verified: false });
    expect(cookieHandle() ?? '').toBe('');
    expect($cart.get()).toEqual({ id: null, quantity: 0, totals: null });
    for (const key of Object.values(STORAGE_KEYS)) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(d.reload).toHaveBeenCalledWith('/');
    expect(takeFlash()).toBe('logged_out');
    expect(takeFlash()).toBeNull();
  });

  it('still logs out when the server cannot be reached', async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(user);
    const d = deps({ endServerSession: vi.fn<SessionDeps['endServerSession']>(async () => Promise.reject(new ApiError('Network Error', { kind: 'network' }))) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await logOut(d);
    warn.mockRestore();
    expect($session.get().handle).toBeNull();
    expect(d.reload).toHaveBeenCalledWith('/');
    expect(sessionStorage.getItem(FLASH_KEY)).toBe('logged_out');
    expect(localStorage.getItem(PENDING_LOGOUT_KEY)).not.toBeNull();
  });

  it('leaves no log-out to send again once the server has ended the session', async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(user);
    await logOut(deps());
    expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toBeNull();
  });
});

/** A server the log-out cannot reach. */
const unreachable = () => vi.fn<SessionDeps['endServerSession']>(async () => Promise.reject(new ApiError('Network Error', { kind: 'network' })));

describe('finishPendingLogout', () => {
  it('sends a log-out the server never heard at the next start, until it answers', async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(user);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await logOut(deps({ endServerSession: unreachable() }));
    const stillAway = deps({ endServerSession: unreachable() });
    expect(await finishPendingLogout(stillAway)).toBe('pending');
    warn.mockRestore();
    const back = deps();
    expect(await finishPendingLogout(back)).toBe('ended');
    expect(back.endServerSession).toHaveBeenCalledTimes(1);
    const later = deps();
    expect(await finishPendingLogout(later)).toBe('none');
    expect(later.endServerSession).not.toHaveBeenCalled();
  });

  it('sends nothing once a login has replaced the session', async () => {
    localStorage.setItem(PENDING_LOGOUT_KEY, '1');
    serverSets('fresh');
    await completeLogin(deps());
    const d = deps();
    expect(await finishPendingLogout(d)).toBe('none');
    expect(d.endServerSession).not.toHaveBeenCalled();
  });

  it('drops the mark without a call when the page is signed in again', async () => {
    localStorage.setItem(PENDING_LOGOUT_KEY, '1');
    serverSets('other'); setSession(user);
    const d = deps();
    expect(await finishPendingLogout(d)).toBe('superseded');
    expect(d.endServerSession).not.toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toBeNull();
  });
});

describe('verifyStoredSession', () => {
  it('does nothing without a session cookie', async () => {
    const d = deps();
    expect(await verifyStoredSession(d)).toBe('none');
    expect(d.fetchProfile).not.toHaveBeenCalled();
  });

  it('refreshes the stored profile and marks the session verified', async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(null);
    expect(await verifyStoredSession(deps())).toBe('valid');
    expect($session.get()).toEqual({ handle: 'tok', user, verified: true });
  });

  it.each([401, 403, 404, 400, 503])('logs out silently on %i', async (status) => {
    document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(user);
    setCartId('cart-1');
    const d = deps({ fetchProfile: vi.fn<SessionDeps['fetchProfile']>(async () => Promise.reject(new ApiError('x', { status }))) });
    expect(await verifyStoredSession(d)).toBe('ended');
    expect($session.get().handle).toBeNull();
    expect($cart.get().id).toBeNull();
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('renews an expired session with the refresh cookie', async () => {
    serverSets('old');
    setSession(user);
    const fetchProfile = vi.fn<SessionDeps['fetchProfile']>(async () => {
      if (cookieHandle() === 'new') return user;
      throw new ApiError('expired', { status: 401 });
    });
    const refresh = vi.fn<NonNullable<SessionDeps['refresh']>>(async () => serverSets('new'));
    expect(await verifyStoredSession({ fetchProfile, refresh })).toBe('refreshed');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect($session.get()).toEqual({ handle: 'new', user, verified: true });
  });

  it('adopts a renewal another tab made while this one waited, without spending the refresh token again', async () => {
    serverSets('old');
    setSession(user);
    const fetchProfile = vi.fn<SessionDeps['fetchProfile']>(async () => {
      if (cookieHandle() === 'other-tab') return user;
      // The other tab's renewal lands (shared cookies) while this tab's check was refused.
      serverSets('other-tab');
      throw new ApiError('expired', { status: 401 });
    });
    const refresh = vi.fn<NonNullable<SessionDeps['refresh']>>(async () => serverSets('new'));
    expect(await verifyStoredSession({ fetchProfile, refresh })).toBe('refreshed');
    expect(refresh).not.toHaveBeenCalled();
    expect($session.get().handle).toBe('other-tab');
  });

  it('logs out silently when the refresh token is refused too', async () => {
    serverSets('old');
    setSession(user);
    const refresh = vi.fn<NonNullable<SessionDeps['refresh']>>(async () => Promise.reject(new ApiError('no', { status: 401 })));
    const fetchProfile = vi.fn<SessionDeps['fetchProfile']>(async () => Promise.reject(new ApiError('expired', { status: 401 })));
    expect(await verifyStoredSession({ fetchProfile, refresh })).toBe('ended');
    expect($session.get().handle).toBeNull();
  });

  it('keeps the session on a 500 or when no answer came', async () => {
    for (const error of [new ApiError('boom', { status: 500 }), new ApiError('Network Error', { kind: 'network' })]) {
      document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(user);
      expect(await verifyStoredSession(deps({ fetchProfile: vi.fn<SessionDeps['fetchProfile']>(async () => Promise.reject(error)) }))).toBe('kept');
      expect($session.get().handle).toBe('tok');
    }
  });
});

describe('failureEndsSession', () => {
  it('keeps the session when no answer came or the server failed', () => {
    for (const call of ['profile', 'other'] as const) {
      expect(failureEndsSession(0, call)).toBe(false);
      expect(failureEndsSession(500, call)).toBe(false);
    }
  });

  it('ends it on any other status of the profile check, and only on 401 elsewhere', () => {
    expect([401, 403, 404, 503].map((s) => failureEndsSession(s, 'profile'))).toEqual([true, true, true, true]);
    expect([401, 403, 404, 503].map((s) => failureEndsSession(s, 'other'))).toEqual([true, false, false, false]);
  });
});

describe('listenForLogoutRequests', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('logs out with the toast kept across the reload when the shopper asks', async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(user);
    const d = deps();
    stop = listenForLogoutRequests(d);
    bus.emit('session:logout-requested', { reason: 'user' });
    await vi.waitFor(() => expect(d.reload).toHaveBeenCalledWith('/'));
    expect(d.endServerSession).toHaveBeenCalledTimes(1);
    expect($session.get().handle).toBeNull();
    expect(takeFlash()).toBe('logged_out');
  });

  it('ends the session silently, without a reload, when a call was refused with 401 and no refresh works', async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(user);
    const d = deps();
    stop = listenForLogoutRequests(d);
    bus.emit('session:logout-requested', { reason: 'request-failed', status: 401 });
    await vi.waitFor(() => expect($session.get().handle).toBeNull());
    expect(d.reload).not.toHaveBeenCalled();
    expect(d.endServerSession).not.toHaveBeenCalled();
    expect(takeFlash()).toBeNull();
  });

  it('renews an expired session instead of ending it', async () => {
    serverSets('old');
    setSession(user);
    const d = deps({ refresh: vi.fn<NonNullable<SessionDeps['refresh']>>(async () => serverSets('new')) });
    stop = listenForLogoutRequests(d);
    bus.emit('session:logout-requested', { reason: 'request-failed', status: 401 });
    await vi.waitFor(() => expect($session.get().handle).toBe('new'));
  });

  it('a refused call while the start-up check renews the token waits for that renewal (a refresh token is good once)', async () => {
    serverSets('old');
    setSession(user);
    let used = false;
    const gate: { open?: () => void } = {};
    const answered = new Promise<void>((resolve) => (gate.open = resolve));
    const refresh = vi.fn<NonNullable<SessionDeps['refresh']>>(async () => {
      if (used) throw new ApiError('used', { status: 401 });
      used = true;
      await answered;
      serverSets('new');
    });
    const fetchProfile = vi.fn<SessionDeps['fetchProfile']>(async () => {
      if (cookieHandle() === 'new') return user;
      throw new ApiError('expired', { status: 401 });
    });
    stop = listenForLogoutRequests(deps({ fetchProfile, refresh }));
    const check = verifyStoredSession({ fetchProfile, refresh });
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    // The page's call was refused while the check's renewal is still waiting for its answer.
    bus.emit('session:logout-requested', { reason: 'request-failed', status: 401 });
    gate.open?.();
    expect(await check).toBe('refreshed');
    await Promise.resolve();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect($session.get().handle).toBe('new');
  });

  it('keeps the session on a failure that says nothing about the token', async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(user);
    stop = listenForLogoutRequests(deps());
    bus.emit('session:logout-requested', { reason: 'request-failed', status: 404 });
    bus.emit('session:logout-requested', { reason: 'request-failed', status: 500, profile: true });
    await Promise.resolve();
    expect($session.get().handle).toBe('tok');
  });
});
