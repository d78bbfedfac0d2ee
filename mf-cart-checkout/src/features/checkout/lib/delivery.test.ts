import { describe, expect, it } from 'vitest';
import { delayText, isPickup, sameMethod, type DeliveryFigures } from './delivery';

const method = (min: number | undefined, max: number | undefined, patch: Partial<DeliveryFigures> = {}): DeliveryFigures => ({
  carrier_code: 'gtdelivery',
  extension_attributes: { min_hours: min, max_hours: max, is_pickup: false },
  ...patch,
});

describe('delayText', () => {
  it('says hours for the usual 24 to 72 h', () => {
    expect(delayText(method(24, 72))).toEqual({ key: 'checkout.delay_hours', values: { min: 24, max: 72 } });
  });
  it('says minutes under an hour (spec: 30 minutes to 72 hours)', () => {
    expect(delayText(method(0.5, 72))).toEqual({ key: 'checkout.delay_minutes', values: { min: 30, max: 72 } });
  });
  it('says days for long waits in whole days', () => {
    expect(delayText(method(72, 120))).toEqual({ key: 'checkout.delay_days', values: { min: 3, max: 5 } });
  });
  it('uses the pick-up wording for agencies and nothing without figures', () => {
    expect(delayText(method(2, 24, { carrier_code: 'gtpickup', extension_attributes: { min_hours: 2, max_hours: 24, is_pickup: true } }))?.key).toBe('checkout.pickup_delay');
    expect(delayText(method(undefined, undefined))).toBeNull();
  });
});

describe('isPickup / sameMethod', () => {
  it('trusts the flag, else the pick-up carrier', () => {
    expect(isPickup({ carrier_code: 'gtpickup' })).toBe(true);
    expect(isPickup({ carrier_code: 'gtpickup', extension_attributes: { is_pickup: false } })).toBe(false);
  });
  it('compares carrier and method', () => {
    expect(sameMethod({ carrier_code: 'a', method_code: 'b' }, { carrier_code: 'a', method_code: 'b' })).toBe(true);
    expect(sameMethod({ carrier_code: 'a', method_code: 'b' }, null)).toBe(false);
  });
});
