import { chromiumLaunch } from '../support/chromium';
import { expect, test } from '../support/test';

// A phone on 3G. Chromium's lazy-load distance grows as the connection slows (1,250 px on 4G,
// 2,500 px on 3G): the shoppers whose data it costs most are the ones it is meant to spare.
test.use({ launchOptions: chromiumLaunch('--force-effective-connection-type=3G') });

test('the home fetches the pictures of the cards near the screen, the others and the cart code as the shopper comes near', async ({ page }) => {
  const pictures = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/media/catalog/product/')) pictures.add(request.url());
  });
  const fetched = (path: string) => [...pictures].some((url) => new URL(url).pathname === path);
  let cartCode = 0;
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-cart-checkout/')) cartCode += 1;
  });
  await page.goto('/');
  const cards = page.getByTestId('product-grid').getByTestId('product-card');
  await expect(cards).toHaveCount(25);
  await page.waitForLoadState('networkidle');
  // By its sku: reaching the end of the grid loads its next page, and "the last card" moves on.
  const sku = (await cards.last().getAttribute('data-sku'))!;
  const far = page.getByTestId('product-grid').locator(`[data-sku="${sku}"] img`);
  const farPicture = new URL((await far.getAttribute('src'))!, page.url()).pathname;
  // The lazy-load distance alone fetched 33 pictures here, most of them for cards two screens
  // or more below; the first screen needs 19.
  expect(pictures.size).toBeLessThanOrEqual(24);
  expect(fetched(farPicture)).toBe(false);
  // Nor the cart's code, for a visitor who has only looked so far.
  expect(cartCode).toBe(0);
  await far.scrollIntoViewIfNeeded();
  await expect(far).toHaveJSProperty('complete', true);
  expect(await far.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(fetched(farPicture)).toBe(true);
  // The scroll asked for the cart's code ahead of a tap on a card.
  await expect.poll(() => cartCode).toBeGreaterThan(0);
});
