import { expect, test } from '../support/test';

test('a search that finds nothing offers tips, searches that find, and the main categories', async ({ page }) => {
  await page.goto('/search?q=zzqxwv');
  const help = page.getByTestId('search-no-results-page');
  await expect(help.getByTestId('search-no-results')).toHaveText('Aucun résultat trouvé');
  await expect(help).toContainText('Aucun produit ne correspond à « zzqxwv »');
  await expect(help.getByTestId('search-popular-categories').getByRole('link').first()).toHaveAttribute('href', /^\/category\/[a-z0-9-]+-\d+$/);
  await help.getByTestId('search-suggestions').getByRole('link', { name: 'frigo' }).click();
  await expect(page).toHaveURL(/\/search\?q=frigo$/);
  await expect(page.getByTestId('search-results').locator('li').first()).toContainText('Réfrigérateur');
});

test('synonyms and the other language find on the English store; typeahead rows name brand and category', async ({ page }) => {
  await page.goto('/en/search?q=televiseur');
  await expect(page.getByTestId('search-results').locator('li').first()).toContainText(/TV/);
  await page.goto('/en/categorie');
  const field = page.getByRole('search').first().getByRole('searchbox');
  await field.click();
  await field.pressSequentially('iphone 15', { delay: 30 });
  const first = page.getByTestId('typeahead-hit').first();
  await expect(first).toContainText('Apple iPhone 15');
  await expect(first.getByTestId('typeahead-meta')).toHaveText('Apple · Smartphones');
});
