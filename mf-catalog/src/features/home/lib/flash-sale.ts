import type { MagentoProduct } from '../../../api/types';
import { activeFlashSale } from '../../product/lib/product-detail';

export interface RunningFlashSale {
  products: MagentoProduct[];
  /** The soonest end among them (epoch ms): the strip's countdown. */
  endsAt: number;
}

/** Products whose flash sale is in progress at `now`, soonest ending first; null when none is. */
export function runningFlashSale(products: readonly MagentoProduct[], now: number, limit = 12): RunningFlashSale | null {
  const running = products
    .map((product) => ({ product, sale: activeFlashSale(product, now) }))
    .filter((x): x is { product: MagentoProduct; sale: { end: number } } => x.sale !== null)
    .toSorted((a, b) => a.sale.end - b.sale.end || a.product.id - b.product.id)
    .slice(0, limit);
  if (running.length === 0) return null;
  return { products: running.map((x) => x.product), endsAt: running[0]!.sale.end };
}
