import { describe, expect, it } from 'vitest';
import { $flags, setFlags } from './flags';

describe('feature flags', () => {
  it('are all off by default', () => {
    expect($flags.get()).toEqual({
      showOrangeDataOnProducts: false,
      orangeDataOnProductExceptions: [],
      showPageBanners: false,
    });
  });

  it('accept partial updates and ignore wrong types', () => {
    setFlags({ showPageBanners: true, orangeDataOnProductExceptions: ['SKU-1', 3, 'SKU-2'] });
    setFlags({ showOrangeDataOnProducts: 'yes' });
    expect($flags.get()).toEqual({
      showOrangeDataOnProducts: false,
      orangeDataOnProductExceptions: ['SKU-1', 'SKU-2'],
      showPageBanners: true,
    });
  });
});
