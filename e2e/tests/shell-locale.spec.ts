import { expect, test, type BrowserContext } from '../support/test';
import { STORE_URL } from '../support/store.ts';

const COOKIE = 'i18n_locale';

async function localeCookie(context: BrowserContext) {
  return (await context.cookies(STORE_URL)).find((c) => c.name === COOKIE);
}

test.describe('first visit with an English browser (Accept-Language en-US)', () => {
  test.use({ locale: 'en-US' });

  test('shows the shop in English and remembers it for 365 days, SameSite=Lax', async ({ page, context }) => {
    await page.goto('/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('account-link')).toHaveAccessibleName('Log in');
    const cookie = await localeCookie(context);
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  test('a remembered French choice wins over the browser language', async ({ page, context }) => {
    await context.addCookies([{ name: COOKIE, value: 'fr', url: STORE_URL }]);
    await page.goto('/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('account-link')).toHaveAccessibleName('Se connecter');
  });

  test('the path prefix wins over cookie and browser', async ({ page, context }) => {
    await context.addCookies([{ name: COOKIE, value: 'en', url: STORE_URL }]);
    await page.goto('/fr/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect.poll(async () => (await localeCookie(context))?.value).toBe('fr');
  });
});

test.describe('a French browser (fr-FR)', () => {
  test('gets French, and a remembered English choice', async ({ page, context }) => {
    await page.goto('/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.addCookies([{ name: COOKIE, value: 'en', url: STORE_URL }]);
    await page.goto('/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('a browser in a language the shop does not have', () => {
  test.use({ locale: 'de-DE' });

  test('falls back to French', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test('switching language on a deep page keeps the page, its query, and the API follows', async ({ page, context }) => {
  await page.goto('/centre-daide/retour-et-remboursement?from=footer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL('/en/centre-daide/retour-et-remboursement?from=footer');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('account-link')).toHaveAccessibleName('Log in');
  await expect.poll(async () => (await localeCookie(context))?.value).toBe('en');

  await page.goto('/fr/categorie');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const english = page.waitForRequest((req) => req.url().includes('/rest/en/V1/'));
  await page.getByRole('link', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL('/en/categorie');
  await english;
});
