import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { MagentoCategory } from '../../../api/types';
import CategoriesPage from '../../../routes/categories';
import CategoryPage from '../../../routes/category';
import { fakeBackend } from '../../../test-support/fake-backend';
import { magentoProduct } from '../../../test-support/magento-product';

const category = (id: number, parent_id: number, name: string, position: number, url_key: string): MagentoCategory => ({
  id,
  parent_id,
  name,
  position,
  level: parent_id === 2 ? 2 : 3,
  is_active: true,
  custom_attributes: [{ attribute_code: 'url_key', value: url_key }],
});

const CATEGORIES = [
  category(12, 2, 'Téléphones & Tablettes', 1, 'telephones-tablettes'),
  category(13, 12, 'Smartphones', 1, 'smartphones'),
  category(14, 12, 'Tablettes', 2, 'tablettes'),
  category(40, 2, 'Électroménager', 2, 'electromenager'),
];

const { requests } = fakeBackend((url) => {
  const path = url.pathname.replace(/^\/rest\/(fr|en)\/V1\//, '');
  if (path === 'categories/list') return Response.json({ items: CATEGORIES, total_count: CATEGORIES.length });
  const one = /^categories\/(\d+)$/.exec(path);
  if (one) {
    const found = CATEGORIES.find((c) => c.id === Number(one[1]));
    return found ? Response.json(found) : Response.json({ message: "La catégorie n'existe pas." }, { status: 404 });
  }
  if (path === 'products') {
    const id = url.searchParams.get('searchCriteria[filter_groups][0][filters][0][value]');
    const items = id === '13' ? [magentoProduct({ id: 1, name: 'Tecno Spark 20', price: 89000 })] : [];
    return Response.json({ items, total_count: items.length });
  }
  return undefined;
});

const sortOf = (url: URL) => [url.searchParams.get('searchCriteria[sortOrders][0][field]'), url.searchParams.get('searchCriteria[sortOrders][0][direction]')];
const productCalls = () => requests.filter((r) => r.pathname.endsWith('/products'));

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path="/categorie" element={<CategoriesPage />} />
        <Route path="/en/categorie" element={<CategoriesPage />} />
        <Route path="/category/:slug" element={<CategoryPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('/categorie', () => {
  it('lists the menu categories under their top category with /category/{url_key}-{id} links', async () => {
    renderAt('/en/categorie');
    const directory = await screen.findByTestId('category-directory');
    const query = requests[0]!.searchParams;
    expect(requests[0]!.pathname).toBe('/rest/fr/V1/categories/list');
    expect(query.get('searchCriteria[filter_groups][0][filters][0][field]')).toBe('is_active');
    expect(query.get('searchCriteria[filter_groups][1][filters][0][field]')).toBe('include_in_menu');
    const phones = within(directory).getByRole('region', { name: 'Téléphones & Tablettes' });
    expect(within(phones).getByRole('link', { name: 'Smartphones' }).getAttribute('href')).toBe('/en/category/smartphones-13');
    expect(within(phones).getByRole('link', { name: 'Tout voir : Téléphones & Tablettes' }).getAttribute('href')).toBe(
      '/en/category/telephones-tablettes-12',
    );
    expect(within(directory).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Téléphones & Tablettes',
      'Électroménager',
    ]);
  });
});

describe('/category/{slug}', () => {
  it("shows the category's name and products", async () => {
    renderAt('/category/smartphones-13');
    expect(await screen.findByRole('heading', { level: 1, name: 'Smartphones' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(requests.some((r) => r.pathname.endsWith('/categories/13'))).toBe(true);
  });

  it('sorts from the URL, and a new sort puts itself in the URL and reloads from page 1', async () => {
    renderAt('/category/smartphones-13?sort=name');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(sortOf(productCalls()[0]!)).toEqual(['name', 'ASC']);
    expect((screen.getByRole('combobox', { name: 'Trier par' }) as HTMLSelectElement).value).toBe('name');

    fireEvent.change(screen.getByRole('combobox', { name: 'Trier par' }), { target: { value: 'price_desc' } });
    await waitFor(() => expect(productCalls()).toHaveLength(2));
    expect(sortOf(productCalls()[1]!)).toEqual(['price', 'DESC']);
    expect(productCalls()[1]!.searchParams.get('searchCriteria[currentPage]')).toBe('1');
    expect(screen.getByTestId('location-search').textContent).toBe('?sort=price_desc');
  });

  it("says a category that does not exist cannot be found and shows no list", async () => {
    renderAt('/category/nothing-here-999');
    expect(await screen.findByText('Cette catégorie est introuvable')).toBeTruthy();
    expect(screen.queryByTestId('product-grid')).toBeNull();
    expect(screen.getByRole('link', { name: 'Toutes les catégories' }).getAttribute('href')).toBe('/categorie');
  });
});
