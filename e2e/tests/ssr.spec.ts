import { consoleTrouble, HYDRATION_TROUBLE, rememberServerNode, serverHtml, serverNodeHydrated, tryAgainIfNotReady } from '../support/hydration';
import { expect, test, type Page, type Route } from '../support/test';

/**
 * Server-rendered first paint (decision 014): the gateway sends the shell with the page already
 * in it, and the browser hydrates that HTML (keeps its nodes) with the data that came with it,
 * without a hydration warning and without fetching the page's data again. Skipped when the store
 * is started with server rendering off (`SHOP_SSR=0`).
 */
test.skip(process.env['SHOP_SSR'] === '0', 'server rendering is off (SHOP_SSR=0)');

/** The server's main heading: kept anywhere in the document, compared in `main` after hydration. */
const rememberServerHeading = (page: Page) => rememberServerNode(page, 'heading', 'h1');
const headingHydrated = (page: Page) => serverNodeHydrated(page, 'heading', 'main h1');

/**
 * Opens `path` as a shopper does and waits until React has claimed the server's heading node;
 * fails on a hydration warning, or on any request `refetches` names (data that came with the page).
 */
async function expectHydratedInPlace(page: Page, path: string, options: { heading?: string | RegExp; refetches?: (url: URL) => boolean } = {}): Promise<void> {
  const trouble = consoleTrouble(page);
  const refetched: string[] = [];
  page.on('request', (req) => {
    if (options.refetches?.(new URL(req.url()))) refetched.push(req.url());
  });
  await rememberServerHeading(page);
  await page.goto(path);
  if (options.heading) await expect(page.getByRole('heading', { level: 1, name: options.heading })).toBeVisible();
  await expect.poll(() => headingHydrated(page), { timeout: 20_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(trouble.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
  expect(refetched).toEqual([]);
}

for (const { name, path, heading } of [
  { name: 'home', path: '/', heading: 'Nos meilleures offres' },
  { name: 'a category', path: '/category/12', heading: 'Téléphones & Tablettes' },
  { name: 'a product', path: '/product/1', heading: /Tecno Spark Go 2024/ },
]) {
  test(`${name} arrives rendered and hydrates without a warning or a refetch`, async ({ page, request }) => {
    const html = await serverHtml(request, path);
    expect(html).toContain('id="shop-ssr"');
    expect(html).toMatch(/<main[^>]*>.*<h1/s);

    // The page's data came with the HTML: products (home: its grid and flash sale too), and the
    // menu tree and banners where the page shows them (home's tiles and hero).
    await expectHydratedInPlace(page, path, {
      heading,
      refetches: (url) => /^\/rest\/[a-z]{2}\/V1\/(products|categories\/list)$/.test(url.pathname) || url.pathname === '/api/campaigns',
    });
    // The server linked the page's stylesheets; the remote's chunk loader, run by hydration, found
    // them instead of linking them again (a restyle and layout of the whole page).
    const sheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href));
    expect(sheets.some((href) => href.includes('/remotes/mf-catalog/'))).toBe(true);
    expect(sheets.filter((href, at) => sheets.indexOf(href) !== at)).toEqual([]);
  });
}

// Other remotes' public pages: rendered on the server from their own node builds, hydrated
// without a warning (their data fetches after hydration unless their loader's data came along).
for (const path of ['/nos-showrooms', '/ventes-aux-encheres', '/centre-daide', '/contact', '/laroue', '/quiz']) {
  test(`${path} arrives rendered and hydrates without a warning`, async ({ page, request }) => {
    expect(await serverHtml(request, path)).toMatch(/<main[^>]*>.*<h1.*id="shop-ssr"/s);
    await expectHydratedInPlace(page, path);
  });
}

// Information and campaign pages: one page module serves many static paths (no route params),
// and its loader reads the page's path, which the server passes as the browser does. Each arrives
// with its content from the back end (not its loading state left to the browser) and hydrates
// without asking the back end for that content again.
for (const { path, heading, text, api } of [
  { path: '/a-propos-de-nous', heading: 'À propos de nous', text: 'Boutique Cameroun est une boutique en ligne camerounaise créée à Douala.', api: '/api/pages/' },
  { path: '/mobile/pages/return-policy', heading: 'Politique de retour', text: 'Vous pouvez retourner un article dans les', api: '/api/pages/' },
  { path: '/en/black-friday', heading: 'Black Friday', text: 'The biggest discounts of the year on phones, TVs, appliances and fashion.', api: '/api/campaigns/' },
  { path: '/mobile/pages/tecno-shop', heading: /Tecno/, text: 'Tecno Spark, Camon et Pova : toute la gamme', api: '/api/campaigns/' },
]) {
  test(`${path} arrives with its content and hydrates without fetching it again`, async ({ page, request }) => {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
    expect(h1.replace(/<[^>]+>/g, '')).toMatch(heading);
    expect(html).toContain(text);
    const data = JSON.parse(/<script type="application\/json" id="shop-ssr">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as { clientRegion?: boolean; seed?: unknown } | null;
    expect(data).not.toBeNull();
    expect(data).not.toHaveProperty('clientRegion');
    expect(data).toHaveProperty('seed');

    await expectHydratedInPlace(page, path, { heading, refetches: (url) => url.pathname.startsWith(api) });
  });
}

// A category's first screen: its products and its filters come with the page (the filters are
// built on the server from the category's buckets and the attribute dictionaries), so a browser
// without JavaScript shows both, and hydration asks the back end for neither.
test('a category lists its first products and filter options without JavaScript, and hydrates without fetching them', async ({ browser, page }) => {
  const path = '/category/smartphones-13';
  const desktop = { width: 1280, height: 800 };
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: desktop, locale: 'fr-FR' });
  try {
    const plain = await noScript.newPage();
    await plain.goto(path);
    await tryAgainIfNotReady(plain);
    await expect(plain.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
    await expect(plain.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(25);
    const side = plain.getByTestId('filter-side');
    await expect(side).toBeVisible();
    await expect(side.locator('[data-testid="filter-option"][data-code="marque"]').first()).toBeVisible();
    await expect(side.locator('[data-testid="filter-option"][data-code="price"]').nth(1)).toBeVisible();
  } finally {
    await noScript.close();
  }

  // The list (products), the filters (search buckets, attribute dictionaries) and the category.
  const listOrFilters = /^\/rest\/[a-z]{2}\/V1\/(products|search|gt\/attributes\/dictionaries|categories\/\d+)$/;
  const requests: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (listOrFilters.test(url.pathname)) requests.push(url.pathname);
  });
  // Layout shifts from the first paint on: filters or cards drawn again after hydration would move the page.
  await page.addInitScript(() => {
    const shifts = window as unknown as { layoutShift: number };
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize(desktop);
  await page.goto(path);
  const option = page.getByTestId('filter-side').locator('[data-testid="filter-option"][data-code="marque"]').first();
  // Hydrated: React has claimed the server's nodes of the filters and of the (lazily hydrated) grid.
  const claimed = (selector: string) => page.locator(selector).first().evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
  await expect.poll(() => claimed('[data-testid="filter-side"] [data-testid="filter-option"]'), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => claimed('[data-testid="product-card"]'), { timeout: 20_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.1);

  // The hydrated options are live: choosing one fetches the filtered list (and is seen here).
  await option.click();
  await expect(page).toHaveURL(/marque=/);
  await expect.poll(() => requests.filter((p) => p.endsWith('/products')).length).toBeGreaterThan(0);
});

test('a tap on a button before the page is live is held and replayed once it hydrates, not lost', async ({ page }) => {
  // The page's code is held back: the server's page is on screen, its buttons not yet live.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.js(\?|$)/, (route) => (holding ? void held.push(route) : route.continue()));
  await page.goto('/product/1', { waitUntil: 'commit' });
  const add = page.getByTestId('product-add-to-cart');
  await expect(add).toBeVisible();
  await add.click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

  holding = false;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  // Replayed once: one unit in the cart, and still one when all is quiet.
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});
