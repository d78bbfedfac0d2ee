import type { AppContext } from '../context.ts';

/**
 * What runs once an order is placed and committed: the first mobile-money collect. Modules above
 * orders register it (payments), as rewards follow moves through `onOrderMoved`: orders import
 * none of them.
 */
export type AfterPlacement = (ctx: AppContext, orderId: number) => Promise<void>;

const hooks = new Set<AfterPlacement>();

export function afterPlacement(hook: AfterPlacement): void {
  hooks.add(hook);
}

export async function runAfterPlacement(ctx: AppContext, orderId: number): Promise<void> {
  for (const hook of hooks) await hook(ctx, orderId);
}
