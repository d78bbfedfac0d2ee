import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { formatPrice, PageSeedProvider, type LoaderArgs } from '@shop/shared';
import { fakeBackend } from '../test-support/fake-backend';
import { magentoProduct } from '../test-support/magento-product';
import CategoryPage, { loader } from './category';

const phone = magentoProduct({
  id: 1,
  name: 'Tecno Spark 20',
  price: 89000,
  attributes: {
    url_key: 'tecno-spark-20',
    small_image: '/t/e/tecno.jpg',
    marque: 'Tecno',
    description: '<p>Un long texte de fiche produit…</p>',
    meta_title: 'Tecno Spark 20 au meilleur prix',
    color: '9301',
  },
  media_gallery_entries: [
    { id: 1, media_type: 'image', label: '', position: 1, disabled: false, types: ['image'], file: '/t/e/tecno.jpg' },
    { id: 2, media_type: 'image', label: '', position: 2, disabled: false, types: [], file: '/t/e/tecno-dos.jpg' },
  ],
});

const BUCKETS = [
  {
    name: 'price_bucket',
    values: [
      { value: '50000_100000', metrics: ['50000_100000', '3'] },
      { value: '100000_*', metrics: ['100000_*', '2'] },
    ],
  },
  {
    name: 'marque_bucket',
    values: [
      { value: 'Tecno', metrics: ['Tecno', '4'] },
      { value: 'Itel', metrics: ['Itel', '1'] },
    ],
  },
];

const answers = { facets: true };

const backend = fakeBackend((url) => {
  const path = url.pathname.replace(/^\/rest\/(fr|en)\/V1\//, '');
  if (path === 'categories/13') return Response.json({ id: 13, parent_id: 12, name: 'Smartphones', is_active: true, level: 3, position: 1, custom_attributes: [] });
  if (path === 'products') return Response.json({ items: [phone], total_count: 5 });
  if (path === 'search') {
    return answers.facets ? Response.json({ items: [], aggregations: { buckets: BUCKETS } }) : Response.json({ message: 'Erreur interne' }, { status: 503 });
  }
  if (path === 'gt/attributes/dictionaries') return Response.json({ color: { attribute_id: 93, label: 'Couleur', options: [{ value: '9301', label: 'Noir', swatch: '#000000' }] } });
  return undefined;
});

/** As the server calls it for `/category/{slug}` in French. */
function loaderArgs(slug: string): LoaderArgs {
  return { pathname: `/category/${slug}`, params: { slug }, search: new URLSearchParams(), locale: 'fr', signal: new AbortController().signal };
}

function renderSeeded(data: unknown) {
  // As the page data travels: through JSON.
  const seed = JSON.parse(JSON.stringify(data)) as unknown;
  return render(
    <MemoryRouter initialEntries={['/category/smartphones-13']}>
      <PageSeedProvider seed={{ data: seed }}>
        <Routes>
          <Route path="/category/:slug" element={<CategoryPage />} />
        </Routes>
      </PageSeedProvider>
    </MemoryRouter>,
  );
}

describe('category page loader (server-rendered first view)', () => {
  it('sends its first products cut to what their cards read, and its filters built and labelled', async () => {
    answers.facets = true;
    const data = await loader(loaderArgs('smartphones-13'));
    const items = Object.values(data.lists ?? {}).flatMap((list) => list.items);
    expect(items.map((p) => p.name)).toEqual(['Tecno Spark 20']);
    const [card] = items;
    // The card's attributes only: no description or meta tags, no gallery beside the picture attribute.
    expect(card!.custom_attributes!.map((a) => a.attribute_code).toSorted()).toEqual(['marque', 'small_image', 'url_key']);
    expect(card!.media_gallery_entries).toBeUndefined();
    expect(data.facets).toEqual({
      '13|fr': [
        {
          code: 'price',
          label: 'Prix',
          options: [
            { value: '50000_100000', label: `De ${formatPrice(50000, 'fr')} à ${formatPrice(100000, 'fr')}`, count: 3 },
            { value: '100000_', label: `${formatPrice(100000, 'fr')} et plus`, count: 2 },
          ],
        },
        {
          code: 'marque',
          label: 'Marque',
          options: [
            { value: 'Tecno', label: 'Tecno', count: 4 },
            { value: 'Itel', label: 'Itel', count: 1 },
          ],
        },
      ],
    });
  });

  it('hydrates the grid and the filter options from its data, fetching neither again', async () => {
    answers.facets = true;
    const data = await loader(loaderArgs('smartphones-13'));
    backend.requests.length = 0;
    renderSeeded(data);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Smartphones');
    expect(within(screen.getByTestId('product-grid')).getByText('Tecno Spark 20')).toBeTruthy();
    const side = screen.getByTestId('filter-side');
    expect(within(side).getAllByTestId('filter-option').map((o) => o.dataset['value'])).toEqual(['', '50000_100000', '100000_', 'Tecno', 'Itel']);
    // The phone's sheet holds no second copy of the options until it is opened.
    expect(within(screen.getByTestId('filter-sheet')).queryAllByTestId('filter-option')).toEqual([]);
    expect(backend.requests.map((url) => url.pathname)).toEqual([]);
  });

  it('without its filters (their request failed) still sends the products, and the browser fetches the filters', async () => {
    answers.facets = false;
    const data = await loader(loaderArgs('smartphones-13'));
    expect(data.facets).toEqual({});
    expect(Object.values(data.lists ?? {}).flatMap((list) => list.items)).toHaveLength(1);
    backend.requests.length = 0;
    answers.facets = true;
    renderSeeded(data);
    await waitFor(() => expect(screen.getByTestId('filter-side')).toBeTruthy());
    expect(backend.requests.map((url) => url.pathname.replace(/^\/rest\/fr\/V1\//, '')).toSorted()).toEqual(['gt/attributes/dictionaries', 'search']);
  });
});
