import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../features/checkout/lib/form';
import fr from './fr.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

describe('cart translations', () => {
  const frKeys = new Set(keys(fr));

  it('has the keys built at run time', () => {
    for (const code of PAYMENT_METHODS) expect(frKeys.has(`checkout.pay_${code}`)).toBe(true);
    for (const status of ['formal', 'informal']) expect(frKeys.has(`installment.status_${status}_detail`)).toBe(true);
    for (const code of ['price_invalid', 'months_invalid', 'percent_invalid', 'too_expensive_for_daily']) expect(frKeys.has(`installment.error_${code}`)).toBe(true);
    for (const key of ['checkout.delay_hours', 'checkout.delay_minutes', 'checkout.delay_days', 'checkout.pickup_delay']) expect(frKeys.has(key)).toBe(true);
  });
});
