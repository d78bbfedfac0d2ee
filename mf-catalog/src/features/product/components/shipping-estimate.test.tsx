import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { configureApi, safeSessionStorage, setLocale } from '@shop/shared';
import { registerCatalogTranslations } from '../../../i18n/register';
import { ShippingEstimate } from './shipping-estimate';

let bodies: unknown[] = [];
let fail = false;

beforeAll(() => {
  registerCatalogTranslations();
  configureApi({ baseUrl: 'http://shop.test' });
});

beforeEach(() => {
  bodies = [];
  fail = false;
  setLocale('fr');
  safeSessionStorage.remove('GT_TOWNS');
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    if (url.pathname.endsWith('/gt/towns/list')) {
      return Response.json([{ town_id: 1, town_name: 'Douala', quarters: [{ quarter_id: 13, quarter_name: 'Bonamoussadi' }] }]);
    }
    if (url.pathname.endsWith('/gt/shipping/estimage-product-shipping')) {
      bodies.push(await input.json());
      if (fail) return Response.json({ message: 'Erreur interne' }, { status: 400 });
      return Response.json({
        town: 'Douala', quarter: 'Bonamoussadi', amount: 1500, delay: 'Livraison sous 24 à 48 h', is_free_shipping: false,
        methods: [{ carrier_code: 'gtdelivery', method_code: 'home', carrier_title: 'Livraison à domicile', method_title: 'Douala', amount: 1500, delay: 'Livraison sous 24 à 48 h' }],
        stock: { total: 3, in_town: 2, is_in_stock: true },
      });
    }
    return Response.json({ message: 'no route' }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function choose() {
  const town = screen.getByTestId('shipping-town');
  // The shopper reaches the field (happy-dom's IntersectionObserver never reports).
  await vi.waitFor(() => expect(town.hasAttribute('disabled')).toBe(false));
  fireEvent.focus(town);
  await screen.findByRole('option', { name: 'Douala' });
  fireEvent.change(town, { target: { value: 'Douala' } });
  fireEvent.change(screen.getByTestId('shipping-quarter'), { target: { value: '13' } });
  fireEvent.click(screen.getByRole('button', { name: 'Estimer' }));
}

describe('ShippingEstimate', () => {
  it('sends town, quarter, sku and quantity and lists the methods', async () => {
    render(<ShippingEstimate sku="TECNO-1" qty={2} />);
    await choose();
    expect((await screen.findByTestId('shipping-methods')).textContent).toContain('Livraison à domicile');
    expect(bodies).toEqual([{ data: { town: 'Douala', quarter: 'Bonamoussadi', product: { sku: 'TECNO-1', qty: 2 } } }]);
  });

  it("renders the towns' options only when the form nears the screen, or at once on a focus in it", async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { unmount } = render(<ShippingEstimate sku="TECNO-1" qty={1} />);
    const town = screen.getByTestId('shipping-town');
    // The list has come (the field is enabled for a keyboard) but it is far below: no option yet.
    await vi.waitFor(() => expect(town.hasAttribute('disabled')).toBe(false));
    expect(town.querySelectorAll('option')).toHaveLength(1);
    act(() => report?.([{ isIntersecting: true }]));
    expect(screen.getByRole('option', { name: 'Douala' })).toBeTruthy();
    unmount();

    render(<ShippingEstimate sku="TECNO-1" qty={1} />);
    const again = screen.getByTestId('shipping-town');
    await vi.waitFor(() => expect(again.hasAttribute('disabled')).toBe(false));
    expect(again.querySelectorAll('option')).toHaveLength(1);
    fireEvent.focus(again);
    expect(screen.getByRole('option', { name: 'Douala' })).toBeTruthy();
  });

  it('says "Échec. Veuillez reessayer" when the estimate fails', async () => {
    fail = true;
    render(<ShippingEstimate sku="TECNO-1" qty={1} />);
    await choose();
    expect((await screen.findByRole('alert')).textContent).toBe('Échec. Veuillez reessayer');
  });
});
