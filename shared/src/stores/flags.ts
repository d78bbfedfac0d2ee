import { map } from 'nanostores';

/** Feature flags; everything off until configuration says otherwise. */
export interface FeatureFlags {
  showOrangeDataOnProducts: boolean;
  /** Product skus excluded from the Orange data display. */
  orangeDataOnProductExceptions: string[];
  showPageBanners: boolean;
}

export const DEFAULT_FLAGS: Readonly<FeatureFlags> = Object.freeze({
  showOrangeDataOnProducts: false,
  orangeDataOnProductExceptions: [],
  showPageBanners: false,
});

export const $flags = map<FeatureFlags>({ ...DEFAULT_FLAGS, orangeDataOnProductExceptions: [] });

/** Applies a partial flag set (e.g. from configuration); unknown keys and wrong types are ignored. */
export function setFlags(flags: Partial<Record<keyof FeatureFlags, unknown>>): void {
  const next = { ...$flags.get() };
  if (typeof flags.showOrangeDataOnProducts === 'boolean') next.showOrangeDataOnProducts = flags.showOrangeDataOnProducts;
  if (typeof flags.showPageBanners === 'boolean') next.showPageBanners = flags.showPageBanners;
  if (Array.isArray(flags.orangeDataOnProductExceptions)) {
    next.orangeDataOnProductExceptions = flags.orangeDataOnProductExceptions.filter(
      (s): s is string => typeof s === 'string',
    );
  }
  $flags.set(next);
}
