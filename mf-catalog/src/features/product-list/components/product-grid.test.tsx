import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { $toasts, configureApi, provideCartService, setLocale, type CartItemInput } from '@shop/shared';
import type { MagentoProduct } from '../../../api/types';
import { registerCatalogTranslations } from '../../../i18n/register';
import { ProductGrid } from './product-grid';

const at = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** A flash-sale window from an hour ago to an hour ahead, in Magento's UTC text. */
function flashSaleNow() {
  return [
    { attribute_code: 'is_on_flash_sale', value: '1' },
    { attribute_code: 'flash_sale_start', value: at(Date.now() - 3_600_000) },
    { attribute_code: 'flash_sale_end', value: at(Date.now() + 3_600_000) },
  ];
}

/** Magento-shaped catalogue of category 2411: 30 products, one of them listed twice by the server. */
function catalogue(): MagentoProduct[] {
  return Array.from({ length: 30 }, (_, i) => ({
    id: 1000 + i,
    sku: `SKU-${i}`,
    name: `Produit ${i}`,
    price: 10000 + i * 1000,
    status: 1,
    visibility: 4,
    type_id: i === 1 ? 'configurable' : 'simple',
    custom_attributes: [
      { attribute_code: 'url_key', value: `produit-${i}` },
      { attribute_code: 'small_image', value: `/p/r/produit-${i}.jpg` },
      ...(i === 0 ? [{ attribute_code: 'special_price', value: '7500.000000' }] : []),
      ...(i === 2 ? [{ attribute_code: 'hide_price', value: '0' }] : []),
      ...(i === 4 ? flashSaleNow() : []),
    ],
    media_gallery_entries: [],
    extension_attributes: { stock_item: { is_in_stock: i !== 3 } },
  }));
}

let requests: URL[] = [];
let failNext = false;

function productsResponse(url: URL): Response {
  const size = Number(url.searchParams.get('searchCriteria[pageSize]'));
  const page = Number(url.searchParams.get('searchCriteria[currentPage]'));
  const all = catalogue();
  // Magento pages on a moving list (a product was added meanwhile): page 2 starts with the last
  // product of page 1 again and so never reaches the last one.
  const start = (page - 1) * size;
  const slice = page === 2 ? [all[start - 1]!, ...all.slice(start, start + size).slice(0, -1)] : all.slice(start, start + size);
  return Response.json({ items: slice, total_count: all.length, search_criteria: {} });
}

beforeAll(() => {
  registerCatalogTranslations();
  configureApi({ baseUrl: 'http://shop.test' });
});

