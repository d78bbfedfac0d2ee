import { map, onMount } from 'nanostores';
import { contentApi } from '../api/client';

/** Feature flags; everything off until the back end's configuration says otherwise. */
interface FeatureFlags {
  showOrangeDataOnProducts: boolean;
  /** Product skus excluded from the Orange data display. */
  orangeDataOnProductExceptions: string[];
  showPageBanners: boolean;
}

const DEFAULT_FLAGS: Readonly<FeatureFlags> = Object.freeze({
  showOrangeDataOnProducts: false,
  orangeDataOnProductExceptions: [],
  showPageBanners: false,
});

export const $flags = map<FeatureFlags>({ ...DEFAULT_FLAGS, orangeDataOnProductExceptions: [] });

/** Only well-formed values are taken; anything else keeps the flag off. */
function readFlags(body: unknown): FeatureFlags {
  const value = (body ?? {}) as Partial<Record<keyof FeatureFlags, unknown>>;
  const exceptions = value.orangeDataOnProductExceptions;
  return {
    showOrangeDataOnProducts: value.showOrangeDataOnProducts === true,
    orangeDataOnProductExceptions: Array.isArray(exceptions) ? exceptions.filter((sku): sku is string => typeof sku === 'string') : [],
    showPageBanners: value.showPageBanners === true,
  };
}

let loaded: Promise<void> | null = null;

/**
 * The flags come from the back end (`GET /api/feature-flags`) the first time a component reads
 * them, once per page. Unreadable, they stay off: a flag only ever adds to the page.
 */
onMount($flags, () => {
  loaded ??= contentApi
    .get('feature-flags')
    .json()
    .then((body) => $flags.set(readFlags(body)))
    .catch((error: unknown) => {
      loaded = null;
      console.warn('[flags] feature flags unavailable; all stay off', error);
    });
});
