import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { provideCartService, type CartService } from './index';
import { useAddToCart } from './use-add-to-cart';

// A file of its own: the cart's code is fetched once per visit (module state), and this visit
// must start without it.
function Card({ warmUp }: { warmUp: Parameters<typeof useAddToCart>[0] }) {
  useAddToCart(warmUp);
  return null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useAddToCart('first-interaction')", () => {
  it("asks for the cart's code at the shopper's first touch, key or scroll, never while the page is only idle", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    let loads = 0;
    const service: CartService = { addItem: async () => undefined, refreshTotals: async () => undefined, init: async () => undefined };
    provideCartService(async () => {
      loads += 1;
      return service;
    });
    const listing = (
      <>
        <Card warmUp="first-interaction" />
        <Card warmUp="first-interaction" />
      </>
    );
    // Cards that leave before any interaction take their listener with them.
    const first = render(listing);
    first.unmount();
    window.dispatchEvent(new Event('scroll'));
    expect(loads).toBe(0);
    render(listing);
    expect(idle).toHaveLength(0);
    // A scroll on any element counts (it does not bubble: the listener captures).
    await act(async () => {
      document.body.dispatchEvent(new Event('scroll'));
    });
    expect(loads).toBe(1);
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      window.dispatchEvent(new Event('keydown'));
    });
    expect(loads).toBe(1);
  });
});
