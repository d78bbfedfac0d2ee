import { expect, test } from '../support/test';
import { servedRemotes } from '../support/shopper.ts';
import { STORE_URL } from '../support/store.ts';

test('/healthcheck reports the shell, every remote manifest and the APIs', async ({ page }) => {
  const remotes = await servedRemotes(page.request);
  await page.goto('/healthcheck');
  await expect(page.getByTestId('health-status')).toHaveAttribute('data-status', 'ok');
  const rows = page.getByTestId('health-check');
  await expect(rows).toHaveCount(1 + remotes.length + 2);
  for (const name of ['shell', ...remotes.map((r) => r.name), 'commerce-api', 'search']) {
    await expect(page.locator(`[data-testid="health-check"][data-name="${name}"]`)).toHaveAttribute('data-status', 'ok');
  }
  const catalog = remotes.find((r) => r.name === 'mf-catalog')!;
  await expect(page.locator('[data-testid="health-check"][data-name="mf-catalog"]')).toContainText(catalog.version);
});

test('/healthcheck says so when a remote manifest is gone', async ({ page }) => {
  await page.route('**/remotes/mf-games/**/mf-manifest.json', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/en/healthcheck');
  await expect(page.getByTestId('health-status')).toHaveAttribute('data-status', 'down');
  await expect(page.getByTestId('health-status')).toHaveText('At least one service does not answer');
  await expect(page.locator('[data-testid="health-check"][data-name="mf-games"]')).toContainText('HTTP 404');
});

test('/gtm shows the third-party state and rates this page load against the spec thresholds', async ({ page }) => {
  await page.goto('/gtm');
  await expect(page.getByTestId('third-party-none')).toBeVisible();
  const fcp = page.locator('[data-testid="web-vital"][data-name="FCP"]');
  await expect(fcp).toBeVisible();
  await expect(fcp).toHaveAttribute('data-rating', /^(good|needs-improvement|poor)$/);
  expect(await page.evaluate(() => (window.dataLayer ?? []).some((e) => e['event'] === 'web_vitals' && e['metric_name'] === 'FCP'))).toBe(true);
});

test('third-party loading is held back when the browser asks to save data', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
  });
  await page.goto('/gtm');
  await expect(page.getByTestId('third-party-held-back')).toHaveText("Chargement suspendu : le navigateur demande d'économiser les données.");
});

test('/sitemap.xml is XML for crawlers: categories, products and static pages in both languages with alternates', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  expect(xml.startsWith('<?xml')).toBe(true);
  expect(xml).toContain(`<loc>${STORE_URL}/fr/category/telephones-tablettes-12</loc>`);
  expect(xml).toContain(`<loc>${STORE_URL}/en/category/telephones-tablettes-12</loc>`);
  expect(xml).toContain(`<loc>${STORE_URL}/fr/centre-daide</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${STORE_URL}/en/product/[a-z0-9-]+-\\d+</loc>`));
  expect(xml).toContain(`hreflang="x-default" href="${STORE_URL}/centre-daide"`);
  expect(xml).not.toContain('/customer');
  expect(xml).not.toContain('/cart<');
  // Every product link the sitemap gives opens a real product page.
  const product = /<loc>[^<]*(\/fr\/product\/[^<]+)<\/loc>/.exec(xml)![1]!;
  const page = await request.get(product);
  expect(page.status()).toBe(200);
});

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}
