import { describe, expect, it } from 'vitest';
import { codCapProblem, DEFAULT_ORDER_CAPS, orderCapsFromEnv, unpaidCapProblem } from './caps.ts';

const caps = { codQtyPerLine: 5, codQtyPerOrder: 10, unpaidOrdersPerPhone: 3 };

describe('cash-on-delivery quantity caps', () => {
  it('accepts up to the line and order caps', () => {
    expect(codCapProblem('cashondelivery', [{ sku: 'A', qty: 5 }, { sku: 'B', qty: 5 }], caps)).toBeNull();
  });

  it('refuses a line over its cap, naming the product', () => {
    expect(codCapProblem('cashondelivery', [{ sku: 'A', qty: 1 }, { sku: 'B', qty: 38 }], caps)).toEqual({ key: 'cod_line_cap', params: { sku: 'B', max: 5 } });
  });

  it('refuses an order whose lines together pass the order cap', () => {
    expect(codCapProblem('cashondelivery', [{ sku: 'A', qty: 4 }, { sku: 'B', qty: 4 }, { sku: 'C', qty: 3 }], caps)).toEqual({ key: 'cod_order_cap', params: { max: 10 } });
  });

  it('leaves other methods to their payment window', () => {
    expect(codCapProblem('mesomb_gateway', [{ sku: 'A', qty: 38 }], caps)).toBeNull();
    expect(codCapProblem('gt_installment', [{ sku: 'A', qty: 38 }], caps)).toBeNull();
  });
});

describe('open unpaid orders per telephone', () => {
  it('allows the orders below the cap and refuses the one that would pass it', () => {
    expect(unpaidCapProblem(0, caps)).toBeNull();
    expect(unpaidCapProblem(2, caps)).toBeNull();
    expect(unpaidCapProblem(3, caps)).toEqual({ key: 'unpaid_orders_cap', params: { max: 3 } });
  });
});

describe('configuration', () => {
  it('reads positive integers from the environment and keeps the defaults otherwise', () => {
    expect(orderCapsFromEnv({})).toEqual(DEFAULT_ORDER_CAPS);
    expect(orderCapsFromEnv({ COD_MAX_QTY_PER_LINE: '2', COD_MAX_QTY_PER_ORDER: '4', UNPAID_ORDERS_PER_PHONE: '1' })).toEqual({
      codQtyPerLine: 2,
      codQtyPerOrder: 4,
      unpaidOrdersPerPhone: 1,
    });
    expect(orderCapsFromEnv({ COD_MAX_QTY_PER_LINE: '0', COD_MAX_QTY_PER_ORDER: 'x', UNPAID_ORDERS_PER_PHONE: '1.5' })).toEqual(DEFAULT_ORDER_CAPS);
  });
});
