/**
 * Caps on orders nobody has paid for yet, pure (no database). Stock is reserved at placement, so
 * an order that costs nothing to place must not be able to hold a product's whole stock:
 *
 * - cash on delivery: at most `codQtyPerLine` units on one line and `codQtyPerOrder` in the whole
 *   order (paid methods hold stock only for their payment window, and then pay or give it back);
 * - any method: at most `unpaidOrdersPerPhone` orders awaiting payment or confirmation per
 *   telephone (and per account), counting the one being placed.
 *
 * Each is set from the environment (`COD_MAX_QTY_PER_LINE`, `COD_MAX_QTY_PER_ORDER`,
 * `UNPAID_ORDERS_PER_PHONE`); the README states the defaults.
 */

export interface OrderCaps {
  codQtyPerLine: number;
  codQtyPerOrder: number;
  unpaidOrdersPerPhone: number;
}

export const DEFAULT_ORDER_CAPS: OrderCaps = { codQtyPerLine: 5, codQtyPerOrder: 10, unpaidOrdersPerPhone: 3 };

/** Statuses of an order still waiting for its payment (`pending_payment`) or its confirmation call (`pending`). */
export const UNPAID_OPEN_STATUSES = ['pending', 'pending_payment'] as const;

const positiveInt = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
};

export function orderCapsFromEnv(env: NodeJS.ProcessEnv): OrderCaps {
  return {
    codQtyPerLine: positiveInt(env['COD_MAX_QTY_PER_LINE'], DEFAULT_ORDER_CAPS.codQtyPerLine),
    codQtyPerOrder: positiveInt(env['COD_MAX_QTY_PER_ORDER'], DEFAULT_ORDER_CAPS.codQtyPerOrder),
    unpaidOrdersPerPhone: positiveInt(env['UNPAID_ORDERS_PER_PHONE'], DEFAULT_ORDER_CAPS.unpaidOrdersPerPhone),
  };
}

export type CapProblem =
  | { key: 'cod_line_cap'; params: { sku: string; max: number } }
  | { key: 'cod_order_cap'; params: { max: number } }
  | { key: 'unpaid_orders_cap'; params: { max: number } };

/** Why a cash-on-delivery order of these lines is refused, or null (other methods: always null). */
export function codCapProblem(method: string, lines: readonly { sku: string; qty: number }[], caps: OrderCaps): CapProblem | null {
  if (method !== 'cashondelivery') return null;
  const over = lines.find((line) => line.qty > caps.codQtyPerLine);
  if (over) return { key: 'cod_line_cap', params: { sku: over.sku, max: caps.codQtyPerLine } };
  const units = lines.reduce((sum, line) => sum + line.qty, 0);
  return units > caps.codQtyPerOrder ? { key: 'cod_order_cap', params: { max: caps.codQtyPerOrder } } : null;
}

/** Why one more unpaid order is refused when `openUnpaid` are already waiting, or null. */
export function unpaidCapProblem(openUnpaid: number, caps: OrderCaps): CapProblem | null {
  return openUnpaid >= caps.unpaidOrdersPerPhone ? { key: 'unpaid_orders_cap', params: { max: caps.unpaidOrdersPerPhone } } : null;
}
