import { expect, test } from '@playwright/test';

// Crawlers read the status, shoppers the page: a missing page must be both (no soft 404).
test('an unknown path answers 404 and still renders the 404 page', async ({ page }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /nope');
  const home = await page.goto('/en');
  expect(home?.status()).toBe(200);
});
