import { describe, expect, it } from 'vitest';
import * as shared from './index';

// Other packages code against these names; renaming one breaks them at build time, so pin them.
describe('@shop/shared public API', () => {
  it('exports every name of the contract', () => {
    const names = [
      'bus', 'createEventBus', '$locale', 'setLocale', '$session', 'setSession', 'setUser', 'clearSession',
      '$isLoggedIn', '$cart', 'setCartId', 'setCartTotals', 'clearCart', 'provideCartService', 'getCartService',
      '$toasts', 'showToast', 'dismissToast', 'TOAST_DURATION', '$flags', 'api', 'contentApi', 'configureApi',
      'cartPath', 'totalsPath', 'searchCriteria', 'ApiError', 'toApiError', 'i18n', 'registerTranslations', 'useT',
      'formatPrice', 'formatDate', 'isValidEmail', 'isValidCameroonPhone', 'normalizeCameroonPhone', 'validate',
      'STORAGE_KEYS', 'safeLocalStorage', 'safeSessionStorage', 'Button', 'Price', 'ProductCard', 'Skeleton',
      'Toaster', 'ErrorRetry', 'Spinner', 'loadSanitizer', 'DEFAULT_PAGE_SIZE', 'HOME_CATEGORY_ID', 'VISIBILITY',
      'STATUS_ENABLED', 'COUNTRY', 'POSTCODE', 'RELOAD_GUARD_TTL', 'LOCALE_COOKIE_DAYS', 'SEARCH', 'federationName',
    ];
    const missing = names.filter((name) => !(name in shared));
    expect(missing).toEqual([]);
  });

  it('has the spec constants', () => {
    expect(shared.DEFAULT_PAGE_SIZE).toBe(25);
    expect(shared.HOME_CATEGORY_ID).toBe(2411);
    expect(shared.VISIBILITY).toEqual([2, 4]);
    expect(shared.STATUS_ENABLED).toBe(1);
    expect(shared.COUNTRY).toBe('CM');
    expect(shared.POSTCODE).toBe('-');
    expect(shared.RELOAD_GUARD_TTL).toBe(10_000);
    expect(shared.LOCALE_COOKIE_DAYS).toBe(365);
    expect(shared.SEARCH).toMatchObject({ DEFAULT_LIMIT: 20, DEFAULT_PAGE: 1, STORE_PAGE_SIZE: 40, INITIAL_PAGE_SIZE: 25 });
  });
});
