import { describe, expect, it } from 'vitest';
import { deliveryFee, shippingMethods } from './shipping.ts';

describe('shipping', () => {
  it('charges more outside Douala and Yaoundé and for bulky parcels', () => {
    expect(deliveryFee('metro', 'small', 1)).toBeLessThan(deliveryFee('regional', 'small', 1));
    expect(deliveryFee('metro', 'small', 1)).toBeLessThan(deliveryFee('metro', 'large', 1));
    expect(deliveryFee('metro', 'small', 5)).toBe(deliveryFee('metro', 'small', 1));
    expect(deliveryFee('metro', 'small', 6)).toBe(2 * deliveryFee('metro', 'small', 1));
    expect(deliveryFee('regional', 'large', 3)).toBe(12_000 + 2 * 6_000);
  });

  it('offers free agency pick-up where there is an agency and free delivery with the label', () => {
    const base = { zone: 'metro' as const, townName: 'Douala', shippingClass: 'medium' as const, qty: 1, stockInTown: 3, locale: 'fr' as const };
    const withAgency = shippingMethods({ ...base, hasAgency: true, freeShipping: false });
    expect(withAgency.map((m) => [m.carrier_code, m.amount])).toEqual([['gtdelivery', 3_000], ['gtpickup', 0]]);
    const free = shippingMethods({ ...base, hasAgency: false, freeShipping: true });
    expect(free).toHaveLength(1);
    expect(free[0]!.amount).toBe(0);
    const far = shippingMethods({ ...base, zone: 'regional', hasAgency: false, freeShipping: false, stockInTown: 0 });
    expect(far[0]!.max_hours).toBeGreaterThan(withAgency[0]!.max_hours);
  });
});
