import { gotoPage } from '../support/shopper';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 1280, height: 800 } });

test('on a desktop, resting the pointer on the cart icon previews the cart from mf-cart-checkout', async ({ page }) => {
  await gotoPage(page, '/');
  const card = page.getByTestId('product-card').filter({ has: page.getByTestId('add-to-cart') }).first();
  await card.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.locator('.cart-menu > a').hover();
  const panel = page.getByTestId('mini-cart-panel');
  await expect(panel.getByTestId('mini-cart-line')).toHaveCount(1);
  await expect(panel.getByTestId('mini-cart-total')).toContainText('FCFA');

  await panel.getByRole('link', { name: 'Voir le panier' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(panel).toHaveCount(0);
});
