// @vitest-environment jsdom
// DOMPurify does not support happy-dom (it keeps onerror): the sanitised description is checked in jsdom.
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { provideCartService, setLocale, type CartItemInput } from '@shop/shared';
import { fakeBackend } from '../../../test-support/fake-backend';
import { renderProductPage } from '../../../test-support/render-product-page';
import { magentoProduct } from '../../../test-support/magento-product';

const tee = magentoProduct({
  id: 2600,
  sku: 'TEE',
  name: 'T-shirt wax',
  price: 5000,
  type_id: 'configurable',
  attributes: {
    url_key: 't-shirt-wax',
    meta_title: 'T-shirt wax | Prix au Cameroun',
    short_description: '<p>Un t-shirt imprimé wax, coupe droite.</p>',
    description: '<p>Un t-shirt imprimé wax, coupe droite.</p><ul><li>Matière : Coton</li></ul><p>Coton <img src=x onerror="window.hacked=1"></p>',
    specifications: '[{"label":"Matière","value":"Coton"}]',
    stock_distribution: '[{"town":"Douala","qty":3},{"town":"Yaoundé","qty":0},{"town":"Garoua","qty":12}]',
  },
  media_gallery_entries: [
    { media_type: 'image', label: null, position: 1, disabled: false, types: ['image'], file: '/t/e/tee.svg' },
    { media_type: 'image', label: null, position: 2, disabled: true, types: [], file: '/t/e/hidden.svg' },
  ],
  extension_attributes: {
    stock_item: { is_in_stock: true },
    configurable_product_options: [{ attribute_id: '93', label: 'Couleur', position: 0, values: [{ value_index: 9301 }, { value_index: 9302 }] }],
    configurable_product_links: [2601, 2602],
  },
});
const at = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** On flash sale from an hour ago to an hour ahead. */
const hot = magentoProduct({
  id: 2700,
  sku: 'HOT-40',
  name: 'Infinix Hot 40',
  price: 79000,
  attributes: { url_key: 'infinix-hot-40', is_on_flash_sale: '1', flash_sale_start: at(Date.now() - 3_600_000), flash_sale_end: at(Date.now() + 3_600_000) },
  extension_attributes: { stock_item: { is_in_stock: true } },
});
/** A colour variant of the T-shirt: not visible on its own. */
const child = (id: number, color: string, price: number) =>
  magentoProduct({ id, price, visibility: 1, attributes: { color }, extension_attributes: { stock_item: { is_in_stock: true } } });

fakeBackend((url) => {
  if (url.pathname.endsWith('/gt/towns/list')) return Response.json([{ town_id: 1, town_name: 'Douala', quarters: [{ quarter_id: 1, quarter_name: 'Akwa' }] }]);
  if (url.pathname.endsWith('/gt/attributes/dictionaries')) {
    return Response.json({ color: { attribute_id: 93, label: 'Couleur', options: [{ value: '9301', label: 'Noir', swatch: '#000000' }, { value: '9302', label: 'Blanc', swatch: '#FFFFFF' }] } });
  }
  if (url.pathname.endsWith('/V1/products')) {
    const ids = (url.searchParams.get('searchCriteria[filter_groups][0][filters][0][value]') ?? '').split(',').map(Number);
    const all = [tee, hot, child(2601, '9301', 5000), child(2602, '9302', 6000)];
    return Response.json({ items: all.filter((p) => ids.includes(p.id)), total_count: 0 });
  }
  return undefined;
});

