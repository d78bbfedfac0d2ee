import { expect, test } from '../support/test';
import { tryAgainIfNotReady } from '../support/hydration';

for (const { prefix, more } of [
  { prefix: '', more: 'Afficher plus de produits' },
  { prefix: '/en', more: 'Show more products' },
]) {
  test(`a long category loads two pages by itself, then the footer is reachable (${prefix || 'fr'})`, async ({ page }) => {
    await page.goto(`${prefix}/category/12`);
    const cards = page.getByTestId('product-grid').getByTestId('product-card');
    await expect(cards).toHaveCount(25);
    const pages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/V1/products') && url.searchParams.get('searchCriteria[currentPage]')) pages.push(url.searchParams.get('searchCriteria[currentPage]')!);
    });
    // A shopper flicking to the bottom again and again.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('End');
      await page.waitForTimeout(700);
    }
    expect(pages).toEqual(['2', '3']);
    await expect(cards).toHaveCount(75);

    // At the bottom of the page now: the footer's help links and agencies, not another page of products.
    const footer = page.locator('footer.site-footer');
    await expect(footer.getByTestId('agencies')).toBeInViewport();
    const help = footer.locator('[aria-labelledby="footer-help"] a').first();
    await help.scrollIntoViewIfNeeded();
    await expect(help).toBeInViewport();
    await expect(cards).toHaveCount(75);

    // The link adds the next page in place, as a shopper who wants more asks.
    const link = page.getByRole('link', { name: more });
    await expect(link).toHaveAttribute('href', '?page=4');
    await link.click();
    await expect(cards).toHaveCount(100);
    expect(pages).toEqual(['2', '3', '4']);
    await expect(page).toHaveURL(new RegExp(`${prefix}/category/12$`));

    await help.click();
    await expect(page).not.toHaveURL(/\/category\//);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('"load more" is a link to the next page', async ({ page }) => {
    await page.goto('/category/12');
    await tryAgainIfNotReady(page);
    const first = await page.getByTestId('product-card').first().getAttribute('data-sku');
    await page.getByRole('link', { name: 'Afficher plus de produits' }).click();
    await expect(page).toHaveURL(/\/category\/12\?page=2$/);
    await tryAgainIfNotReady(page);
    await expect(page.getByTestId('product-card')).toHaveCount(25);
    expect(await page.getByTestId('product-card').first().getAttribute('data-sku')).not.toBe(first);
    await expect(page.getByRole('link', { name: 'Afficher plus de produits' })).toHaveAttribute('href', '?page=3');
  });
});
