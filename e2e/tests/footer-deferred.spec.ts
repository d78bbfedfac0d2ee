import { consoleTrouble, HYDRATION_TROUBLE, rememberServerNode, serverNodeHydrated } from '../support/hydration';
import { expect, test, type Page } from '../support/test';

/**
 * The footer's code is not part of a page's first load (decision 015): a server-rendered footer
 * stays as the server sent it, links working, until it nears the screen or the shopper first taps
 * or types; then its code downloads and React hydrates the same nodes, without a warning.
 */
test.skip(process.env['SHOP_SSR'] === '0', 'server rendering is off (SHOP_SSR=0)');

const FOOTER = 'footer.site-footer';
const footerHydrated = (page: Page) => serverNodeHydrated(page, 'footer', FOOTER);

/**
 * Opens a category page and waits until it is live and quiet, its footer (far below) still the
 * server's HTML; returns the console's trouble from the first load on.
 */
async function openQuietWithServerFooter(page: Page): Promise<string[]> {
  const trouble = consoleTrouble(page);
  await rememberServerNode(page, 'footer', FOOTER);
  await page.goto('/category/12');
  await page.waitForLoadState('networkidle');
  expect(await footerHydrated(page)).toBe(false);
  return trouble;
}

test('the server-rendered footer is hydrated in place once scrolled to, not with the page', async ({ page }) => {
  const trouble = await openQuietWithServerFooter(page);
  await expect(page.locator('footer').getByRole('link').first()).toHaveAttribute('href', /.+/);

  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => footerHydrated(page), { timeout: 20_000 }).toBe(true);
  await expect(page.locator('footer').getByTestId('newsletter-form')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(trouble.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
});

test('a client-side navigation before the footer is scrolled to goes through, footer and all', async ({ page }) => {
  const trouble = consoleTrouble(page);
  await rememberServerNode(page, 'footer', FOOTER);
  await page.goto('/category/12');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const product = page.locator('main a[href*="/product/"]').first();
  const href = await product.getAttribute('href');
  await product.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No full page load: the router navigated, and the footer's boundary did not hold it back.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect.poll(() => footerHydrated(page), { timeout: 20_000 }).toBe(true);
  expect(trouble.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
});

test('a navigation made without any tap or key (history API) is not held back by the unhydrated footer', async ({ page }) => {
  const trouble = await openQuietWithServerFooter(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/product/1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: /Tecno Spark Go 2024/ })).toBeVisible();
  expect(trouble.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
});

test('a language switch before the footer has hydrated shows the footer in the new language, without a mismatch', async ({ page }) => {
  const trouble = await openQuietWithServerFooter(page);
  await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL(/\/en\/category\/12$/);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer').getByTestId('newsletter-form')).toBeVisible();
  await expect(page.locator('footer #footer-help')).toHaveText('Need help?');
  expect(trouble.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
});
