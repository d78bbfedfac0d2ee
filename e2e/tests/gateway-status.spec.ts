import { expect, test } from '../support/test';

// Crawlers read the status, shoppers the page: a missing page must be both (no soft 404).
test('an unknown path answers 404 and still renders the 404 page', async ({ page }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /nope');
  const home = await page.goto('/en');
  expect(home?.status()).toBe(200);
});

// A missing file on the home page is a console error on every visit (the browser's icon request
// included, which the page's own requests do not show).
test('the home page loads without a missing file, and its icon is served', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  // The page carries its icon inline (no request of its own on the first view); the file is served too.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toMatch(/^data:image\/svg\+xml,%3Csvg /);
  const served = await page.request.get('/favicon.svg');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(missing).toEqual([]);
});
