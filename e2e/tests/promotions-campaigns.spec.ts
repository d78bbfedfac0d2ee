import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '../support/test';
import { REPO_ROOT, STORE_DIR, STORE_URL } from '../support/store.ts';

/** The campaign managers' CLI, as they run it on the server (it reads the server's credential). */
function campaigns(...args: string[]): string {
  return execFileSync('node', ['--import', 'tsx', 'commerce-api/src/campaigns/cli.ts', ...args, '--api', STORE_URL], {
    cwd: REPO_ROOT,
    env: { ...process.env, DB_PATH: join(STORE_DIR, 'commerce.sqlite') },
    encoding: 'utf8',
  });
}

/** The gateway refreshes its campaign routes every few seconds: wait until a page's status says so. */
async function expectStatus(request: APIRequestContext, path: string, status: number) {
  await expect.poll(async () => (await request.get(path, { maxRedirects: 0 })).status(), { timeout: 15_000 }).toBe(status);
}

test('a seeded campaign shows its state, countdown, children and products, in French and English', async ({ page }) => {
  const response = await page.goto('/black-friday');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Black Friday' })).toBeVisible();
  await expect(page.getByTestId('campaign-status')).toHaveText('En cours');
  await expect(page.getByTestId('campaign-countdown')).toContainText('Se termine dans');
  await expect(page.getByTestId('campaign-products').getByRole('link').first()).toBeVisible();

  await page.getByRole('link', { name: /journées des marques/ }).click();
  await expect(page).toHaveURL(/\/black-friday\/brand-days$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Black Friday : les journées des marques');

  await page.goto('/fr/black-friday/crazy-hours');
  await expect(page.getByTestId('crazy-hours')).toContainText('Crazy Hours chaque jour à 12:00, 19:00');
  await expect(page.getByTestId('crazy-hours')).toContainText(/Crazy Hour en cours, fin dans|Prochaine Crazy Hour dans/);

  await page.goto('/en/les-fetes-en-folie');
  await expect(page.getByTestId('campaign-status')).toHaveText('Upcoming');
  await expect(page.getByTestId('campaign-countdown')).toContainText('Starts in');
  await expect(page.getByText('Up to 80% off', { exact: true })).toBeVisible();

  await page.goto('/fr/vente-flash');
  await expect(page.getByRole('note')).toContainText('Un seul article en vente flash par client');
  await expect(page.getByTestId('campaign-products').getByText(/^Plus que \d+$/).first()).toBeVisible();
  await expect(page.getByTestId('campaign-products').getByRole('timer').first()).toHaveText(/^Fin de la vente flash dans (\d+ j )?\d\d:\d\d:\d\d$/);
});

test('an ended campaign says "Promotion Ended" and hides its products; unknown slugs are real 404s', async ({ page, request }) => {
  await page.goto('/en/ramadan');
  await expect(page.getByTestId('campaign-status')).toHaveText('Promotion Ended');
  await expect(page.getByTestId('campaign-ended')).toBeVisible();
  await expect(page.getByTestId('campaign-products')).toHaveCount(0);

  for (const path of ['/black-friday', '/fr/black-friday/crazy-days', '/en/Destockage', '/ramadan']) expect((await request.get(path)).status(), path).toBe(200);
  for (const path of ['/soldes-imaginaires', '/black-friday/nope']) expect((await request.get(path)).status(), path).toBe(404);
  const response = await page.goto('/soldes-imaginaires');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /soldes-imaginaires');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${STORE_URL}/fr/black-friday</loc>`);
  expect(sitemap).toContain(`<loc>${STORE_URL}/en/black-friday/brand-days</loc>`);
});

test('a campaign created with the CLI goes live, moves from programmed to in progress to ended by its dates, and is removed', async ({ page, request }) => {
  test.setTimeout(150_000);
  const slug = `e2e-crazy-hours-${Date.now()}`;
  const dir = mkdtempSync(join(tmpdir(), 'campaign-'));
  const now = Date.now();
  try {
    writeFileSync(
      join(dir, 'campaign.json'),
      JSON.stringify({
        slug,
        title: { fr: 'Crazy Hours', en: 'Crazy Hours' },
        text: { fr: 'Une heure de prix fous.', en: 'One hour of crazy prices.' },
        colors: { background: '#c8102e', text: '#ffffff', accent: '#ffd400' },
        // Far enough ahead that a loaded machine still opens the page before the start.
        starts_at: new Date(now + 45_000).toISOString(),
        ends_at: new Date(now + 60_000).toISOString(),
        selection: { flags: ['is_crazy_hours'] },
      }),
    );
    expect(JSON.parse(campaigns('create', join(dir, 'campaign.json')))).toMatchObject({ slug, status: 'programmed' });
    await expectStatus(request, `/${slug}`, 200);

    await page.goto(`/${slug}`);
    await expect(page.getByTestId('campaign-status')).toHaveText('Bientôt');
    await expect(page.getByTestId('campaign-countdown')).toContainText('Commence dans');
    // No reload from here on: the page follows the campaign's dates by itself.
    await expect(page.getByTestId('campaign-status')).toHaveText('En cours', { timeout: 60_000 });
    await expect(page.getByTestId('campaign-products').getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('campaign-status')).toHaveText('Promotion terminée', { timeout: 30_000 });
    await expect(page.getByTestId('campaign-products')).toHaveCount(0);

    expect(JSON.parse(campaigns('remove', slug))).toEqual({ deleted: slug });
    await expectStatus(request, `/${slug}`, 404);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the admin endpoint refuses a browser without the server-held credential', async ({ request }) => {
  const res = await request.post('/api/admin/campaigns', { data: { slug: 'pirate' } });
  expect(res.status()).toBe(401);
  expect((await request.get('/api/campaigns/pirate')).status()).toBe(404);
});

test('a brand shop: hero, best sellers, category filter and sort in the URL, more pages, and its webview twin', async ({ page }) => {
  await page.goto('/fr/samsung-officiel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boutique officielle Samsung');
  await expect(page.getByTestId('campaign-best-sellers').getByRole('link')).toHaveCount(4);
  const total = Number((await page.locator('#cp-products-title').textContent())?.replace(/\D/g, ''));
  const chip = page.getByTestId('campaign-categories').getByRole('button').nth(1);
  const [, count] = /\((\d+)\)$/.exec((await chip.textContent()) ?? '') ?? [];
  await chip.click();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(page.locator('#cp-products-title')).toHaveText(`${count} produit${Number(count) > 1 ? 's' : ''}`);
  expect(Number(count)).toBeLessThan(total);
  await page.getByTestId('campaign-sort').selectOption('price:asc');
  await expect(page).toHaveURL(/sort=price&dir=asc/);
  await expect(page.getByTestId('campaign-sort')).toHaveValue('price:asc');

  await page.goto('/fr/samsung-officiel');
  const grid = page.getByTestId('campaign-products').locator(':scope > li');
  await expect(grid).toHaveCount(24);
  await page.getByRole('button', { name: 'Afficher plus de produits' }).click();
  await expect(grid).toHaveCount(Math.min(48, total));

  const webview = await page.goto('/mobile/pages/samsung-officiel');
  expect(webview?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boutique officielle Samsung');
  await expect(page.locator('[data-layout="webview"]')).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
});
