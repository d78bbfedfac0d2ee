import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../contracts/wire';

const customer: Customer = {
  id: 42,
  email: 'awa.ngono@example.cm',
  firstname: 'Awa',
  lastname: 'Ngono',
  custom_attributes: [
    { attribute_code: 'telephone', value: '677123456' },
    { attribute_code: 'town', value: 'Douala' },
  ],
};

async function freshModule() {
  vi.resetModules();
  return import('./session');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const serverSets = (handle: string) => {
  document.cookie = `XSRF-TOKEN=${handle}; path=/`;
};

describe('session store', () => {
  it('starts logged out on a fresh browser', async () => {
    const { $session, $isLoggedIn } = await freshModule();
    expect($session.get()).toEqual({ handle: null, user: null, verified: false });
    expect($isLoggedIn.get()).toBe(false);
  });

  it('keeps no token in script reach: the handle is the server-set anti-forgery value, the profile is stored', async () => {
    const first = await freshModule();
    serverSets('xsrf-123');
    first.setSession(customer);
    expect(first.$session.get().handle).toBe('xsrf-123');
    expect(localStorage.getItem('USER_TOKEN')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('xsrf-123');
    expect(JSON.parse(localStorage.getItem('USER_KEY') ?? 'null')).toEqual(customer);
    expect(sessionStorage.getItem('USER_VERIFIED')).toBe('true');
    expect(first.$isLoggedIn.get()).toBe(true);

    const reloaded = await freshModule();
    expect(reloaded.$session.get()).toEqual({ handle: 'xsrf-123', user: customer, verified: true });
  });

  it('drops a bearer token an older store left in localStorage', async () => {
    localStorage.setItem('USER_TOKEN', 'old-bearer');
    localStorage.setItem('USER_REFRESH_TOKEN', 'old-refresh');
    localStorage.setItem('USER_KEY', JSON.stringify(customer));
    const { $session } = await freshModule();
    // Without the server's cookie there is no session, whatever was stored.
    expect($session.get()).toEqual({ handle: null, user: null, verified: false });
    expect(localStorage.getItem('USER_TOKEN')).toBeNull();
    expect(localStorage.getItem('USER_REFRESH_TOKEN')).toBeNull();
  });

  it('a new browser session keeps the cookie session but must verify the profile again', async () => {
    serverSets('xsrf-9');
    localStorage.setItem('USER_KEY', JSON.stringify(customer));
    const { $session, setUser } = await freshModule();
    expect($session.get()).toMatchObject({ handle: 'xsrf-9', verified: false });
    setUser({ ...customer, firstname: 'Awa-Marie' });
    expect($session.get().verified).toBe(true);
    expect($session.get().user?.firstname).toBe('Awa-Marie');
    expect(JSON.parse(localStorage.getItem('USER_KEY') ?? '{}').firstname).toBe('Awa-Marie');
  });

  it('ignores a corrupt stored profile', async () => {
    serverSets('xsrf-9');
    localStorage.setItem('USER_KEY', '{"broken"');
    const { $session } = await freshModule();
    expect($session.get()).toEqual({ handle: 'xsrf-9', user: null, verified: false });
  });

  it('clearSession forgets the handle, profile and the verified flag everywhere', async () => {
    const { setSession, clearSession, $session, $isLoggedIn } = await freshModule();
    serverSets('xsrf-1');
    setSession(customer);
    clearSession();
    expect($session.get()).toEqual({ handle: null, user: null, verified: false });
    expect($isLoggedIn.get()).toBe(false);
    expect(document.cookie).not.toContain('XSRF-TOKEN=xsrf-1');
    expect(localStorage.getItem('USER_KEY')).toBeNull();
    expect(sessionStorage.getItem('USER_VERIFIED')).toBeNull();
  });

  it('refuses to start a session the server has not set', async () => {
    const { setSession } = await freshModule();
    expect(() => setSession(customer)).toThrow(/session the server has just set/);
  });

  it('reads custom attributes', async () => {
    const { customerAttribute } = await freshModule();
    expect(customerAttribute(customer, 'telephone')).toBe('677123456');
    expect(customerAttribute(customer, 'whatsapp_number')).toBeUndefined();
    expect(customerAttribute(null, 'town')).toBeUndefined();
  });

  it('follows a logout made in another tab', async () => {
    const { setSession, $session } = await freshModule();
    serverSets('xsrf-1');
    setSession(customer);
    // The other tab's log-out: the server cleared the shared cookies, the tab its stored profile.
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
    localStorage.removeItem('USER_KEY');
    window.dispatchEvent(new StorageEvent('storage', { key: 'USER_KEY' }));
    expect($session.get()).toEqual({ handle: null, user: null, verified: false });
  });
});
