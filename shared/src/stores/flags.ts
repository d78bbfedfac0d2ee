import { map } from 'nanostores';

/** Feature flags; everything off until configuration says otherwise. */
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
