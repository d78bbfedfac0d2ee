/** Business constants (and the few values code needs). */
export const COUNTRY = 'CM';
/** Magento requires a postcode; Cameroon has none (address). */
export const POSTCODE = '-';

export const STATUS_ENABLED = 1;
/** Catalogue visibility filter: "catalog" and "catalog, search". */
export const VISIBILITY = [2, 4] as const;


/** Deferred third-party scripts. */
export const DEFERRED_SCRIPTS = {
  DELAYS: [2000, 3000, 4000],
  IDLE_TIMEOUTS: [8000, 10000, 12000],
  INTERACTION_FALLBACK: 5000,
  INTERSECTION_MARGIN: '200px',
} as const;
