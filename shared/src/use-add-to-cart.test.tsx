import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, provideCartService, type CartItemInput, type CartService } from './index';
import { useAddToCart } from './use-add-to-cart';

const item: CartItemInput = { sku: 'TECNO-SPARK-20', qty: 1, name: 'Tecno Spark 20', price: 89000, product_type: 'simple' };
let added: CartItemInput[] = [];
let release: (() => void) | null = null;
let loads = 0;

function Probe({ onResult }: { onResult: (ok: boolean) => void }) {
  const { add, busy } = useAddToCart();
  return (
    <button type="button" data-busy={busy} onClick={() => void add(item).then(onResult)}>
      add
    </button>
  );
}

beforeEach(() => {
  added = [];
  $toasts.set([]);
  const service: CartService = {
    addItem: (i) =>
      new Promise<void>((resolve) => {
        added.push(i);
        release = resolve;
      }),
    refreshTotals: async () => undefined,
    init: async () => undefined,
  };
  loads = 0;
  provideCartService(async () => {
    loads += 1;
    return service;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useAddToCart', () => {
  // First: the cart's code is asked for once per visit, whichever button asks.
  it("asks for the cart's code once the page is idle, before any tap, with one idle wait for every button", async () => {
    const idle: (() => void)[] = [];
    let cancelled = 0;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {
      cancelled += 1;
    });
    const three = (
      <>
        <Probe onResult={() => undefined} />
        <Probe onResult={() => undefined} />
        <Probe onResult={() => undefined} />
      </>
    );
    // The buttons leave before the page was idle: the one wait goes with the last of them.
    const first = render(three);
    expect(idle).toHaveLength(1);
    first.unmount();
    expect(cancelled).toBe(1);
    // The next page's buttons wait again, once.
    render(three);
    expect(idle).toHaveLength(2);
    expect(loads).toBe(0);
    await act(async () => idle[1]!());
    expect(loads).toBe(1);
    expect(added).toEqual([]);
    // Once the code is there, new buttons ask for nothing more.
    render(<Probe onResult={() => undefined} />);
    expect(idle).toHaveLength(2);
  });

  it('adds through the cart contract once per tap while busy, and says when it is done', async () => {
    const results: boolean[] = [];
    render(<Probe onResult={(ok) => results.push(ok)} />);
    const button = screen.getByRole('button');
    await act(async () => {
      button.click();
      button.click();
    });
    expect(button.dataset['busy']).toBe('true');
    await act(async () => release!());
    expect(added).toEqual([item]);
    expect(results).toEqual([false, true]);
    expect(button.dataset['busy']).toBe('false');
  });

  it("says 'failed, try again' when the cart's code cannot load", async () => {
    provideCartService(() => Promise.reject(new Error('chunk failed')));
    const results: boolean[] = [];
    render(<Probe onResult={(ok) => results.push(ok)} />);
    await act(async () => screen.getByRole('button').click());
    expect(results).toEqual([false]);
    expect($toasts.get().map((t) => t.type)).toEqual(['error']);
  });
});
