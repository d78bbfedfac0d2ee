import { describe, expect, it } from 'vitest';
import * as shared from './index';

// Other packages code against these names; renaming one breaks them at build time, so pin them.
describe('@shop/shared public API', () => {
  it('exports every name of the contract', () => {
    const names = [
      'bus', '$locale', 'setLocale', '$session', 'setSession', 'setUser', 'clearSession',
      '$isLoggedIn', '$cart', 'setCartId', 'setCartTotals', 'clearCart', 'provideCartService', 'getCartService',
      '$toasts', 'showToast', 'TOAST_DURATION', '$flags', 'api', 'contentApi', 'configureApi',
      'cartPath', 'totalsPath', 'searchCriteria', 'ApiError', 'toApiError', 'i18n', 'registerTranslations', 'useT',
      'formatPrice', 'formatDate', 'normalizeCameroonPhone', 'validate',
      'STORAGE_KEYS', 'safeLocalStorage', 'safeSessionStorage', 'Button', 'Price', 'ProductCard', 'Skeleton',
      'Toaster', 'ErrorRetry', 'Spinner', 'loadSanitizer', 'VISIBILITY',
      'STATUS_ENABLED', 'COUNTRY', 'POSTCODE', 'federationName',
    ];
    const missing = names.filter((name) => !(name in shared));
    expect(missing).toEqual([]);
  });
});
