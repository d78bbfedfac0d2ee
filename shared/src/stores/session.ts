import { computed, map } from 'nanostores';
import { STORAGE_KEYS, safeLocalStorage, safeSessionStorage } from '../storage';
import type { Customer } from '../contracts/wire';

interface SessionState {
  token: string | null;
  user: Customer | null;
  /** The profile was checked against the server during this browser session. */
  verified: boolean;
}

function readPersisted(): SessionState {
  const token = safeLocalStorage.get(STORAGE_KEYS.USER_TOKEN);
  const user = safeLocalStorage.getJSON<Customer>(STORAGE_KEYS.USER_KEY);
  return {
    token: token || null,
    user: user && typeof user === 'object' && typeof user.id === 'number' ? user : null,
    verified: safeSessionStorage.get(STORAGE_KEYS.USER_VERIFIED) === 'true',
  };
}

export const $session = map<SessionState>(readPersisted());

export const $isLoggedIn = computed($session, (s) => s.token !== null);

function persist(state: SessionState): void {
  if (state.token) safeLocalStorage.set(STORAGE_KEYS.USER_TOKEN, state.token);
  else safeLocalStorage.remove(STORAGE_KEYS.USER_TOKEN);
  if (state.user) safeLocalStorage.setJSON(STORAGE_KEYS.USER_KEY, state.user);
  else safeLocalStorage.remove(STORAGE_KEYS.USER_KEY);
  if (state.verified) safeSessionStorage.set(STORAGE_KEYS.USER_VERIFIED, 'true');
  else safeSessionStorage.remove(STORAGE_KEYS.USER_VERIFIED);
}

function update(next: SessionState): void {
  persist(next);
  $session.set(next);
}

/**
 * After login: the token plus the freshly fetched profile, so the session counts as verified.
 * Emitting `auth:logged-in` is the caller's job (it knows whether this is a login or a restore).
 */
export function setSession(token: string, user: Customer | null): void {
  if (!token) throw new TypeError('setSession needs a token; use clearSession to log out');
  update({ token, user, verified: user !== null });
}

/** A profile just read from the server (`customers/me`): it also marks the session verified. */
export function setUser(user: Customer): void {
  update({ ...$session.get(), user, verified: true });
}

export function setVerified(verified: boolean): void {
  update({ ...$session.get(), verified });
}

/** Forgets token, profile and the verified flag. The cart is cleared separately (`clearCart`). */
export function clearSession(): void {
  update({ token: null, user: null, verified: false });
}

/** Reads a Magento custom attribute (telephone, telephone2, whatsapp_number, town…). */
export function customerAttribute(user: Customer | null, code: string): string | undefined {
  return user?.custom_attributes?.find((a) => a.attribute_code === code)?.value;
}

// Another tab logged in or out: follow it, or this tab would keep calling the API with a dead token.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.USER_TOKEN || event.key === STORAGE_KEYS.USER_KEY) {
      const { token, user } = readPersisted();
      $session.set({ ...$session.get(), token, user, verified: token ? $session.get().verified : false });
    }
  });
}
