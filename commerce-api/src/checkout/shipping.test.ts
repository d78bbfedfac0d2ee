import { describe, expect, it } from 'vitest';
import { deliveryFee } from '../catalog/shipping.ts';
import { cartDeliveryFee, type ShippingLine } from './shipping.ts';

const line = (shipping_class: string, qty: number, extra: Record<string, unknown> = {}, typeId = 'simple'): ShippingLine => ({
  productId: 1,
  typeId,
  attributes: { shipping_class, ...extra },
  qty,
});

describe('cartDeliveryFee', () => {
  it('equals the product estimate for a one-line cart', () => {
    for (const zone of ['metro', 'regional'] as const) {
      for (const cls of ['small', 'medium', 'large'] as const) {
        for (const qty of [1, 2, 7]) expect(cartDeliveryFee(zone, [line(cls, qty)])).toBe(deliveryFee(zone, cls, qty));
      }
    }
  });
  it('groups small parcels across lines and charges other bulky units half', () => {
    expect(cartDeliveryFee('metro', [line('small', 3), line('small', 3)])).toBe(deliveryFee('metro', 'small', 6));
    expect(cartDeliveryFee('metro', [line('medium', 1), line('large', 1)])).toBe(deliveryFee('metro', 'large', 1) + deliveryFee('metro', 'medium', 1) / 2);
  });
  it('charges nothing for free-shipping and virtual lines', () => {
    expect(cartDeliveryFee('regional', [line('large', 1, { is_free_shipping: '1' }), line('medium', 1, {}, 'virtual')])).toBe(0);
  });
});
