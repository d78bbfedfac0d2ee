import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeLocalStorage, safeSessionStorage } from './storage';

function deny(): never {
  throw new DOMException('denied', 'QuotaExceededError');
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('safe storage', () => {
  it('round-trips strings and JSON in the right storage area', () => {
    safeLocalStorage.set('a', '1');
    safeSessionStorage.setJSON('b', { x: [1, 2] });
    expect(localStorage.getItem('a')).toBe('1');
    expect(sessionStorage.getItem('b')).toBe('{"x":[1,2]}');
    expect(safeSessionStorage.getJSON<{ x: number[] }>('b')).toEqual({ x: [1, 2] });
    safeLocalStorage.remove('a');
    expect(safeLocalStorage.get('a')).toBeNull();
  });

  it('drops a corrupt JSON entry instead of throwing', () => {
    localStorage.setItem('bad', '{not json');
    expect(safeLocalStorage.getJSON('bad')).toBeNull();
    expect(localStorage.getItem('bad')).toBeNull();
  });

  it('survives a storage whose methods throw (quota, private mode)', () => {
    vi.stubGlobal('localStorage', { getItem: deny, setItem: deny, removeItem: deny });
    expect(safeLocalStorage.set('k', 'v')).toBe(false);
    expect(safeLocalStorage.get('k')).toBeNull();
    expect(safeLocalStorage.getJSON('k')).toBeNull();
    expect(() => safeLocalStorage.remove('k')).not.toThrow();
  });

  it('survives a storage that cannot even be reached (cookies blocked)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(safeSessionStorage.setJSON('k', {})).toBe(false);
      expect(safeSessionStorage.get('k')).toBeNull();
    } finally {
      if (original) Object.defineProperty(globalThis, 'sessionStorage', original);
    }
  });
});
