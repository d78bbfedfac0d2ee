import { expect, test } from '../support/test';

test('a search with a typo still finds the product, and its page is reached', async ({ page }) => {
  // "Samsumg Galaxi": two typos.
  await page.goto('/search?q=Samsumg%20Galaxi');
  await expect(page.getByTestId('search-status')).toContainText(/\d+ résultats?/);
  const hits = page.getByTestId('search-hit');
  await expect(hits.first()).toBeVisible();
  expect(await hits.count()).toBeLessThanOrEqual(40);
  await expect(hits.first()).toContainText(/Samsung/i);

  // Pages: ceiling of found / 40.
  const found = Number(((await page.getByTestId('search-status').textContent()) ?? '').replace(/\D/g, ''));
  if (found > 40) await expect(page.getByTestId('search-pages').getByRole('link').last()).toHaveText(String(Math.ceil(found / 40)));

  // A brand facet narrows the results and lives in the URL.
  await page.getByTestId('search-facets').locator('summary').click();
  await page.locator('[data-testid="facet-brand"][data-value="Samsung"]').click();
  await expect(page).toHaveURL(/brand=Samsung/);

  const name = (await hits.first().locator('.shop-card__name').textContent())!;
  await hits.first().locator('a').first().click();
  await expect(page).toHaveURL(/\/product\/.+-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a search without any match says so', async ({ page }) => {
  await page.goto('/search?q=zzqxwv');
  await expect(page.getByTestId('search-no-results')).toHaveText('Aucun résultat trouvé');
});

test('the header suggests products while typing, and a suggestion opens its page', async ({ page }) => {
  await page.goto('/categorie');
  const field = page.getByRole('search').first().getByRole('searchbox');
  await field.click();
  await field.pressSequentially('tecno sparc', { delay: 30 });
  const suggestions = page.getByTestId('typeahead-hit');
  await expect(suggestions.first()).toBeVisible();
  await expect(suggestions.first()).toContainText(/Tecno/i);
  const name = (await suggestions.first().locator('.catalog-typeahead__name').textContent())!;
  await suggestions.first().click();
  await expect(page).toHaveURL(/\/product\/.+-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('search-typeahead')).toHaveCount(0);
});
