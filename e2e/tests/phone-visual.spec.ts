import { expect, test, type Page } from '../support/test';
import { gotoPage } from '../support/shopper.ts';

/**
 * Issue 30 (points 1 and 6) on a phone (390 × 844): a real logo, banners with pictures, product
 * shots, six products a screen in the grids, flash cards without an empty band, and a checkout
 * under 2,400 px with one telephone-format hint and every button inside its card.
 */

/** How many product cards lie wholly on screen once the first one is scrolled to the top. */
async function fullCardsInAScreen(page: Page, container: string): Promise<number> {
  return page.locator(`${container} [data-testid="product-card"]`).evaluateAll((cards) => {
    window.scrollTo(0, cards[0]!.getBoundingClientRect().top + window.scrollY);
    return cards.map((c) => c.getBoundingClientRect()).filter((b) => b.top >= -1 && b.bottom <= window.innerHeight).length;
  });
}

test('the home has a drawn logo, banners with pictures, six products a screen and tight flash cards', async ({ page }) => {
  await gotoPage(page, '/');
  const mark = page.locator('header .logo svg.logo__mark');
  await expect(mark).toBeVisible();
  expect((await mark.boundingBox())!.width).toBeGreaterThanOrEqual(30);

  const bannerPicture = page.getByTestId('home-hero-banner').first().locator('img');
  await expect(bannerPicture).toBeVisible();
  await expect.poll(() => bannerPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Flash cards: the button sits right under the price, no empty band between them.
  const flash = page.locator('.catalog-flash-strip__list [data-testid="product-card"]');
  await flash.first().waitFor();
  const bands = await flash.evaluateAll((cards) =>
    cards.slice(0, 4).map((card) => {
      // The price, or the rating stars under it when the product has reviews.
      const content = Math.max(...[...card.querySelectorAll('.shop-card > :last-child, .catalog-rating')].map((e) => e.getBoundingClientRect().bottom));
      return card.querySelector('.catalog-tile__action')!.getBoundingClientRect().top - content;
    }),
  );
  for (const band of bands) expect(band).toBeLessThanOrEqual(12);

  await page.getByTestId('product-grid').getByTestId('product-card').first().waitFor();
  expect(await fullCardsInAScreen(page, '[data-testid="product-grid"]')).toBeGreaterThanOrEqual(6);
});

for (const width of [360, 320]) {
  test(`the header fits a ${width} px phone in both languages, its language links included`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    for (const path of ['/', '/en']) {
      await gotoPage(page, path);
      const edges = await page.locator('header .site-header__top > *, header .site-header__top a').evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().right));
      for (const right of edges) expect(right).toBeLessThanOrEqual(width);
      await expect(page.locator('header .language-switch a').last()).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
}

test('a product page shows its own WebP shot and zooms into the 1200 px picture', async ({ page }) => {
  await gotoPage(page, '/category/smartphones-13');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  const main = page.getByTestId('product-gallery').locator('.catalog-gallery__main img');
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const response = await page.request.get(await main.evaluate((img: HTMLImageElement) => img.currentSrc), { headers: { accept: 'image/webp,*/*' } });
  expect(response.headers()['content-type']).toBe('image/webp');
  await page.getByRole('button', { name: "Agrandir l'image" }).click();
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(1200);
  await expect(page.getByRole('button', { name: "Réduire l'image" })).toHaveAttribute('aria-pressed', 'true');
});

test('the checkout on a phone stays under 2,400 px, says the telephone format once and keeps fields and buttons in their cards', async ({ page }) => {
  await gotoPage(page, '/category/smartphones-13');
  await page.getByTestId('product-grid').getByTestId('add-to-cart').first().click();
  await expect(page.getByTestId('cart-badge')).not.toHaveText('0');
  await gotoPage(page, '/checkout');
  await page.getByTestId('place-order').waitFor();
  // The page's content, from its title to "back to cart" (the shell's header and footer are every page's).
  expect((await page.locator('.checkout-page').boundingBox())!.height).toBeLessThan(2400);
  await expect(page.locator('.checkout-field__hint')).toHaveCount(1);
  await expect(page.locator('.checkout-field__hint')).toHaveText(/9 chiffres/);
  const outside = await page.locator('.checkout-section, .cart-coupon').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const box = card.getBoundingClientRect();
      return [...card.querySelectorAll('button, input, select, textarea')]
        .filter((button) => {
          const b = button.getBoundingClientRect();
          return b.width > 1 && (b.left < box.left || b.right > box.right || b.top < box.top || b.bottom > box.bottom);
        })
        .map((control) => control.textContent || control.getAttribute('name') || control.id);
    }),
  );
  expect(outside).toEqual([]);
});
