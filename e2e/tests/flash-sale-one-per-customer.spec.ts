import { gotoPage } from '../support/shopper';
import { expect, test } from '../support/test';

for (const { prefix, limit, refusal, plusLabel } of [
  {
    prefix: '',
    limit: '1 par client',
    refusal: "Vente flash : 1 par client. Vous ne pouvez acheter cet article qu'une seule fois à ce prix.",
    plusLabel: /^Impossible d'augmenter la quantité de .+ : vente flash, 1 par client$/,
  },
  {
    prefix: '/en',
    limit: '1 per customer',
    refusal: 'Flash sale: 1 per customer. You can buy this item only once at this price.',
    plusLabel: /^The quantity of .+ cannot be increased: flash sale, 1 per customer$/,
  },
]) {
  test(`a flash-sale item says 1 per customer, explains a second add and stops "+" at 1 (${prefix || 'fr'})`, async ({ page }) => {
    await gotoPage(page, `${prefix}/`);
    const card = page.getByTestId('flash-sale-strip').getByTestId('product-card').filter({ has: page.getByTestId('add-to-cart') }).first();
    await expect(card).toContainText(limit);

    await card.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await card.getByTestId('add-to-cart').click();
    // The refusal explains the limit; it does not invite a retry that can only fail again.
    await expect(page.locator('.shop-toast--error .shop-toast__message')).toHaveText(refusal);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    await gotoPage(page, `${prefix}/cart`);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('cart-line-limit')).toContainText(limit);
    const plus = line.getByTestId('cart-line-increase');
    await expect(plus).toBeDisabled();
    await expect(plus).toHaveAccessibleName(plusLabel);
  });
}
