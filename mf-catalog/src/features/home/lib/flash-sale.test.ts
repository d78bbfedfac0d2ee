import { describe, expect, it } from 'vitest';
import type { MagentoProduct } from '../../../api/types';
import { runningFlashSale } from './flash-sale';

const product = (id: number, start: string, end: string, flag = '1'): MagentoProduct => ({
  id,
  sku: `FS-${id}`,
  name: `Flash ${id}`,
  price: 10000,
  type_id: 'simple',
  custom_attributes: [
    { attribute_code: 'is_on_flash_sale', value: flag },
    { attribute_code: 'flash_sale_start', value: start },
    { attribute_code: 'flash_sale_end', value: end },
  ],
});

const NOW = Date.UTC(2026, 10, 21, 12);

describe('runningFlashSale', () => {
  it('keeps sales in progress, soonest ending first, and counts down to that end', () => {
    const sale = runningFlashSale(
      [
        product(1, '2026-11-21 10:00:00', '2026-11-23 10:00:00'),
        product(2, '2026-11-22 10:00:00', '2026-11-24 10:00:00'), // upcoming
        product(3, '2026-11-18 10:00:00', '2026-11-20 10:00:00'), // ended
        product(4, '2026-11-21 08:00:00', '2026-11-21 18:30:00'),
        product(5, '2026-11-21 08:00:00', '2026-11-22 18:30:00', '0'), // not flagged
      ],
      NOW,
    );
    expect(sale?.products.map((p) => p.id)).toEqual([4, 1]);
    expect(sale?.endsAt).toBe(Date.UTC(2026, 10, 21, 18, 30));
  });

  it('is null when no sale is in progress', () => {
    expect(runningFlashSale([product(3, '2026-11-18 10:00:00', '2026-11-20 10:00:00')], NOW)).toBeNull();
  });
});
