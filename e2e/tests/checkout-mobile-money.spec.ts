import { expect, test, type Page } from '../support/test';

/**
 * Mobile money as a shopper lives it (issue 23): "Commander" with MTN MoMo, the thank-you page
 * says what to do on the phone, the demo payer approves on the simulator's phone page, and the
 * page, polling, ends on paid. In French and in English.
 */

interface Product {
  sku: string;
  price: number;
}

/** A guest cart with one in-stock simple product (a different one per test), known to the page as the shopper's. */
async function guestWithCart(page: Page, offset: number): Promise<void> {
  const params = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'type_id',
    'searchCriteria[filter_groups][0][filters][0][value]': 'simple',
    'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq',
    'searchCriteria[pageSize]': '40',
  });
  const products = ((await (await page.request.get(`/rest/fr/V1/products?${params.toString()}`)).json()) as { items: Product[] }).items.filter((p) => p.price > 0);
  const cartId = (await (await page.request.post('/rest/fr/V1/guest-carts')).json()) as string;
  let added = false;
  for (const product of [...products.slice(offset), ...products.slice(0, offset)]) {
    added = (await page.request.post(`/rest/fr/V1/guest-carts/${cartId}/items`, { data: { cartItem: { sku: product.sku, qty: 1 } } })).ok();
    if (added) break;
  }
  expect(added, 'a purchasable product in the seed').toBe(true);
  await page.addInitScript((id) => {
    if (!window.sessionStorage.getItem('e2e-cart-seeded')) {
      window.sessionStorage.setItem('e2e-cart-seeded', '1');
      window.localStorage.setItem('CART_ID', id);
    }
  }, cartId);
}

// The first page of a run loads every remote cold on a busy machine.
test.setTimeout(90_000);

const LOCALES = [
  { lang: 'fr', prefix: '', offset: 25, payer: '677 31 00 01', approve: 'Valider (code PIN correct)', paid: 'Payé', phase: /a été envoyée au 677 ••• 001/, status: 'En préparation', result: /Paiement de .* reçu/ },
  { lang: 'en', prefix: '/en', offset: 30, payer: '677 31 00 02', approve: 'Approve (correct PIN)', paid: 'Paid', phase: /was sent to 677 ••• 002/, status: 'Being prepared', result: /Payment of .* received/ },
] as const;

for (const l of LOCALES) {
  test(`a shopper pays by mobile money and approves on the phone (${l.lang})`, async ({ page, context }) => {
    await guestWithCart(page, l.offset);
    await page.goto(`${l.prefix}/checkout`);
    await page.getByTestId('checkout-firstname').fill('Awa');
    await page.getByTestId('checkout-lastname').fill('Mbarga');
    await page.getByTestId('checkout-telephone').fill('699001122');
    await page.getByTestId('checkout-email').fill('awa.mbarga@example.cm');
    await page.getByTestId('checkout-town').selectOption({ label: 'Douala' });
    await page.getByTestId('checkout-quarter').selectOption({ label: 'Akwa' });
    await page.getByTestId('shipping-gtdelivery-home').click();
    await page.getByTestId('payment-mesomb_gateway').click();
    await page.getByTestId('checkout-paymentNumber').fill(l.payer);
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/thankyou$/, { timeout: 20_000 });

    const payment = page.getByTestId('mobile-money');
    await expect(payment).toHaveAttribute('data-phase', 'waiting', { timeout: 30_000 });
    await expect(page.getByTestId('mobile-money-instructions')).toHaveText(l.phase);
    const total = (await page.getByTestId('order-total').textContent())!.trim();
    await expect(page.getByTestId('mobile-money-amount')).toHaveText(total);
    await expect(page.getByTestId('mobile-money-countdown')).toHaveText(/^1[45]:\d{2}$/);

    // The payer's phone: the demo's simulator, on this machine only.
    const phone = await context.newPage();
    const number = l.payer.replaceAll(' ', '');
    await phone.goto(`/api/dev/mobile-money/phone?payer=${number}&lang=${l.lang}`);
    const prompt = phone.locator('li[data-status="PENDING"]');
    await expect(prompt).toHaveCount(1);
    await prompt.getByRole('button', { name: l.approve }).click();
    await expect(phone.locator('li').first()).toHaveAttribute('data-status', 'SUCCESS');
    await expect(phone.locator('li').first()).toContainText(l.paid);

    await expect(payment).toHaveAttribute('data-phase', 'paid', { timeout: 15_000 });
    await expect(page.getByTestId('mobile-money-result')).toHaveText(l.result);
    await expect(page.getByTestId('order-status')).toHaveText(l.status);
    await expect(page.getByTestId('mobile-money-pay-again')).toHaveCount(0);
  });
}

