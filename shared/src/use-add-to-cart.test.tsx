import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $toasts, provideCartService, type CartItemInput, type CartService } from './index';
import { useAddToCart } from './use-add-to-cart';

const item: CartItemInput = { sku: 'TECNO-SPARK-20', qty: 1, name: 'Tecno Spark 20', price: 89000, product_type: 'simple' };
let added: CartItemInput[] = [];
let release: (() => void) | null = null;

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
  provideCartService(async () => service);
});

afterEach(cleanup);

describe('useAddToCart', () => {
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
