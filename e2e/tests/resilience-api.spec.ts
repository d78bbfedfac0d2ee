import { gotoPage } from '../support/shopper';
import { expect, test, type Page } from '../support/test';

/**
 * The back end failing under a shopper: a search, the cart's totals and an add-to-cart each meet
 * a 500 and a request that never answers. Every case ends in words and a way forward (Retry, the
 * last known cart), never a spinner that turns forever or a success that did not happen.
 * (Order placement failures are covered in checkout-order.spec.ts; a remote that cannot load in
 * resilience.spec.ts.)
 */
type Failure = '500' | 'hang';

async function failSearch(page: Page, how: Failure) {
  await page.route('**/search/indexes/*/search*', (route) =>
    how === '500' ? route.fulfill({ status: 500, json: { message: 'Internal', code: 'internal', type: 'internal', link: '' } }) : undefined,
  );
}

async function addFirstProductFromHome(page: Page) {
  await gotoPage(page, '/');
  const card = page.getByTestId('product-card').filter({ has: page.getByTestId('add-to-cart') }).first();
  await card.getByTestId('add-to-cart').click();
}

for (const how of ['500', 'hang'] as const) {
  test(`search answering ${how === '500' ? 'a 500' : 'never'}: the results page says so with Retry, which works once it is back`, async ({ page }) => {
    await failSearch(page, how);
    // The results of an address opened afresh come in the server's HTML: the browser searches when
    // the shopper searches from a page already open.
    await gotoPage(page, '/');
    const box = page.getByRole('search').first().getByRole('searchbox');
    await box.fill('samsung');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=samsung/);
    const alert = page.getByRole('alert').filter({ hasText: "La recherche n'a pas abouti" });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await page.unroute('**/search/indexes/*/search*');
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByTestId('search-results').locator('li').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test(`cart totals answering ${how === '500' ? 'a 500' : 'never'}: the badge keeps its count; an error offers Retry, a wait shows the last cart`, async ({ page }) => {
    await addFirstProductFromHome(page);
    const badge = page.getByTestId('cart-badge');
    await expect(badge).toHaveText('1');
    await page.route('**/totals*', (route) => (how === '500' ? route.fulfill({ status: 500, json: { message: 'Internal error' } }) : undefined));
    const totalsAsked = page.waitForRequest('**/totals*');
    await page.goto('/cart');
    await totalsAsked;
    await expect(badge).toHaveText('1');
    if (how === '500') {
      const retry = page.getByRole('button', { name: 'Réessayer' });
      await expect(retry).toBeVisible({ timeout: 15_000 });
      await page.unroute('**/totals*');
      await retry.click();
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
    } else {
      // No answer (no client timeout on cart calls: slow 3G must not be cut off): the page shows
      // the last known cart and the badge its count while it waits.
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(badge).toHaveText('1');
    }
  });
}

test('an add whose cart cannot be read back never says it was added', async ({ page }) => {
  await gotoPage(page, '/');
  await page.route('**/totals*', (route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }));
  const card = page.getByTestId('product-card').filter({ has: page.getByTestId('add-to-cart') }).first();
  await card.getByTestId('add-to-cart').click();
  await expect(page.getByText("Nous n'avons pas pu vérifier votre panier", { exact: false })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Produit ajouté au panier avec succès')).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
});
