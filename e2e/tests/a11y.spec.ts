import { expect, test, type Page } from '../support/test';
import { newCustomer, placePickupOrder } from '../support/customer-area.ts';
import { signInWithToken } from '../support/shopper.ts';
import { seriousViolations } from '../support/axe.ts';

// axe-core is injected as a script: the store's Content-Security-Policy rightly refuses that.
test.use({ bypassCSP: true });

/** The main pages, each with what shows it is ready (no skeletons left). */
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => expect(page.getByTestId('product-card').first()).toBeVisible() },
  { path: '/categorie', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/category/telephones-tablettes-12', ready: (page) => expect(page.getByTestId('product-card').first()).toBeVisible() },
  { path: '/search?q=samsung', ready: (page) => expect(page.getByTestId('search-results').locator('li').first()).toBeVisible() },
  { path: '/cart', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/checkout', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/login', ready: (page) => expect(page.getByTestId('login-form')).toBeVisible() },
  { path: '/signup', ready: (page) => expect(page.getByTestId('signup-form')).toBeVisible() },
  { path: '/page-qui-n-existe-pas', ready: (page) => expect(page.getByTestId('error-page')).toBeVisible() },
];

/** Moderate rules the main pages are fixed for, kept green with the serious ones. */
const MAIN_PAGE_RULES = ['heading-order'];

for (const locale of ['fr', 'en'] as const) {
  for (const { path, ready } of PAGES) {
    test(`${locale} ${path}: no critical or serious WCAG AA violation, headings in order (axe-core)`, async ({ page }) => {
      await page.goto(locale === 'fr' ? path : `/en${path === '/' ? '' : path}`);
      await ready(page);
      expect(await seriousViolations(page, MAIN_PAGE_RULES)).toEqual([]);
    });
  }
}

test('a product page: no critical or serious WCAG AA violation (axe-core)', async ({ page }) => {
  await page.goto('/category/smartphones-13');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('product-add-to-cart')).toBeVisible();
  expect(await seriousViolations(page, MAIN_PAGE_RULES)).toEqual([]);
});

test('the customer area: no critical or serious WCAG AA violation (axe-core)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await newCustomer(request);
  const order = await placePickupOrder(request, customer);
  await signInWithToken(page, customer.token);
  const paths = ['/customer', '/customer/account', '/customer/address', '/customer/favorites', '/customer/language', '/customer/help', '/customer/orders', `/customer/orders/${order.id}`, '/delete-account'];
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
  }
  expect(found).toEqual([]);
});

test('the header search and the search page form are two landmarks with their own names', async ({ page }) => {
  await page.goto('/search?q=samsung');
  await expect(page.getByTestId('search-results').locator('li').first()).toBeVisible();
  await expect(page.getByRole('search', { name: 'Rechercher un produit' })).toHaveCount(1);
  await expect(page.getByRole('search', { name: 'Recherche', exact: true })).toHaveCount(1);
});
