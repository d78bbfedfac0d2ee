import type { EventMap } from '@shop/shared';

/**
 * The tag manager's view of an add to cart: GA4's `add_to_cart` e-commerce event, which the
 * marketing, CRM and ad-pixel tags configured in the container read. Prices are not in the bus
 * payload, so the event carries what identifies the line (sku, name, quantity) and the currency.
 */
export function addToCartLayerEvent(item: EventMap['cart:item-added']): Record<string, unknown> {
  return {
    event: 'add_to_cart',
    ecommerce: { currency: 'XAF', items: [{ item_id: item.sku, item_name: item.name, quantity: item.qty }] },
  };
}
