import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { clearCart, clearSession, setCartTotals, setSession, type CartTotals } from '@shop/shared';
import { registerShellTranslations } from '../i18n';
import { Header } from './header';

registerShellTranslations();

function renderHeader(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const totals = (qty: number): CartTotals => ({
  grand_total: 0,
  subtotal: 0,
  discount_amount: 0,
  base_discount_amount: 0,
  items_qty: qty,
  items: [],
  total_segments: [],
});

afterEach(() => {
  cleanup();
  clearCart();
  clearSession();
});

describe('Header', () => {
  it('shows the cart quantity live', () => {
    renderHeader('/');
    expect(screen.getByTestId('cart-badge').textContent).toBe('0');
    act(() => setCartTotals(totals(3)));
    expect(screen.getByTestId('cart-badge').textContent).toBe('3');
  });

  it('links the account icon to /login for visitors and /customer once logged in, keeping the locale prefix', () => {
    renderHeader('/en/cart');
    expect(screen.getByTestId('account-link').getAttribute('href')).toBe('/en/login');
    act(() => {
      document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
      setSession(null);
    });
    expect(screen.getByTestId('account-link').getAttribute('href')).toBe('/en/customer');
  });

  it('switches language on the same page', () => {
    renderHeader('/en/product/tv-31?x=1');
    expect(screen.getByRole('link', { name: 'FR' }).getAttribute('href')).toBe('/fr/product/tv-31?x=1');
    expect(screen.getByRole('link', { name: 'EN' }).getAttribute('href')).toBe('/en/product/tv-31?x=1');
  });

  it('sends the search to /search?q= and ignores an empty query', () => {
    const router = renderHeader('/');
    const input = screen.getByRole('searchbox');
    fireEvent.submit(input.closest('form')!);
    expect(router.state.location.pathname).toBe('/');
    fireEvent.change(input, { target: { value: 'samsung a15' } });
    fireEvent.submit(input.closest('form')!);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=samsung+a15');
  });

  it('links logo, categories and cart', () => {
    renderHeader('/');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/categorie', '/cart']));
    // A drawn mark beside the shop's name, hidden from screen readers (the link names the shop).
    const logo = screen.getAllByRole('link').find((a) => a.getAttribute('href') === '/' && a.querySelector('svg.logo__mark'));
    expect(logo?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives a logged-in shopper a menu with the customer area and logout, closed by Escape', () => {
    document.cookie = 'XSRF-TOKEN=t0k3n; path=/'; setSession({ id: 3, email: 'awa@example.cm', firstname: 'Awa', lastname: 'Ngo' });
    renderHeader('/cart');
    const toggle = screen.getByTestId('account-menu');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Bonjour Awa')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
