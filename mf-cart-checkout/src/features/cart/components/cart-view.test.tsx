import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { $cart, $toasts, clearCart, clearSession, configureApi, setCartId, setLocale } from '@shop/shared';
import { startCommerceInMemory, type CommerceInMemory } from '@shop/commerce-api/testing';
import { registerCartTranslations } from '../../../i18n/register';
import CartPage from '../../../routes/cart';

let magento: CommerceInMemory;

beforeAll(async () => {
  registerCartTranslations();
  configureApi({ baseUrl: 'http://shop.test' });
  magento = await startCommerceInMemory();
  magento.addProduct({ sku: 'TECNO-SPARK-20', name: 'Tecno Spark 20', price: 89000, stock: 10 });
  magento.addProduct({ sku: 'ITEL-A70', name: 'Itel A70', price: 52000, stock: 1 });
  magento.addProduct({ sku: 'NOKIA-G22', name: 'Nokia G22', price: 85900, special: 64400, stock: 5, colour: { label_fr: 'Vert', label_en: 'Green' }, image: '/n/o/nokia-g22-green.svg' });
  magento.addProduct({ sku: 'INFINIX-HOT-40', name: 'Infinix Hot 40', price: 79000, stock: 10, flashSale: true });
  magento.addCoupon('BIENVENUE10', 10);
});

afterAll(async () => {
  await magento.close();
});

/** A guest cart on the back end holding the given lines, known to the page. */
async function seedCart(lines: [sku: string, qty: number][]): Promise<string> {
  const id = await magento.guestCartWith(lines);
  magento.requests.length = 0;
  setCartId(id);
  return id;
}

