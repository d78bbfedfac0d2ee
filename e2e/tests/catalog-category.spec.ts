import { expect, test } from '../support/test';

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test.setTimeout(90_000);

test('sort, filter and scroll a category: the URL keeps them, Back restores them, no product twice', async ({ page }) => {
  // Smartphones (category 13 of the seeded catalogue): hundreds of products, several brands.
  await page.goto('/category/smartphones-13');
  const grid = page.getByTestId('product-grid');
  await expect(grid.getByTestId('product-card')).toHaveCount(25);

  // The server-rendered page stays mounted when the sort changes: only the listing is fetched
  // again, not the category the page already has (a remount would also close an open filter sheet).
  const categoryFetches: string[] = [];
  page.on('request', (request) => {
    if (/\/V1\/categories\/13\b/.test(request.url())) categoryFetches.push(request.url());
  });
  await page.getByTestId('sort-select').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(grid.getByTestId('product-card')).toHaveCount(25);

  // On a phone the filters open in a bottom sheet and apply together; the products stay first.
  await expect(page.getByTestId('filter-side')).toBeHidden();
  await page.getByTestId('filters-open').click();
  const sheet = page.getByTestId('filter-sheet');
  const brand = sheet.locator('[data-testid="filter-option"][data-code="marque"]').first();
  const brandName = await brand.getAttribute('data-value');
  await brand.click();
  await expect(brand).toBeChecked();
  await expect(page).not.toHaveURL(/marque=/);
  expect(categoryFetches).toEqual([]);
  await sheet.getByTestId('filters-apply').click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`marque=${encodeURIComponent(brandName!).replace(/%20/g, '(\\+|%20)')}`));
  await expect(page).toHaveURL(/sort=price_asc/);
  // The applied filter shows as a chip that removes it.
  await expect(page.getByTestId('filter-chips').getByRole('button', { name: new RegExp(brandName!) })).toBeVisible();

  // Scroll to the end: pages append until total_count (after two by themselves, at the shopper's
  // "load more"), and every card is another product.
  const end = page.getByText('Vous avez vu tous les produits.');
  const more = page.getByTestId('load-more');
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 6000);
        if (await more.isVisible()) await more.click();
        return end.isVisible();
      },
      { timeout: 60_000, intervals: [300] },
    )
    .toBe(true);
  const skus = await grid.getByTestId('product-card').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset['sku']));
  expect(skus.length).toBeGreaterThan(0);
  expect(new Set(skus).size).toBe(skus.length);
  const total = digits(await page.locator('.catalog-count').textContent());
  expect(skus.length).toBe(total);

  // Sorted by the price shown (an active special price wins), ascending, across pages.
  const prices = await grid.getByTestId('product-card').evaluateAll((cards) =>
    cards.map((c) => Number((c.querySelector('.shop-price__current')?.textContent ?? '').replace(/\D/g, ''))),
  );
  const base = prices.filter((p) => p > 0);
  expect(base).toEqual(base.toSorted((a, b) => a - b));

  // Every listed product is of the chosen brand (checked against the back end).
  const response = await page.request.get(
    `/rest/fr/V1/products?searchCriteria[filter_groups][0][filters][0][field]=sku&searchCriteria[filter_groups][0][filters][0][value]=${encodeURIComponent(skus.slice(0, 20).join(','))}&searchCriteria[filter_groups][0][filters][0][condition_type]=in&searchCriteria[pageSize]=20`,
  );
  const items = ((await response.json()) as { items: { custom_attributes: { attribute_code: string; value: unknown }[] }[] }).items;
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(item.custom_attributes.find((a) => a.attribute_code === 'marque')?.value).toBe(brandName);

  // Back: the filter goes, the sort stays; the list restarts from page 1.
  await page.goBack();
  await expect(page).not.toHaveURL(/marque=/);
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(grid.getByTestId('product-card')).toHaveCount(25);
  await expect(page.getByTestId('sort-select')).toHaveValue('price_asc');
});