test('a declined payment offers to pay again or to pay cash on delivery', async ({ page, context }) => {
  await guestWithCart(page, 35);
  await page.goto('/checkout');
  await page.getByTestId('checkout-firstname').fill('Paul');
  await page.getByTestId('checkout-lastname').fill('Etoa');
  await page.getByTestId('checkout-telephone').fill('699000111');
  await page.getByTestId('checkout-email').fill('paul.etoa@example.cm');
  await page.getByTestId('checkout-town').selectOption({ label: 'Douala' });
  await page.getByTestId('checkout-quarter').selectOption({ label: 'Akwa' });
  await page.getByTestId('shipping-gtdelivery-home').click();
  await page.getByTestId('payment-mesomb_gateway').click();
  await page.getByTestId('checkout-paymentNumber').fill('699310003');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/thankyou$/, { timeout: 20_000 });
  await expect(page.getByTestId('mobile-money')).toHaveAttribute('data-phase', 'waiting');

  const phone = await context.newPage();
  await phone.goto('/api/dev/mobile-money/phone?payer=699310003&lang=fr');
  await phone.locator('li[data-status="PENDING"]').getByRole('button', { name: 'Solde insuffisant' }).click();
  await expect(page.getByTestId('mobile-money')).toHaveAttribute('data-phase', 'failed', { timeout: 15_000 });
  await expect(page.getByTestId('mobile-money-result')).toHaveText('Le paiement a échoué : solde insuffisant.');

  await page.getByTestId('mobile-money-pay-again').click();
  await expect(page.getByTestId('mobile-money')).toHaveAttribute('data-phase', 'waiting');
  await phone.reload();
  await phone.locator('li[data-status="PENDING"]').getByRole('button', { name: 'Refuser' }).click();
  await expect(page.getByTestId('mobile-money')).toHaveAttribute('data-phase', 'failed', { timeout: 15_000 });

  await page.getByTestId('mobile-money-switch-cash').click();
  await expect(page.getByTestId('mobile-money')).toHaveAttribute('data-phase', 'cash');
  // Cash on delivery again: a new order awaiting the shop's call.
  await expect(page.getByTestId('order-status')).toHaveText('En attente de confirmation');
});

test('a shopper whose number is neither MTN nor Orange chooses the network and pays', async ({ page, context }) => {
  await guestWithCart(page, 40);
  await page.goto('/en/checkout');
  await page.getByTestId('checkout-firstname').fill('Ndi');
  await page.getByTestId('checkout-lastname').fill('Fon');
  await page.getByTestId('checkout-telephone').fill('699000222');
  await page.getByTestId('checkout-email').fill('ndi.fon@example.cm');
  await page.getByTestId('checkout-town').selectOption({ label: 'Douala' });
  await page.getByTestId('checkout-quarter').selectOption({ label: 'Akwa' });
  await page.getByTestId('shipping-gtdelivery-home').click();
  await page.getByTestId('payment-mesomb_gateway').click();
  const network = page.getByRole('group', { name: 'Network of the number' });
  // An MTN prefix comes preselected; a number ported from another network's prefix does not.
  await page.getByTestId('checkout-paymentNumber').fill('677 31 00 05');
  await expect(network.getByRole('radio', { name: 'MTN Mobile Money' })).toBeChecked();
  await page.getByTestId('checkout-paymentNumber').fill('662 31 00 05');
  await expect(network.getByRole('radio', { checked: true })).toHaveCount(0);

  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-paymentService-network-error')).toHaveText('Please choose an option');
  await expect(page.locator('[data-field="paymentService"]')).toBeFocused();
  await network.getByRole('radio', { name: 'Orange Money' }).check();
  await expect(page.getByTestId('checkout-paymentService-network-error')).toHaveCount(0);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/thankyou$/, { timeout: 20_000 });

  const payment = page.getByTestId('mobile-money');
  await expect(payment).toHaveAttribute('data-phase', 'waiting', { timeout: 30_000 });
  await expect(page.getByTestId('mobile-money-instructions')).toHaveText(/through Orange Money was sent to 662 ••• 005\./);

  const phone = await context.newPage();
  await phone.goto('/api/dev/mobile-money/phone?payer=662310005&lang=en');
  const prompt = phone.locator('li[data-status="PENDING"]');
  await expect(prompt).toContainText('Orange Money');
  await prompt.getByRole('button', { name: 'Approve (correct PIN)' }).click();
  await expect(payment).toHaveAttribute('data-phase', 'paid', { timeout: 15_000 });
  await expect(page.getByTestId('order-status')).toHaveText('Being prepared');
});
