import { describe, expect, it } from 'vitest';
import { addToCartLayerEvent } from './commerce-events';

describe('commerce events for the tag manager', () => {
  it('turns an added cart line into GA4 add_to_cart in FCFA (XAF)', () => {
    expect(addToCartLayerEvent({ sku: 'TEC-SPARK-20', qty: 2, name: 'Tecno Spark 20' })).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'XAF', items: [{ item_id: 'TEC-SPARK-20', item_name: 'Tecno Spark 20', quantity: 2 }] },
    });
  });
});
