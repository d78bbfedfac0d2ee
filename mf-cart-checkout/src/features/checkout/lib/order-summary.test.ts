import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared';
import { addressLines, orderSummary } from './order-summary';

const address = { firstname: 'Awa', lastname: 'Mbarga', telephone: '677123456', street: ['Bonamoussadi'], city: 'Douala' };
const order: Order = {
  entity_id: 3,
  increment_id: '100000003',
  created_at: '2026-11-21 10:00:00',
  state: 'new',
  status: 'pending',
  subtotal: 100000,
  grand_total: 91500,
  discount_amount: -10000,
  shipping_amount: 1500,
  shipping_description: 'Livraison à domicile - Douala',
  order_guarantee_total: 0,
  coupon_code: 'NOEL10',
  customer_email: 'awa@example.cm',
  items: [
    {
      item_id: 1,
      name: 'TV 43"',
      sku: 'TV-43',
      original_price: 110000,
      price: 100000,
      qty_ordered: 1,
      row_total: 100000,
      extension_attributes: { image: '/t/v/tv-43.svg', option_labels: [{ label: 'Garantie', value: '2 ans' }] },
    },
  ],
  billing_address: { ...address, street: ['Akwa'] },
  payment: { method: 'mesomb_gateway', additional_information: ['Mobile Money (MTN, Orange)', '650000007'] },
  extension_attributes: { shipping_assignments: [{ shipping: { address, method: 'gtdelivery_home' } }] },
};

describe('orderSummary', () => {
  it('maps Magento fields onto order summary', () => {
    const s = orderSummary(order);
    expect(s).toMatchObject({
      orderNumber: '100000003',
      date: '2026-11-21 10:00:00',
      status: 'pending',
      shippingMethod: 'Livraison à domicile - Douala',
      subtotal: 100000,
      total: 91500,
      shipping_amount: 1500,
      discount_amount: 10000,
      order_guarantee_total: 0,
      payment: 'Mobile Money (MTN, Orange)',
      couponCode: 'NOEL10',
    });
    expect(s.shipping_address?.street).toEqual(['Bonamoussadi']);
    expect(s.billing_address?.street).toEqual(['Akwa']);
    expect(s.items).toEqual([
      { name: 'TV 43"', sku: 'TV-43', original_price: 110000, price: 100000, qty_ordered: 1, row_total: 100000, image: '/t/v/tv-43.svg', options: [{ label: 'Garantie', value: '2 ans' }] },
    ]);
  });
  it('falls back to the billing address, the method code and the extension guarantee', () => {
    const s = orderSummary({ ...order, shipping_description: '', order_guarantee_total: undefined, payment: { method: 'cashondelivery' }, extension_attributes: { order_guarantee_total: 5000 } });
    expect(s.shipping_address).toBe(order.billing_address);
    expect(s.payment).toBe('cashondelivery');
    expect(s.order_guarantee_total).toBe(5000);
    expect(s.shippingMethod).toBe('');
  });
});

describe('addressLines', () => {
  it('gives name, quarter, town and telephone, skipping blanks', () => {
    expect(addressLines(address)).toEqual(['Awa Mbarga', 'Bonamoussadi', 'Douala', '677123456']);
    expect(addressLines({ ...address, street: [''] })).toEqual(['Awa Mbarga', 'Douala', '677123456']);
    expect(addressLines(undefined)).toEqual([]);
  });
});
