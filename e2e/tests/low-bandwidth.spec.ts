import { expect, test, type CDPSession, type Page } from '../support/test';

const CATEGORY = '/category/smartphones-13';
const PICTURE = '/media/catalog/product/';

/** Chromium's own Save-Data switch (what `navigator.connection.saveData` reports), as a shopper sets it. */
async function saveData(page: Page, enabled: boolean, cdp?: CDPSession): Promise<CDPSession> {
  const session = cdp ?? (await page.context().newCDPSession(page));
  await session.send('Emulation.setDataSaverOverride', { dataSaverEnabled: enabled });
  return session;
}

/** Every picture the page asks the server for. */
function pictureRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(PICTURE)) urls.push(request.url());
  });
  return urls;
}

/** Every image on the page states its size, so nothing moves when it arrives. */
async function expectSizedImages(page: Page): Promise<void> {
  const unsized = await page.locator('img').evaluateAll((images) =>
    images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML.slice(0, 120)),
  );
  expect(unsized).toEqual([]);
}

test('Save-Data: a category shows only 160 px pictures and hovering a link downloads no page code', async ({ page }) => {
  const cdp = await saveData(page, true);
  // What the browser sends in that mode (the emulation above does not add it): the server renders
  // the page with the small pictures from the first byte.
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  // The browser hydrates in the mode the server rendered in: no mismatch to report.
  const hydrationTrouble: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|#418|#425/i.test(message.text())) hydrationTrouble.push(message.text());
  });
  const pictures = pictureRequests(page);
  const pageCode: string[] = [];
  page.on('request', (request) => {
    const match = /__federation_expose_(\w+)/.exec(request.url());
    if (match) pageCode.push(match[1]!);
  });

  await page.goto(CATEGORY);
  const cards = page.getByTestId('product-card');
  await expect(cards.first().locator('img')).toBeVisible();
  await expect.poll(() => pictures.length).toBeGreaterThan(0);
  // Every picture asked for is the thumbnail, and no card offers the browser a larger one.
  expect(pictures.filter((url) => !url.includes('w=160'))).toEqual([]);
  const offered = await cards.locator('img').evaluateAll((images) => images.map((img) => img.getAttribute('srcset')));
  expect(offered.filter(Boolean)).toEqual([]);
  await expectSizedImages(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(hydrationTrouble).toEqual([]);

  // Hovering a product link fetches nothing ahead of the click...
  await cards.first().locator('a.shop-card').hover();
  // ...which the same hover does once Save-Data is off (the control: it proves the hover counted).
  await saveData(page, false, cdp);
  const control = page.waitForRequest(/__federation_expose_categories/);
  await page.locator('a[href$="/categorie"]').first().hover();
  await control;
  expect(pageCode).not.toContain('product');
});

test('normal connection: pictures come in the size their slot needs, the first product picture eagerly', async ({ page }) => {
  const pictures = pictureRequests(page);
  await page.goto(CATEGORY);
  const first = page.getByTestId('product-card').first().locator('img');
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('srcset', /\?w=160 160w, .+ 600w$/);
  await expect(first).toHaveAttribute('loading', 'eager');
  await expectSizedImages(page);

  await page.getByTestId('product-card').first().locator('a.shop-card').click();
  const main = page.getByTestId('product-gallery').locator('.catalog-gallery__main img');
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('loading', 'eager');
  await expect(main).toHaveAttribute('width', '600');
  // A phone-wide slot (390 px) takes the full picture; the gallery's thumbnails are the small file.
  const chosen = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).not.toContain('w=160');
  const thumbnails = await page.locator('.catalog-gallery__thumb img').evaluateAll((images) => images.map((img) => img.getAttribute('src')));
  expect(thumbnails.filter((src) => !src?.includes('w=160'))).toEqual([]);
  expect(pictures.some((url) => url === chosen)).toBe(true);
  await expectSizedImages(page);
});
