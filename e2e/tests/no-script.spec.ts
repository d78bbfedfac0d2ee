import { newCustomer, someProduct } from '../support/customer-area';
import { consoleTrouble, HYDRATION_TROUBLE, tryAgainIfNotReady } from '../support/hydration';
import { xsrfOf } from '../support/shopper';
import { STORE_URL } from '../support/store';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from '../support/test';

/**
 * Issue 27: before a page's scripts have run, or in a browser without them, a shopper can still
 * sort, filter, search, open a product and add to the cart: links and plain forms (GET for the
 * lists, a POST to the back end's plain add for the cart, which answers with a redirect back).
 */
test.skip(process.env['SHOP_SSR'] === '0', 'server rendering is off (SHOP_SSR=0)');
// Each test opens several cold pages, with and without scripts, on a shared machine.
test.setTimeout(90_000);

const CATEGORY = '/category/smartphones-13';

function withoutScripts(browser: Browser, viewport = { width: 390, height: 844 }): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled: false, viewport, locale: 'fr-FR' });
}

test('without scripts, a phone sorts and filters a category with its forms, then opens a product', async ({ browser }) => {
  const context = await withoutScripts(browser);
  try {
    const page = await context.newPage();
    await page.goto(CATEGORY);
    await tryAgainIfNotReady(page);
    const cards = page.getByTestId('product-grid').getByTestId('product-card');
    await expect(cards).toHaveCount(25);
    const newest = await cards.first().getAttribute('data-sku');

    await page.getByTestId('sort-select').selectOption('price_asc');
    await page.getByTestId('sort-submit').click();
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await tryAgainIfNotReady(page);
    await expect(page.getByTestId('sort-select')).toHaveValue('price_asc');
    await expect(cards).toHaveCount(25);
    expect(await cards.first().getAttribute('data-sku')).not.toBe(newest);

    // The sheet needs scripts: on a phone without them the side column is the filters.
    await expect(page.getByTestId('filters-open')).toBeHidden();
    const side = page.getByTestId('filter-side');
    await expect(side).toBeVisible();
    // The brand with the fewest products: the whole filtered list fits on the first page.
    const option = side.locator('label').filter({ has: page.locator('[data-testid="filter-option"][data-code="marque"]') }).last();
    const brand = option.getByTestId('filter-option');
    const brandName = (await brand.getAttribute('data-value'))!;
    const count = Number(await option.locator('.catalog-filters__count').textContent());
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(25);
    await brand.check();
    await page.getByTestId('filters-submit').click();
    await expect(page).toHaveURL(new RegExp(`[?&]marque=${encodeURIComponent(brandName).replace(/%20/g, '(\\+|%20)')}(&|$)`));
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await tryAgainIfNotReady(page);
    await expect(side.locator(`[data-testid="filter-option"][data-code="marque"][data-value="${brandName}"]`)).toBeChecked();
    await expect(cards).toHaveCount(Math.min(count, 25));

    const first = cards.first();
    const name = (await first.locator('.shop-card__name').textContent())!.trim();
    await first.locator('a.shop-card').click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  } finally {
    await context.close();
  }
});

test('without scripts, the header search finds products and opens one', async ({ browser }) => {
  const context = await withoutScripts(browser, { width: 1280, height: 800 });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const search = page.getByRole('search').first();
    await search.getByRole('searchbox').fill('samsung');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=samsung/);
    await tryAgainIfNotReady(page);
    const hits = page.getByTestId('search-hit');
    await expect(hits.first()).toBeVisible();
    const relevant = await hits.first().getAttribute('data-sku');
    // The results' own sort, a plain form too (the query kept).
    await page.getByTestId('search-sort').selectOption('price_asc');
    await page.getByTestId('search-sort-submit').click();
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(page).toHaveURL(/[?&]q=samsung/);
    await tryAgainIfNotReady(page);
    await expect(hits.first()).toBeVisible();
    expect(await hits.first().getAttribute('data-sku')).not.toBe(relevant);
    const name = (await hits.first().locator('.shop-card__name').textContent())!.trim();
    expect(name.toLowerCase()).toContain('samsung');
    await hits.first().locator('a.shop-card').click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  } finally {
    await context.close();
  }
});

