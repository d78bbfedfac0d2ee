import { gotoPage } from '../support/shopper';
import { expect, test } from '../support/test';

test('adding to the cart in the catalogue updates the badge the shell shows, and the cart remote sees the line', async ({ page }) => {
  await gotoPage(page, '/');
  const badge = page.getByTestId('cart-badge');
  await expect(badge).toHaveText('0');

  const sku = await page.getByTestId('product-grid').getByTestId('product-card').filter({ has: page.getByTestId('add-to-cart') }).first().getAttribute('data-sku');
  // Pin the card by its sku: strips above the grid (flash sales) may render in the meantime.
  await page.getByTestId('product-grid').locator(`[data-testid="product-card"][data-sku="${sku}"]`).getByTestId('add-to-cart').click();
  await expect(badge).toHaveText('1');

  // Client-side navigation through the shell's header: the cart remote reads the same store instance.
  await page.locator('a[href="/cart"]').first().click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  const cartId = await page.evaluate(() => window.localStorage.getItem('CART_ID'));
  expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
  const items = await page.request.get(`/rest/fr/V1/guest-carts/${cartId}/items`);
  expect(((await items.json()) as { sku: string }[]).map((i) => i.sku)).toEqual([sku]);
});