beforeEach(() => {
  requests = [];
  failNext = false;
  setLocale('fr');
  $toasts.set([]);
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = new URL(input instanceof Request ? input.url : input);
    requests.push(url);
    if (failNext) {
      failNext = false;
      return Response.json({ message: 'Service temporairement indisponible' }, { status: 400 });
    }
    if (url.pathname === '/rest/fr/V1/products' || url.pathname === '/rest/en/V1/products') return productsResponse(url);
    return Response.json({ message: 'Request does not match any route.' }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * happy-dom lays nothing out, so the end of the grid is always "in view" and the grid's mount check
 * loads the next page on the next frame: a test that reads the "load more" link holds frames back.
 */
function holdInfiniteScroll() {
  vi.stubGlobal('requestAnimationFrame', () => 0);
}

function renderGrid({ url = '/en/', pageSize = 25 }: { url?: string; pageSize?: number } = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <h2 id="title">Home</h2>
      <ProductGrid categoryId={2411} pageSize={pageSize} labelledBy="title" />
    </MemoryRouter>,
  );
}

describe('ProductGrid', () => {
  it('shows skeletons, then the first page of category 2411 queried', async () => {
    renderGrid();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(25));

    const query = requests[0]!.searchParams;
    expect(query.get('searchCriteria[filter_groups][0][filters][0][field]')).toBe('category_id');
    expect(query.get('searchCriteria[filter_groups][0][filters][0][value]')).toBe('2411');
    expect(query.get('searchCriteria[filter_groups][1][filters][0][value]')).toBe('2,4');
    expect(query.get('searchCriteria[filter_groups][1][filters][0][condition_type]')).toBe('in');
    expect(query.get('searchCriteria[filter_groups][2][filters][0][field]')).toBe('status');
    expect(query.get('searchCriteria[filter_groups][2][filters][0][value]')).toBe('1');
    expect(query.get('searchCriteria[sortOrders][0][field]')).toBe('created_at');
    expect(query.get('searchCriteria[sortOrders][0][direction]')).toBe('DESC');
    expect(query.get('searchCriteria[pageSize]')).toBe('25');
    expect(query.get('searchCriteria[currentPage]')).toBe('1');
    expect(query.get('fields')).toMatch(/^items\[id,sku,name,price,type_id,.*custom_attributes.*\],total_count$/);
    expect(screen.getByText('30 produits')).toBeTruthy();
  });

  it('renders a card with link, lazy image with size, special price and percent off', async () => {
    renderGrid();
    const cards = await screen.findAllByTestId('product-card');
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: /Produit 0/ }).getAttribute('href')).toBe('/en/product/produit-0-1000');
    const img = first.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('http://shop.test/media/catalog/product/p/r/produit-0.jpg');
    expect(img.getAttribute('width')).toBeTruthy();
    expect(img.getAttribute('height')).toBeTruthy();
    expect(cards[10]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(first.textContent).toContain('7\u202F500\u00A0FCFA');
    expect(first.textContent).toContain('10\u202F000\u00A0FCFA');
    expect(first.textContent).toContain('-25 %');
  });

  it('appends the next page without duplicates and stops at total_count', async () => {
    holdInfiniteScroll();
    renderGrid();
    await screen.findAllByTestId('product-card');
    const more = screen.getByRole('link', { name: 'Afficher plus de produits' });
    expect(more.getAttribute('href')).toBe('?page=2');
    fireEvent.click(more);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.searchParams.get('searchCriteria[currentPage]')).toBe('2');
    await screen.findByText('Vous avez vu tous les produits.');
    const skus = screen.getAllByTestId('product-card').map((c) => c.dataset.sku);
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus).toHaveLength(29); // page 2 repeated SKU-24 and so held back SKU-29
    expect(screen.queryByRole('link', { name: 'Afficher plus de produits' })).toBeNull();
  });

  it('loads two pages by itself, then waits for the "load more" link so the footer can be reached', async () => {
    renderGrid({ pageSize: 5 });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(5));
    for (const page of [2, 3]) {
      fireEvent.scroll(window);
      await waitFor(() => expect(requests).toHaveLength(page));
      await screen.findByRole('link', { name: 'Afficher plus de produits' });
    }
    fireEvent.scroll(window);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(requests.map((r) => r.searchParams.get('searchCriteria[currentPage]'))).toEqual(['1', '2', '3']);
    fireEvent.click(screen.getByRole('link', { name: 'Afficher plus de produits' }));
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests[3]!.searchParams.get('searchCriteria[currentPage]')).toBe('4');
  });

  it('opens on the page of ?page=N, its link keeping the sort', async () => {
    holdInfiniteScroll();
    renderGrid({ url: '/en/?sort=price_asc&page=3', pageSize: 5 });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(5));
    expect(requests[0]!.searchParams.get('searchCriteria[currentPage]')).toBe('3');
    expect(screen.getAllByTestId('product-card')[0]!.dataset.sku).toBe('SKU-10');
    expect(screen.getByRole('link', { name: 'Afficher plus de produits' }).getAttribute('href')).toBe('?sort=price_asc&page=4');
  });

  it('loads the next page when a scroll has brought the end of the grid into (or past) view', async () => {
    renderGrid();
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(25));
    // happy-dom lays nothing out: every box sits at the top, i.e. the end is in view.
    fireEvent.scroll(window);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.searchParams.get('searchCriteria[currentPage]')).toBe('2');
    await waitFor(() => expect(screen.getAllByTestId('product-card').length).toBeGreaterThan(25));
  });

  it('offers a retry in place when a page fails, and toasts the server message', async () => {
    failNext = true;
    renderGrid();
    await screen.findByText('Les produits n\'ont pas pu être chargés.');
    expect($toasts.get().map((t) => t.message)).toEqual(['Service temporairement indisponible']);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(25));
  });

  it('adds a simple product through the cart contract; a configurable one links to its page', async () => {
    const added: CartItemInput[] = [];
    const pending: (() => void)[] = [];
    provideCartService(async () => ({
      addItem: (item) => {
        added.push(item);
        return new Promise<void>((resolve) => {
          pending.push(resolve);
        });
      },
      refreshTotals: async () => undefined,
      init: async () => undefined,
    }));
    renderGrid();
    const cards = await screen.findAllByTestId('product-card');
    const button = within(cards[0]!).getByRole('button', { name: 'Ajouter au panier : Produit 0' });
    fireEvent.click(button);
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toEqual({ sku: 'SKU-0', qty: 1, name: 'Produit 0', price: 7500, product_type: 'simple' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    // A second tap while the first is running adds nothing.
    fireEvent.click(button);
    await act(async () => pending.forEach((resolve) => resolve()));
    expect(added).toHaveLength(1);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());

    expect(within(cards[1]!).queryByRole('button', { name: /Ajouter/ })).toBeNull();
    // Out of stock: said on the card, and no add button that could only fail.
    expect(cards[3]!.textContent).toContain('Rupture de stock');
    expect(within(cards[3]!).queryByRole('button', { name: /Ajouter/ })).toBeNull();
    // A running flash sale says its limit on the card, before the cart has to refuse a second.
    expect(cards[4]!.textContent).toContain('1 par client');
    expect(cards[5]!.textContent).not.toContain('1 par client');
    // hide_price 0 hides the price; such a product is seen on its page, not quick-added.
    expect(cards[2]!.textContent).not.toContain('FCFA');
    expect(within(cards[2]!).getByRole('link', { name: 'Voir le produit : Produit 2' }).getAttribute('href')).toBe('/en/product/produit-2-1002');
    expect(within(cards[1]!).getByRole('link', { name: 'Voir les options : Produit 1' }).getAttribute('href')).toBe('/en/product/produit-1-1001');
  });

  it('says so when the cart implementation cannot be loaded', async () => {
    provideCartService(() => Promise.reject(new Error('remote down')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGrid();
    const cards = await screen.findAllByTestId('product-card');
    fireEvent.click(within(cards[0]!).getByRole('button', { name: /Ajouter/ }));
    await waitFor(() => expect($toasts.get().map((t) => t.message)).toEqual(['Échec. Veuillez reessayer']));
    logged.mockRestore();
  });

  it('reloads from page 1 in the new language', async () => {
    renderGrid();
    await screen.findAllByTestId('product-card');
    act(() => setLocale('en'));
    await waitFor(() => expect(requests.at(-1)?.pathname).toBe('/rest/en/V1/products'));
    expect(requests.at(-1)?.searchParams.get('searchCriteria[currentPage]')).toBe('1');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(25));
    expect(screen.getByText('30 products')).toBeTruthy();
  });
});
