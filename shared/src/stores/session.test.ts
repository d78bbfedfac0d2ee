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

describe('session store', () => {
  it('starts logged out on a fresh browser', async () => {
    const { $session, $isLoggedIn } = await freshModule();
    expect($session.get()).toEqual({ token: null, user: null, verified: false });
    expect($isLoggedIn.get()).toBe(false);
  });

  it('persists a login under the spec keys and restores it on the next page load', async () => {
    const first = await freshModule();
    first.setSession('tok-123', customer);
    expect(localStorage.getItem('USER_TOKEN')).toBe('tok-123');
    expect(JSON.parse(localStorage.getItem('USER_KEY') ?? 'null')).toEqual(customer);
    expect(sessionStorage.getItem('USER_VERIFIED')).toBe('true');
    expect(first.$isLoggedIn.get()).toBe(true);

    const reloaded = await freshModule();
    expect(reloaded.$session.get()).toEqual({ token: 'tok-123', user: customer, verified: true });
  });

  it('a new browser session keeps the token but must verify the profile again', async () => {
    localStorage.setItem('USER_TOKEN', 'tok-9');
    localStorage.setItem('USER_KEY', JSON.stringify(customer));
    const { $session, setUser } = await freshModule();
    expect($session.get().verified).toBe(false);
    setUser({ ...customer, firstname: 'Awa-Marie' });
    expect($session.get().verified).toBe(true);
    expect($session.get().user?.firstname).toBe('Awa-Marie');
    expect(JSON.parse(localStorage.getItem('USER_KEY') ?? '{}').firstname).toBe('Awa-Marie');
  });

  it('ignores a corrupt stored profile', async () => {
    localStorage.setItem('USER_TOKEN', 'tok-9');
    localStorage.setItem('USER_KEY', '{"broken"');
    const { $session } = await freshModule();
    expect($session.get()).toEqual({ token: 'tok-9', user: null, verified: false });
  });

  it('clearSession forgets token, profile and the verified flag everywhere', async () => {
    const { setSession, clearSession, $session, $isLoggedIn } = await freshModule();
    setSession('tok-1', customer);
    clearSession();
    expect($session.get()).toEqual({ token: null, user: null, verified: false });
    expect($isLoggedIn.get()).toBe(false);
    expect(localStorage.getItem('USER_TOKEN')).toBeNull();
    expect(localStorage.getItem('USER_KEY')).toBeNull();
    expect(sessionStorage.getItem('USER_VERIFIED')).toBeNull();
  });

  it('refuses an empty token', async () => {
    const { setSession } = await freshModule();
    expect(() => setSession('', customer)).toThrow(/token/);
  });

  it('reads custom attributes', async () => {
    const { customerAttribute } = await freshModule();
    expect(customerAttribute(customer, 'telephone')).toBe('677123456');
    expect(customerAttribute(customer, 'whatsapp_number')).toBeUndefined();
    expect(customerAttribute(null, 'town')).toBeUndefined();
  });

  it('follows a logout made in another tab', async () => {
    const { setSession, $session } = await freshModule();
    setSession('tok-1', customer);
    localStorage.removeItem('USER_TOKEN');
    localStorage.removeItem('USER_KEY');
    window.dispatchEvent(new StorageEvent('storage', { key: 'USER_TOKEN' }));
    expect($session.get()).toEqual({ token: null, user: null, verified: false });
  });
});
