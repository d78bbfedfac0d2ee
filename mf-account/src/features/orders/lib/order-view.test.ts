import { describe, expect, it } from 'vitest';
import { magentoToIso, pageCount, pageFromSearch, pickupView, timeline, visibleItems, type Order } from './order-view';

const order = (state = 'new'): Pick<Order, 'state' | 'extension_attributes'> => ({
  state,
  extension_attributes: { pickup: { ready_by: '2026-11-23 10:00:00', collect_by: '2026-11-25 10:00:00' } },
});

describe('pickupView', () => {
  it('shows the collection date and deadline, and offers the switch while the order is open', () => {
    expect(pickupView(order(), new Date('2026-11-24T00:00:00Z'))).toEqual({
      kind: 'waiting',
      readyBy: '2026-11-23T10:00:00Z',
      collectBy: '2026-11-25T10:00:00Z',
    });
  });

  it('says nothing more once the order is collected, refunded or cancelled before the deadline', () => {
    expect(pickupView(order('complete'), new Date('2026-11-24T00:00:00Z'))).toEqual({ kind: 'none' });
    expect(pickupView(order('canceled'), new Date('2026-11-24T00:00:00Z'))).toEqual({ kind: 'none' });
    expect(pickupView(order('canceled'), new Date('2026-11-26T00:00:00Z'))).toEqual({ kind: 'expired', collectBy: '2026-11-25T10:00:00Z' });
  });

  it('says the period is over after the deadline, and nothing for home deliveries', () => {
    expect(pickupView(order(), new Date('2026-11-25T10:00:01Z'))).toEqual({ kind: 'expired', collectBy: '2026-11-25T10:00:00Z' });
    expect(pickupView({ state: 'new' }, new Date())).toEqual({ kind: 'none' });
  });
});

describe('helpers', () => {
  it('reads Magento UTC times', () => {
    expect(magentoToIso('2026-11-20 10:00:00')).toBe('2026-11-20T10:00:00Z');
  });

  it('counts pages and reads the page parameter defensively', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['page=0', 'page=-2', 'page=abc', 'page=99999', '']) expect(pageFromSearch(new URLSearchParams(bad))).toBe(1);
  });

  it('hides the child lines of configurable items', () => {
    const items = [
      { item_id: 1, name: 'T-shirt', sku: 'TS', original_price: 1, price: 1, qty_ordered: 1, row_total: 1 },
      { item_id: 2, name: 'T-shirt M', sku: 'TS-M', original_price: 1, price: 1, qty_ordered: 1, row_total: 1, parent_item_id: 1 },
    ];
    expect(visibleItems({ items }).map((i) => i.item_id)).toEqual([1]);
  });
});

/** A line of an order's history, as the back end sends it. */
const history = (event: string, status: string, comment = '') => ({
  entity_id: status.length,
  parent_id: 7,
  created_at: '2026-11-20 10:00:00',
  status,
  comment,
  is_customer_notified: 1,
  is_visible_on_front: 1,
  entity_name: 'order',
  extension_attributes: { event, state: status, from_status: null, actor: 'operator' },
});

describe('timeline', () => {
  it('lists each change with its reason, the placement note left out', () => {
    const steps = timeline({ status_histories: [history('placed', 'pending', 'Portail bleu'), history('canceled', 'canceled', 'Client injoignable')] });
    expect(steps.map((s) => [s.event, s.status, s.reason])).toEqual([
      ['placed', 'pending', ''],
      ['canceled', 'canceled', 'Client injoignable'],
    ]);
    expect(timeline({})).toEqual([]);
  });
});
