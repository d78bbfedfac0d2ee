import { expect, test } from '../support/test';

test('the installment simulator computes the formal and informal plans', async ({ page }) => {
  await page.goto('/paiement-en-tranche?price=150000');
  const result = page.getByTestId('installment-result');
  // Employee, 6 months, 25 % first: 37 500 then 6 × 18 750.
  await expect(page.getByTestId('installment-first')).toHaveText('37\u202F500\u00A0FCFA');
  await expect(page.getByTestId('installment-monthly')).toHaveText('18\u202F750\u00A0FCFA');
  await page.getByTestId('installment-months').selectOption('12');
  await expect(result).toContainText('12 mensualités');
  await page.getByTestId('installment-status-informal').click();
  // Self-employed: 53 % first (79 500), then 500 FCFA a day after a free week.
  await expect(page.getByTestId('installment-first')).toHaveText('79\u202F500\u00A0FCFA');
  await expect(page.getByTestId('installment-daily')).toHaveText('500\u00A0FCFA');
  await expect(result).toContainText('7 jours sans paiement');
  await expect(page.getByText('Itel, Infinix, Samsung, Tecno')).toBeVisible();

  await page.getByTestId('installment-request-submit').click();
  await expect(page.getByTestId('installment-request-form')).toContainText('Ce champs est obligatoire');
  await page.getByTestId('installment-request-name').fill('Jean Fotso');
  await page.getByTestId('installment-request-telephone').fill('677889900');
  await page.getByTestId('installment-request-submit').click();
  await expect(page.getByTestId('installment-request-done')).toBeVisible();
});

test('the shipping cost simulator estimates a product to a town and quarter', async ({ page }) => {
  await page.goto('/en/shipping-cost-simulator');
  await page.getByTestId('product-search').fill('Tecno');
  await page.getByTestId('product-hit').first().click();
  await page.getByTestId('simulator-town').selectOption({ label: 'Douala' });
  await page.getByTestId('simulator-quarter').selectOption({ label: 'Akwa' });
  await page.getByTestId('simulator-submit').click();
  const result = page.getByTestId('simulator-result');
  await expect(result).toContainText('Delivery to Douala, Akwa');
  await expect(page.getByTestId('simulator-gtdelivery')).toContainText(/FCFA|Free/);
  await expect(page.getByTestId('simulator-gtdelivery')).toContainText(/Delivered within \d+ to \d+ hours/);
  await expect(page.getByTestId('simulator-gtpickup')).toContainText('Free');
});

test('ordering by phone sends a call-back request', async ({ page }) => {
  await page.goto('/commandez-par-telephone');
  await page.getByTestId('phone-order-submit').click();
  await expect(page.getByTestId('phone-order-form')).toContainText('Ce champs est obligatoire');
  await page.getByTestId('phone-order-message').fill('Un réfrigérateur 200 L livré à Bastos');
  await page.getByTestId('phone-order-name').fill('Aline Ewodo');
  await page.getByTestId('phone-order-telephone').fill('12');
  await page.getByTestId('phone-order-submit').click();
  await expect(page.getByTestId('phone-order-form')).toContainText('Veuillez saisir un numéro de téléphone valide');
  await page.getByTestId('phone-order-telephone').fill('699 11 22 33');
  await page.getByTestId('phone-order-submit').click();
  await expect(page.getByTestId('phone-order-done')).toBeVisible();
});

test('a quote request from the cart sends its lines and the shopper hears back', async ({ page }) => {
  const created = await page.request.post('/rest/fr/V1/guest-carts');
  const cartId = (await created.json()) as string;
  const found = await page.request.get('/rest/fr/V1/products?searchCriteria[pageSize]=20&searchCriteria[filter_groups][0][filters][0][field]=type_id&searchCriteria[filter_groups][0][filters][0][value]=simple');
  const products = ((await found.json()) as { items: { sku: string; name: string; price: number }[] }).items;
  let added = false;
  for (const p of products.slice(30 % products.length)) {
    const res = await page.request.post(`/rest/fr/V1/guest-carts/${cartId}/items`, { data: { cartItem: { sku: p.sku, qty: 2, name: p.name, price: p.price, product_type: 'simple' } } });
    if (res.ok()) {
      added = true;
      break;
    }
  }
  expect(added).toBe(true);
  await page.addInitScript((id) => window.localStorage.setItem('CART_ID', id), cartId);
  await page.goto('/cart');
  await page.getByTestId('cart-quote').locator('summary').click();
  await page.getByTestId('cart-quote-message').fill('Pour 20 postes, livraison à Bonanjo');
  await page.getByTestId('cart-quote-name').fill('Société Ndjock');
  await page.getByTestId('cart-quote-telephone').fill('677001122');
  await page.getByTestId('cart-quote-submit').click();
  await expect(page.getByTestId('cart-quote-done')).toBeVisible();
  // The cart itself is untouched: a quote is not an order.
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});
