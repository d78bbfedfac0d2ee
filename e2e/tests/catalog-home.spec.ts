import { expect, test } from '../support/test';

test('home: category tiles, a flash sale with a live countdown, and the 2411 selection', async ({ page }) => {
  await page.goto('/');
  const tiles = page.getByTestId('category-tiles');
  await expect(tiles.getByRole('link').first()).toHaveAttribute('href', /^\/category\/.+-\d+$/);

  // The seeded catalogue always has flash sales running around the seeding instant.
  const strip = page.getByTestId('flash-sale-strip');
  await expect(strip.getByTestId('product-card').first()).toBeVisible();
  const countdown = strip.getByTestId('countdown');
  const first = await countdown.textContent();
  expect(first).toMatch(/\d{2}:\d{2}:\d{2}/);
  await expect.poll(async () => countdown.textContent(), { timeout: 5000 }).not.toBe(first);

  await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(25);
  await tiles.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/category\/.+-\d+$/);
  await expect(page.getByTestId('product-grid').getByTestId('product-card').first()).toBeVisible();
});
