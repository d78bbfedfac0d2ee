import { describe, expect, it } from 'vitest';
import fr from './i18n/fr.json';
import en from './i18n/en.json';
import { orderStatusKey } from './order-status';

describe('orderStatusKey', () => {
  it('names each lifecycle status, and anything else as in progress', () => {
    expect(orderStatusKey('ready_for_pickup')).toBe('order_status.ready_for_pickup');
    expect(orderStatusKey('holded')).toBe('order_status.other');
  });

  it('has words in both languages for every key it gives', () => {
    for (const status of ['pending', 'pending_payment', 'processing', 'shipped', 'ready_for_pickup', 'complete', 'canceled', 'closed', 'x']) {
      const key = orderStatusKey(status).split('.')[1]!;
      expect([fr.order_status[key as keyof typeof fr.order_status], en.order_status[key as keyof typeof en.order_status]].every(Boolean)).toBe(true);
    }
  });
});
