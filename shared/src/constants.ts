/** Business constants (and the few values code needs). */
export const COUNTRY = 'CM';
/** Magento requires a postcode; Cameroon has none (address). */
export const POSTCODE = '-';

export const DEFAULT_PAGE_SIZE = 25;
export const DEFAULT_SORT = { field: 'created_at', direction: 'DESC' } as const;
export const HOME_CATEGORY_ID = 2411;
export const STATUS_ENABLED = 1;
/** Catalogue visibility filter: "catalog" and "catalog, search". */
export const VISIBILITY = [2, 4] as const;

export const SEARCH = {
  /** Collection query defaults (search provider B). */
  DEFAULT_LIMIT: 20,
  DEFAULT_PAGE: 1,
  /** The search store's page size; its initial page size is DEFAULT_PAGE_SIZE. */
  STORE_PAGE_SIZE: 40,
  INITIAL_PAGE_SIZE: 25,
} as const;

/** Reload-once guard after a failed chunk load (architecture: 10 s). */
export const RELOAD_GUARD_TTL = 10_000;
export const LOCALE_COOKIE_DAYS = 365;
export const LOCALE_COOKIE_NAME = 'i18n_locale';
/**
 * The double-submit token a Magento server sets; the client echoes it on writes.
 * @internal (the API client's; no other package reads it)
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** @internal (the API client's; no other package reads it) */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export const INSTALLMENT = {
  MAX_MONTHS: 12,
  FORMAL_FIRST_PAYMENT_MIN_PERCENT: 25,
  FORMAL_FIRST_PAYMENT_MAX_PERCENT: 75,
  INFORMAL_FIRST_PAYMENT_PERCENT: 53,
  INFORMAL_DAILY_MIN: 500,
  INFORMAL_DAILY_MAX: 1000,
  INFORMAL_FREE_DAYS: 7,
  ELIGIBLE_BRANDS: ['Itel', 'Infinix', 'Samsung', 'Tecno'],
} as const;

/** Deferred third-party scripts. */
export const DEFERRED_SCRIPTS = {
  DELAYS: [2000, 3000, 4000],
  IDLE_TIMEOUTS: [8000, 10000, 12000],
  INTERACTION_FALLBACK: 5000,
  INTERSECTION_MARGIN: '200px',
} as const;

/** Web-vitals thresholds (good / poor). */
export const PERF_THRESHOLDS = {
  FCP: { good: 1800, poor: 3000 },
  LCP: { good: 2500, poor: 4000 },
  CLS: { good: 0.1, poor: 0.25 },
  INP: { good: 100, poor: 300 },
} as const;

export const SEARCH_CLIENT_TIMEOUTS = { connect: 1000, read: 2000, write: 30000, hostDownMs: 120_000 } as const;

export const IMAGE_LOADER = { MAX_CACHED: 200, RETRIES: 3, THROTTLE_MS: 200, PRELOAD_RATIO: 1.3 } as const;

/** Payment method whose payer number is sent with the order. */
export const MOBILE_MONEY_METHOD = 'mesomb_gateway';
/** Source header value for order placement. */
export const ORDER_SOURCE = 'WEBSITE';
