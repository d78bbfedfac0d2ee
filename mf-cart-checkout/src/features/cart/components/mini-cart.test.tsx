import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { clearCart, setCartTotals, setLocale, type CartTotals } from '@shop/shared';
import { registerCartTranslations } from '../../../i18n/register';
import MiniCart from './mini-cart';

const totals = (count: number): CartTotals => ({
  grand_total: 9000 * count,
  subtotal: 9000 * count,
  discount_amount: 0,
  base_discount_amount: 0,
  items_qty: count,
  items: Array.from({ length: count }, (_, i) => ({ item_id: i + 1, name: `Article ${i + 1}`, sku: `SKU-${i + 1}`, qty: 1, price: 9000, base_price: 9000, row_total: 9000 })),
  total_segments: [{ code: 'grand_total', title: 'Total', value: 9000 * count }],
});

beforeAll(() => registerCartTranslations());
beforeEach(() => {
  clearCart();
  setLocale('fr');
});
afterEach(cleanup);

describe('MiniCart', () => {
  it('shows the lines, the total and the links under the locale prefix', () => {
    setCartTotals(totals(2));
    render(
      <MemoryRouter initialEntries={['/en/']}>
        <MiniCart />
      </MemoryRouter>,
    );
    const lines = screen.getAllByTestId('mini-cart-line');
    expect(lines.map((l) => l.firstElementChild?.textContent)).toEqual(['1 × Article 1', '1 × Article 2']);
    expect(lines.map((l) => l.lastElementChild?.textContent)).toEqual(['9\u202F000\u00A0FCFA', '9\u202F000\u00A0FCFA']);
    expect(screen.getByTestId('mini-cart-total').textContent).toBe('18\u202F000\u00A0FCFA');
    expect(screen.getByRole('link', { name: 'Passer la commande' }).getAttribute('href')).toBe('/en/checkout');
  });

  it('lists five lines and says how many more there are', () => {
    setCartTotals(totals(7));
    render(
      <MemoryRouter>
        <MiniCart />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('mini-cart-line')).toHaveLength(5);
    expect(screen.getByText('et 2 autres articles')).toBeTruthy();
  });

  it('says the cart is empty', () => {
    render(
      <MemoryRouter>
        <MiniCart />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('mini-cart').textContent).toBe('Votre panier est vide');
  });
});
