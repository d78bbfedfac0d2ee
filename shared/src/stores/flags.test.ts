import { describe, expect, it } from 'vitest';
import { $flags } from './flags';

describe('feature flags', () => {
  it('are all off by default', () => {
    expect($flags.get()).toEqual({
      showOrangeDataOnProducts: false,
      orangeDataOnProductExceptions: [],
      showPageBanners: false,
    });
  });

});
