import { expect, test, type Page } from '@playwright/test';

/** Whether the element lies wholly inside the viewport. */
async function onScreen(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
}

test('on a phone the product page keeps price and "add to cart" on screen, top to bottom', async ({ page }) => {
  await page.goto('/category/smartphones-13');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  const button = page.getByTestId('product-add-to-cart');
  await expect(button).toBeEnabled();
  expect(await onScreen(page, 'product-add-to-cart')).toBe(true);
  await expect(page.getByTestId('buy-bar-price')).toBeVisible();
  await expect(page.getByTestId('buy-bar-price')).toHaveText(/FCFA/);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await onScreen(page, 'product-add-to-cart')).toBe(true);
  // The bar leaves the footer readable above it.
  const footerEnd = await page.evaluate(() => document.querySelector('footer')?.getBoundingClientRect().bottom ?? 0);
  const barTop = (await button.boundingBox())!.y;
  expect(footerEnd).toBeLessThanOrEqual(barTop + 80);
});

test('on a desktop the buy row stays in the page and the price is not repeated', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/category/smartphones-13');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('product-add-to-cart')).toBeEnabled();
  await expect(page.getByTestId('buy-bar-price')).toBeHidden();
});
