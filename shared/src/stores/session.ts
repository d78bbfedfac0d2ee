import { computed, map, onMount } from 'nanostores';
import { dropCookie, readCookie } from '../cookies';
import { XSRF_COOKIE } from '../contracts/session-cookies';
import { STORAGE_KEYS, safeLocalStorage, safeSessionStorage } from '../storage';
import type { Customer } from '../contracts/wire';

interface SessionState {
  /**
   * The signed-in session's public handle: the anti-forgery value the server put in the
   * readable `XSRF-TOKEN` cookie. It changes with every renewal and is null for a guest. Not a
   * credential: the tokens live in HttpOnly cookies no script can read (decision 044).
   */
  handle: string | null;
  user: Customer | null;
  /** The profile was checked against the server during this browser session. */
  verified: boolean;
}

/** Where the server says a session is: the anti-forgery cookie it sets beside the HttpOnly ones. */
export const currentSessionHandle = (): string | null => readCookie(XSRF_COOKIE) || null;

function readPersisted(): SessionState {
  const handle = currentSessionHandle();
  const user = handle ? safeLocalStorage.getJSON<Customer>(STORAGE_KEYS.USER_KEY) : null;
  return {
    handle,
    user: user && typeof user === 'object' && typeof user.id === 'number' ? user : null,
    verified: handle !== null && safeSessionStorage.get(STORAGE_KEYS.USER_VERIFIED) === 'true',
  };
}

export const $session = map<SessionState>({ handle: null, user: null, verified: false });

// Read when the session is first read or watched, not as this module evaluates (as `$cart`,
// decision 058).
let restored = false;
onMount($session, () => {
  if (restored) return;
  restored = true;
  // A bearer token an older version of the store kept in script reach is dropped, never used.
  safeLocalStorage.remove(STORAGE_KEYS.USER_TOKEN);
  safeLocalStorage.remove('USER_REFRESH_TOKEN');
  $session.set(readPersisted());
});

export const $isLoggedIn = computed($session, (s) => s.handle !== null);

function persist(state: SessionState): void {
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
 * After a login or a renewal (the server has just set the session's cookies): the freshly fetched
 * profile, so the session counts as verified. Emitting `auth:logged-in` is the caller's job (it
 * knows whether this is a login or a restore).
 */
export function setSession(user: Customer | null): void {
  const handle = currentSessionHandle();
  if (!handle) throw new TypeError('setSession needs the session the server has just set; use clearSession to log out');
  update({ handle, user, verified: user !== null });
}

/** A profile just read from the server (`customers/me`): it also marks the session verified. */
export function setUser(user: Customer): void {
  update({ ...$session.get(), user, verified: true });
}

export function setVerified(verified: boolean): void {
  update({ ...$session.get(), verified });
}

/**
 * Forgets the profile and the verified flag, and the readable handle (the server clears the
 * HttpOnly cookies when it ends the session). The cart is cleared separately (`clearCart`).
 */
export function clearSession(): void {
  dropCookie(XSRF_COOKIE);
  update({ handle: null, user: null, verified: false });
}

/** Reads a Magento custom attribute (telephone, telephone2, whatsapp_number, town…). */
export function customerAttribute(user: Customer | null, code: string): string | undefined {
  return user?.custom_attributes?.find((a) => a.attribute_code === code)?.value;
}

// Another tab logged in or out (its profile changes in shared storage; the cookies are shared):
// follow it, or this tab would go on as the wrong shopper.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.USER_KEY) {
      const { handle, user } = readPersisted();
      $session.set({ ...$session.get(), handle, user, verified: handle ? $session.get().verified : false });
    }
  });
}
