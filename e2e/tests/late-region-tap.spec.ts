import { expect, test } from '../support/test';

/**
 * The page is live (`data-hydrated`) before every region is: home's product grid hydrates when
 * its own code arrives. A tap on "add to cart" there in between was stopped by React and lost
 * (the flaky cross-remote-store test under load); it is held and replayed once the grid is live.
 */
test.skip(process.env['SHOP_SSR'] === '0', 'server rendering is off (SHOP_SSR=0)');

for (const path of ['/', '/en']) {
  test(`${path}: a tap on a grid card's add-to-cart before the grid has hydrated lands once it has`, async ({ page }) => {
    // Hold back only the chunk that holds the product grid's code (found by its content).
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route(/\/remotes\/mf-catalog\/.*\.js(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const release = () => route.fulfill({ response, body });
      if (holding && body.includes('"product-grid"') && !/__federation_expose_/.test(route.request().url())) held.push(release);
      else await release();
    });
    // Not waiting for `load`: the held chunk may be asked for before it, and `load` waits for it.
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
    await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const badge = page.getByTestId('cart-badge');
    await expect(badge).toHaveText('0');
    const card = page.getByTestId('product-grid').getByTestId('product-card').filter({ has: page.getByTestId('add-to-cart') }).first();
    const unclaimed = await card.getByTestId('add-to-cart').evaluate((node) => !Object.keys(node).some((key) => key.startsWith('__reactProps')));
    expect(unclaimed).toBe(true);
    await card.getByTestId('add-to-cart').click();

    holding = false;
    await Promise.all(held.splice(0).map((release) => release()));
    await expect(badge).toHaveText('1', { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await expect(badge).toHaveText('1');
  });
}
