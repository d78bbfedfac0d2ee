/** The statuses of the order lifecycle (Magento's), each with its words under `order_status.`. */
const ORDER_STATUSES = ['pending', 'pending_payment', 'processing', 'shipped', 'ready_for_pickup', 'complete', 'canceled', 'closed'];

/**
 * The common translation key of an order's status, the same on the thank-you page and the
 * customer's order page; a status the shop has no words for reads "in progress".
 */
export function orderStatusKey(status: string): string {
  return `order_status.${ORDER_STATUSES.includes(status) ? status : 'other'}`;
}