describe('ProductPage', () => {
  it('shows a skeleton, then the product; the gallery skips disabled images; the description is sanitised', async () => {
    renderProductPage('/product/t-shirt-wax-2600');
    expect(screen.getByTestId('product-skeleton')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'T-shirt wax' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('T-shirt wax | Prix au Cameroun'));
    const gallery = screen.getByTestId('product-gallery');
    expect(gallery.querySelectorAll('img')).toHaveLength(1);
    // The description's sanitiser is a lazy chunk: on a loaded machine it takes more than the default second.
    const description = await screen.findByTestId('product-description', {}, { timeout: 10_000 });
    expect(description.innerHTML).toContain('Coton');
    expect(description.innerHTML).not.toContain('onerror');
    // Said once: the short description and the specifications are not repeated by the long description.
    expect(description.textContent).not.toContain('coupe droite');
    expect(description.textContent).not.toContain('Matière');
    expect(screen.getAllByText('Un t-shirt imprimé wax, coupe droite.')).toHaveLength(1);
    // Availability by town, after the specifications, without unit counts.
    const stock = screen.getByTestId('stock-by-town');
    expect(stock.textContent).toBe('DisponibilitéEn stock à Douala et Garoua');
    expect(screen.getByTestId('specifications').compareDocumentPosition(stock) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const ld = JSON.parse(screen.getByTestId('product-json-ld').textContent ?? '{}') as { offers: { price: number } };
    expect(ld.offers.price).toBe(5000);
  });

  it('asks for the colour, then prices the chosen variant and adds it through the cart contract', async () => {
    const added: CartItemInput[] = [];
    provideCartService(async () => ({ addItem: async (item) => void added.push(item), refreshTotals: async () => undefined, init: async () => undefined }));
    renderProductPage('/product/2600');
    const add = await screen.findByTestId('product-add-to-cart');
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBeNull());
    fireEvent.click(add);
    expect((await screen.findByTestId('option-error')).textContent).toBe('Veuillez choisir une option');
    expect(added).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Blanc' }));
    await waitFor(() => expect(screen.queryByTestId('option-error')).toBeNull());
    expect(screen.getByTestId('product-price').textContent).toContain('6\u202F000');
    fireEvent.click(add);
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({
      sku: 'TEE',
      qty: 1,
      price: 6000,
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 9302 }] } },
    });
  });

  it("says why a plain add came back refused, in the page's language, until the next try", async () => {
    provideCartService(async () => ({ addItem: async () => undefined, refreshTotals: async () => undefined, init: async () => undefined }));
    renderProductPage('/product/2600?cart_refused=options');
    const notice = await screen.findByTestId('cart-refused');
    expect(notice.textContent).toBe("Choisissez d'abord les options de ce produit (ci-dessus), puis ajoutez-le au panier.");
    expect(notice.getAttribute('role')).toBe('alert');
    const add = screen.getByTestId('product-add-to-cart');
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBeNull());
    fireEvent.click(add);
    // The page's own check takes over: the option it lacks, said beside the option.
    expect(await screen.findByTestId('option-error')).toBeTruthy();
    expect(screen.queryByTestId('cart-refused')).toBeNull();
    cleanup();
    setLocale('en');
    renderProductPage('/en/product/2600?cart_refused=stock');
    expect((await screen.findByTestId('cart-refused')).textContent).toBe('There is not enough stock left for this quantity: choose fewer, or another product.');
    cleanup();
    renderProductPage('/en/product/2600?cart_refused=anything');
    await screen.findByTestId('product-add-to-cart');
    expect(screen.queryByTestId('cart-refused')).toBeNull();
    setLocale('fr');
  });

  it('says "1 per customer" beside a running flash sale, in both languages, and not elsewhere', async () => {
    setLocale('fr');
    renderProductPage('/product/infinix-hot-40-2700');
    expect((await screen.findByTestId('product-flash-limit')).textContent).toBe('1 par client');
    cleanup();
    setLocale('en');
    renderProductPage('/en/product/infinix-hot-40-2700');
    expect((await screen.findByTestId('product-flash-limit')).textContent).toBe('1 per customer');
    cleanup();
    renderProductPage('/en/product/t-shirt-wax-2600');
    await screen.findByRole('heading', { level: 1, name: 'T-shirt wax' });
    expect(screen.queryByTestId('product-flash-limit')).toBeNull();
    setLocale('fr');
  });

  it('says the product cannot be found, in the shopper’s language', async () => {
    renderProductPage('/product/999999');
    expect((await screen.findByTestId('product-not-found')).textContent).toContain('Ce produit est introuvable');
    cleanup();
    setLocale('en');
    renderProductPage('/en/product/999998');
    expect((await screen.findByTestId('product-not-found')).textContent).toContain('This product could not be found');
  });
});
