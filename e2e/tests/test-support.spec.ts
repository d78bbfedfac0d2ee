import { expect, test } from '../support/test';

test.describe('a page whose code never arrives', () => {
  // Short, so the failing case costs seconds. Only here: a live page on a loaded machine can take longer.
  test.use({ hydrationTimeout: 2_000 });

  test('goto fails, naming the page, when a server-rendered page never becomes live', async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await expect(page.goto('/product/1')).rejects.toThrow(/\/product\/1 was rendered by the server but never became live/);
  });
});

test('goto returns once a server-rendered page is live', async ({ page }) => {
  await page.goto('/product/1');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
});
