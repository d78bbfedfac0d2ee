import { reachFooter } from '../support/footer';
import { expect, test, type Page } from '../support/test';

/** Whether the element lies wholly inside the viewport. */
async function onScreen(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
}

test('on a phone the product page keeps price and "add to cart" on screen to the end of the product', async ({ page }) => {
  await page.goto('/category/smartphones-13');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  const button = page.getByTestId('product-add-to-cart');
  await expect(button).toBeEnabled();
  expect(await onScreen(page, 'product-add-to-cart')).toBe(true);
  await expect(page.getByTestId('buy-bar-price')).toBeVisible();
  await expect(page.getByTestId('buy-bar-price')).toHaveText(/FCFA/);
  // Halfway down the product, then with its last line (reviews) at the bottom of the screen.
  const product = page.getByTestId('product-page');
  await product.evaluate((el) => window.scrollTo(0, window.scrollY + (el.getBoundingClientRect().top + el.getBoundingClientRect().bottom) / 2 - window.innerHeight / 2));
  expect(await onScreen(page, 'product-add-to-cart')).toBe(true);
  await product.evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().bottom - window.innerHeight));
  expect(await onScreen(page, 'product-add-to-cart')).toBe(true);
  // Past the product the bar stays with it, above the footer, which it never covers.
  const footer = await reachFooter(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerTop = (await footer.boundingBox())!.y;
  const bar = (await page.locator('.catalog-buy').boundingBox())!;
  expect(bar.y + bar.height).toBeLessThanOrEqual(footerTop);
});

test('on a desktop the buy row stays in the page and the price is not repeated', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/category/smartphones-13');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('product-add-to-cart')).toBeEnabled();
  await expect(page.getByTestId('buy-bar-price')).toBeHidden();
});

test('on a desktop the facets stand in a side column, apply at once, and chips remove them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/category/smartphones-13');
  const side = page.getByTestId('filter-side');
  await expect(side).toBeVisible();
  await expect(page.getByTestId('filters-open')).toBeHidden();
  const sideBox = (await side.boundingBox())!;
  const gridBox = (await page.getByTestId('product-grid').boundingBox())!;
  expect(sideBox.x + sideBox.width).toBeLessThanOrEqual(gridBox.x);
  const option = side.locator('[data-testid="filter-option"][data-code="marque"]').first();
  const brand = (await option.getAttribute('data-value'))!;
  await option.click();
  await expect(page).toHaveURL(/marque=/);
  const chip = page.getByTestId('filter-chips').getByRole('button', { name: new RegExp(brand) });
  await chip.click();
  await expect(page).not.toHaveURL(/marque=/);
  await expect(page.getByTestId('filter-chips')).toHaveCount(0);
});

test('on a phone a listing screen holds six products (two columns of tight cards)', async ({ page }) => {
  await page.goto('/category/smartphones-13');
  const grid = page.getByTestId('product-grid');
  await grid.getByTestId('product-card').first().waitFor();
  const full = await grid.getByTestId('product-card').evaluateAll((cards) => {
    window.scrollTo(0, cards[0]!.getBoundingClientRect().top + window.scrollY);
    return cards.map((c) => c.getBoundingClientRect()).filter((b) => b.top >= -1 && b.bottom <= window.innerHeight).length;
  });
  expect(full).toBeGreaterThanOrEqual(6);
  // The button stays on one line.
  const button = grid.getByTestId('product-card').first().locator('.catalog-tile__action .shop-button');
  expect((await button.boundingBox())!.height).toBeLessThanOrEqual(40);
});

test('the home opens with the running campaigns as banners and the shop’s promises', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('trust-badges')).toContainText('Livraison en 24 à 72 h');
  await expect(page.getByTestId('trust-badges')).toContainText('Paiement à la livraison');
  await expect(page.getByTestId('trust-badges')).toContainText('Retrait gratuit en agence');
  const banner = page.getByTestId('home-hero-banner').first();
  await expect(banner).toBeVisible();
  const title = (await banner.locator('.catalog-hero__title').textContent())!;
  await banner.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await page.goto('/en');
  await expect(page.getByTestId('trust-badges')).toContainText('Free pick-up at our agencies');
});
