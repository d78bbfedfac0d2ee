import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { $cart, clearCart, clearSession, configureApi, setCartId, setLocale } from '@shop/shared';
import { estimateShippingMethods } from '../../api/checkout';
import { registerCartTranslations } from '../../i18n/register';
import { useShippingMethods } from './use-shipping-methods';

// Counted where the hook asks, not on the wire: an estimate starts in the effect, which runs
// inside act(), so "never asked again" is known when act returns, with no wait for a request.
vi.mock('../../api/checkout', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/checkout')>();
  return { ...actual, estimateShippingMethods: vi.fn<typeof actual.estimateShippingMethods>(actual.estimateShippingMethods) };
});

const METHODS = [{ carrier_code: 'gtdelivery', method_code: 'home', carrier_title: 'Livraison', method_title: 'Domicile', amount: 1500, available: true }];
let estimates: string[] = [];

async function fakeFetch(input: Request | string | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  estimates.push(new URL(request.url).pathname);
  return new Response(JSON.stringify(METHODS), { status: 200, headers: { 'content-type': 'application/json' } });
}

beforeAll(() => {
  registerCartTranslations();
  configureApi({ baseUrl: 'http://shop.test' });
});

beforeEach(() => {
  estimates = [];
  vi.mocked(estimateShippingMethods).mockClear();
  vi.stubGlobal('fetch', fakeFetch);
  clearSession();
  clearCart();
  setLocale('fr');
  setCartId('masked-cart-1');
  $cart.setKey('quantity', 2);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useShippingMethods', () => {
  it('never asks a cleared cart again (the order was placed): no NoCartError, no second estimate', async () => {
    const errors: unknown[] = [];
    const { result } = renderHook(() => {
      try {
        return useShippingMethods('Douala', 'Akwa', '3');
      } catch (error) {
        errors.push(error);
        throw error;
      }
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(estimates).toEqual(['/rest/fr/V1/guest-carts/masked-cart-1/estimate-shipping-methods']);
    act(() => clearCart());
    expect(estimateShippingMethods).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });

  it('keeps the methods shown and asks nothing while paused (placing the order), even when the cart empties', async () => {
    const { result, rerender } = renderHook(({ paused }) => useShippingMethods('Douala', 'Akwa', '3', { paused }), { initialProps: { paused: false } });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ paused: true });
    act(() => $cart.setKey('quantity', 0));
    expect(estimateShippingMethods).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ status: 'ready', methods: [expect.objectContaining({ method_code: 'home' })] });
  });
});