test('without scripts, add-to-cart posts as a form and adds the line; the cart shows it once scripts run', async ({ browser }) => {
  const context = await withoutScripts(browser);
  let sku: string;
  try {
    const page = await context.newPage();
    await page.goto(CATEGORY);
    const card = page.getByTestId('product-grid').getByTestId('product-card').filter({ has: page.getByTestId('add-to-cart') }).first();
    sku = (await card.getAttribute('data-sku'))!;
    await card.getByTestId('add-to-cart').click();
    // Back on the page the form was on.
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));

    // The same product from its own page, two more: one line of three.
    await page.getByTestId('product-grid').locator(`[data-sku="${sku}"] a.shop-card`).click();
    await expect(page).toHaveURL(/\/product\//);
    const productUrl = page.url();
    await page.getByTestId('quantity').fill('2');
    await page.getByTestId('product-add-to-cart').click();
    await expect(page).toHaveURL(productUrl);
    expect((await context.cookies()).find((cookie) => cookie.name === 'shop_cart')?.value).toMatch(/^[A-Za-z0-9]{32}$/);

    // Scripts on, same browser (its cookies): the cart page reads the cart the forms filled.
    const state = await context.storageState();
    const live = await browser.newContext({ storageState: state, viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    try {
      const shopper = await live.newPage();
      await shopper.goto('/cart');
      const line = shopper.getByTestId('cart-line');
      await expect(line).toHaveCount(1);
      await expect(shopper.getByTestId('cart-badge')).toHaveText('3');
    } finally {
      await live.close();
    }
  } finally {
    await context.close();
  }
});

test("without scripts, a signed-in shopper's plain add-to-cart lands in that shopper's own cart", async ({ browser, request }) => {
  const customer = await newCustomer(request);
  const product = await someProduct(request);
  const path = `/product/${product.url_key}-${product.id}`;
  const context = await withoutScripts(browser);
  try {
    await context.addCookies([
      { name: 'shop_session', value: customer.token, url: STORE_URL, httpOnly: true, sameSite: 'Lax' },
      { name: 'XSRF-TOKEN', value: xsrfOf(customer.token), url: STORE_URL, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    await page.goto(path);
    // The store filled the form's anti-forgery field with this browser's own value.
    await expect(page.locator('input[name="xsrf"]').first()).toHaveAttribute('value', xsrfOf(customer.token));
    await page.getByTestId('product-add-to-cart').click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const items = await request.get('/rest/fr/V1/carts/mine/items', { headers: { Authorization: `Bearer ${customer.token}` } });
    expect(items.ok()).toBe(true);
    expect(((await items.json()) as { sku: string; qty: number }[]).map((item) => [item.sku, item.qty])).toEqual([[product.sku, 1]]);
  } finally {
    await context.close();
  }
});

/** The path of a configurable product on sale and in stock, from the back end the store uses. */
async function configurablePath(request: APIRequestContext): Promise<string> {
  const q = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'type_id',
    'searchCriteria[filter_groups][0][filters][0][value]': 'configurable',
    'searchCriteria[filter_groups][1][filters][0][field]': 'visibility',
    'searchCriteria[filter_groups][1][filters][0][value]': '4',
    'searchCriteria[pageSize]': '100',
  });
  const response = await request.get(`/rest/fr/V1/products?${q}`);
  expect(response.ok()).toBe(true);
  type Product = { id: number; custom_attributes: { attribute_code: string; value: unknown }[]; extension_attributes: { stock_item?: { is_in_stock?: boolean } } };
  const attr = (p: Product, code: string) => p.custom_attributes.find((a) => a.attribute_code === code)?.value;
  const product = ((await response.json()) as { items: Product[] }).items.find((p) => attr(p, 'hide_price') !== '0' && p.extension_attributes.stock_item?.is_in_stock);
  expect(product).toBeDefined();
  return `/product/${String(attr(product!, 'url_key'))}-${product!.id}`;
}

test('without scripts, a product with options sends the shopper back to its page saying to choose them', async ({ browser, request }) => {
  const path = await configurablePath(request);
  const context = await withoutScripts(browser);
  try {
    const page = await context.newPage();
    await page.goto(path);
    await page.getByTestId('product-add-to-cart').click();
    // Its own page again, not the back end's error body, with the reason in the address.
    await expect(page).toHaveURL(new RegExp(`${path}\\?cart_refused=options$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const notice = page.getByTestId('cart-refused');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Choisissez d'abord les options de ce produit");
    // Said in a noscript (Playwright's text matching skips those, the browser without scripts shows it).
    expect(await notice.evaluate((element) => element.textContent)).toContain('Le choix des options demande JavaScript');
    // Nothing was added to the cart the post used.
    const cartId = (await context.cookies()).find((cookie) => cookie.name === 'shop_cart')?.value;
    expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
    const items = await request.get(`/rest/fr/V1/guest-carts/${cartId}/items`);
    expect(await items.json()).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the pages with plain forms hydrate without an error', async ({ page }) => {
  for (const path of [CATEGORY, `${CATEGORY}?sort=price_asc&marque=Samsung`, '/en/search?q=samsung']) {
    const trouble = consoleTrouble(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(trouble.filter((text) => HYDRATION_TROUBLE.test(text)), path).toEqual([]);
  }
});
