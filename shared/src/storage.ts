/**
 * Browser storage keys , and wrappers that never throw: Safari private mode,
 * a full quota or a disabled storage must degrade to "nothing stored", never break first paint.
 */
export const STORAGE_KEYS = {
  /** No longer written: the session is in HttpOnly cookies (decision 044); an old one is removed. */
  USER_TOKEN: 'USER_TOKEN',
  CART_ID: 'CART_ID',
  USER_VERIFIED: 'USER_VERIFIED',
  USER_KEY: 'USER_KEY',
  CART_DETAILS: 'CART_DETAILS',
} as const;


interface SafeStorage {
  get(key: string): string | null;
  /** Returns false when the browser refused to store (quota, private mode). */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  /** Parsed JSON, or null when absent or corrupt (a corrupt entry is removed). */
  getJSON<T>(key: string): T | null;
  setJSON(key: string, value: unknown): boolean;
}

function createSafeStorage(pick: () => Storage | undefined): SafeStorage {
  const area = (): Storage | undefined => {
    try {
      return pick();
    } catch {
      // Accessing window.localStorage itself throws when cookies are blocked.
      return undefined;
    }
  };
  const storage: SafeStorage = {
    get(key) {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const target = area();
        if (!target) return false;
        target.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        area()?.removeItem(key);
      } catch {
        // Nothing to clean up if storage is unavailable.
      }
    },
    getJSON<T>(key: string): T | null {
      const raw = storage.get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        storage.remove(key);
        return null;
      }
    },
    setJSON(key, value) {
      return storage.set(key, JSON.stringify(value));
    },
  };
  return storage;
}

/** Local storage that never throws (private mode, quota, disabled): the stores' own, and the shell's pending log-out. */
export const safeLocalStorage: SafeStorage = createSafeStorage(() => globalThis.localStorage);
export const safeSessionStorage: SafeStorage = createSafeStorage(() => globalThis.sessionStorage);
