import { afterEach, describe, expect, it, vi } from 'vitest';
import { delayText, isPickup, pickupDayLabel, sameMethod, type DeliveryFigures } from './delivery';

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

describe('pickupDayLabel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('names the day in Douala in each language', () => {
    expect(pickupDayLabel('2026-12-01', 'fr')).toBe('mardi 1 décembre');
    expect(pickupDayLabel('2026-12-01', 'en')).toBe('Tuesday 1 December');
  });

  it('prints what a formatter built per label printed', () => {
    const days = ['2026-11-30', '2026-12-31', '2027-01-01', '2027-02-28'];
    for (const locale of ['fr', 'en']) {
      const fresh = (day: string) =>
        new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Africa/Douala' }).format(new Date(`${day}T12:00:00+01:00`));
      expect(days.map((day) => pickupDayLabel(day, locale))).toEqual(days.map(fresh));
    }
  });

  it('builds one formatter per language, however many days are labelled', async () => {
    const built: string[] = [];
    const Real = Intl.DateTimeFormat;
    class Counting extends Real {
      constructor(tag?: string | string[], options?: Intl.DateTimeFormatOptions) {
        super(tag, options);
        built.push(String(tag));
      }
    }
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: Counting });
    vi.resetModules();
    const { pickupDayLabel: label } = await import('./delivery');
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) {
      label(day, 'fr');
      label(day, 'en');
    }
    expect(built).toEqual(['fr-FR', 'en-GB']);
  });
});