beforeEach(() => {
  magento.requests.length = 0;
  vi.stubGlobal('fetch', magento.fetch);
  clearCart();
  clearSession();
  setLocale('fr');
  $toasts.set([]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderCart = (path = '/cart') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <CartPage />
    </MemoryRouter>,
  );

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('CartView', () => {
  it('shows the empty state with a way back to the shop when there is no cart', async () => {
    renderCart('/en/cart');
    expect(await screen.findByText('Votre panier est vide')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuer mes achats' }).getAttribute('href')).toBe('/en');
    expect(magento.requests).toEqual([]);
  });

  it('shows skeletons, then lines and totals read from the totals endpoint', async () => {
    const id = await seedCart([['TECNO-SPARK-20', 2], ['ITEL-A70', 1]]);
    renderCart();
    expect(screen.getByTestId('cart-skeleton')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    expect(magento.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /rest/fr/V1/gt/guest-carts/${id}/totals`]);
    const [spark] = screen.getAllByTestId('cart-line');
    expect(within(spark!).getByText('Tecno Spark 20')).toBeTruthy();
    expect(spark!.textContent).toContain('89\u202F000\u00A0FCFA');
    expect(spark!.textContent).toContain('178\u202F000\u00A0FCFA');
    expect(text('cart-subtotal')).toBe('230\u202F000\u00A0FCFA');
    expect(text('cart-grand-total')).toBe('230\u202F000\u00A0FCFA');
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(text('cart-coupon-label')).toBe('Code appliqué : aucune commande');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mon panier (3 articles)');
  });

  it("shows the chosen colour, that colour's picture and the price before the special price", async () => {
    await seedCart([['NOKIA-G22', 1]]);
    renderCart();
    const line = (await screen.findAllByTestId('cart-line'))[0]!;
    expect(line.querySelector('dl')?.textContent).toBe('CouleurVert');
    expect(line.querySelector('img')?.getAttribute('src')).toBe('http://shop.test/media/catalog/product/n/o/nokia-g22-green.svg');
    expect(line.querySelector('del')?.textContent).toContain('85\u202F900\u00A0FCFA');
    expect(line.textContent).toContain('64\u202F400\u00A0FCFA');
  });

  it('changes quantities with + / − and the field, never below 1', async () => {
    await seedCart([['TECNO-SPARK-20', 1]]);
    renderCart();
    const line = (await screen.findAllByTestId('cart-line'))[0]!;
    const minus = within(line).getByRole('button', { name: 'Diminuer la quantité de Tecno Spark 20' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);

    fireEvent.click(within(line).getByRole('button', { name: 'Augmenter la quantité de Tecno Spark 20' }));
    await waitFor(() => expect(text('cart-grand-total')).toBe('178\u202F000\u00A0FCFA'));
    expect($cart.get().quantity).toBe(2);
    expect($toasts.get().map((t) => t.message)).toContain('Quantité modifiée avec succès');

    const field = within(line).getByRole('textbox', { name: 'Quantité de Tecno Spark 20' }) as HTMLInputElement;
    const before = magento.requests.length;
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.blur(field);
    expect(within(line).getByRole('alert').textContent).toBe('La quantité doit être au moins 1');
    expect(magento.requests).toHaveLength(before);

    fireEvent.change(field, { target: { value: '4' } });
    fireEvent.submit(field.form!);
    await waitFor(() => expect(text('cart-grand-total')).toBe('356\u202F000\u00A0FCFA'));
    expect(magento.requests.find((r) => r.method === 'PUT' && r.body && (r.body as { cartItem: { qty: number } }).cartItem.qty === 4)).toBeTruthy();
  });

  it("disables '+' on a flash-sale line at 1 and says why, in both languages", async () => {
    await seedCart([['INFINIX-HOT-40', 1], ['TECNO-SPARK-20', 1]]);
    renderCart();
    const [hot, spark] = await screen.findAllByTestId('cart-line');
    const plus = within(hot!).getByRole('button', { name: "Impossible d'augmenter la quantité de Infinix Hot 40 : vente flash, 1 par client" }) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    expect(within(hot!).getByTestId('cart-line-limit').textContent).toBe('Vente flash : 1 par client');
    expect((within(spark!).getByRole('button', { name: 'Augmenter la quantité de Tecno Spark 20' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(spark!).queryByTestId('cart-line-limit')).toBeNull();

    cleanup();
    setLocale('en');
    renderCart('/en/cart');
    const [hotEn] = await screen.findAllByTestId('cart-line');
    expect((within(hotEn!).getByRole('button', { name: 'The quantity of Infinix Hot 40 cannot be increased: flash sale, 1 per customer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(hotEn!).getByTestId('cart-line-limit').textContent).toBe('Flash sale: 1 per customer');
  });

  it('removes a line and then shows the empty cart', async () => {
    await seedCart([['ITEL-A70', 1]]);
    renderCart();
    const line = (await screen.findAllByTestId('cart-line'))[0]!;
    fireEvent.click(within(line).getByRole('button', { name: 'Retirer Itel A70 du panier' }));
    await screen.findByTestId('cart-empty');
    expect($toasts.get().map((t) => t.message)).toContain('Produit retiré du panier avec succès');
    expect($cart.get().quantity).toBe(0);
  });

  it('applies a coupon, shows its code and the discount, then removes it', async () => {
    await seedCart([['TECNO-SPARK-20', 1]]);
    // Quick-action toasts last 2 s: on a loaded machine the first may be gone before the second.
    const shown: string[] = [];
    const stopWatching = $toasts.listen((list) => list.forEach((t) => shown.includes(t.message) || shown.push(t.message)));
    renderCart();
    await screen.findAllByTestId('cart-line');
    fireEvent.submit(screen.getByTestId('cart-coupon-input').closest('form')!);
    expect(screen.getByRole('alert').textContent).toBe('Ce champs est obligatoire');

    fireEvent.change(screen.getByTestId('cart-coupon-input'), { target: { value: 'BIENVENUE10' } });
    fireEvent.click(screen.getByTestId('cart-coupon-apply'));
    await waitFor(() => expect(text('cart-coupon-label')).toBe('Code appliqué : BIENVENUE10'), { timeout: 5000 });
    expect(text('cart-discount')).toBe('-8\u202F900\u00A0FCFA');
    expect(text('cart-grand-total')).toBe('80\u202F100\u00A0FCFA');

    // The new totals can show before the apply call has settled; until then the button is busy (disabled).
    await waitFor(() => expect((screen.getByTestId('cart-coupon-remove') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('cart-coupon-remove'));
    await waitFor(() => expect(text('cart-coupon-label')).toBe('Code appliqué : aucune commande'), { timeout: 5000 });
    stopWatching();
    expect(shown).toEqual(['Le code promo a été appliqué avec succès', 'Le code promo a été retiré avec succès']);
  });

  it('keeps a refused code in the field and names it in the translated failure', async () => {
    setLocale('en');
    await seedCart([['TECNO-SPARK-20', 1]]);
    renderCart();
    await screen.findAllByTestId('cart-line');
    fireEvent.change(screen.getByTestId('cart-coupon-input'), { target: { value: 'FAKE50' } });
    fireEvent.click(screen.getByTestId('cart-coupon-apply'));
    await waitFor(() => expect($toasts.get().map((t) => t.message)).toEqual(['The coupon “FAKE50” could not be applied']));
    expect((screen.getByTestId('cart-coupon-input') as HTMLInputElement).value).toBe('FAKE50');
    expect(text('cart-coupon-label')).toBe('Applied code: none');
  });

  it('offers a retry when the cart cannot be read, then shows it', async () => {
    await seedCart([['ITEL-A70', 1]]);
    // Both the request and ky's one GET retry fail without a response.
    magento.failNext(/totals$/, 'no-response');
    magento.failNext(/totals$/, 'no-response');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCart();
    await screen.findByText("Votre panier n'a pas pu être chargé.");
    logged.mockRestore();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
  });

  it('forgets a cart the server no longer has and shows the empty state', async () => {
    setCartId('expired-cart');
    renderCart();
    await screen.findByTestId('cart-empty');
    expect($cart.get().id).toBeNull();
  });
});
