import { expect, test } from '../support/test';

test('an unknown path shows the 404 page in French', async ({ page }) => {
  await page.goto('/rayon-qui-n-existe-pas?x=1');
  const error = page.getByTestId('error-page');
  await expect(error).toBeVisible();
  await expect(page).toHaveTitle('Page introuvable');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Cette page n'existe pas/);
  await expect(error.getByTestId('error-status')).toHaveText('404');
  await expect(error.getByTestId('error-status')).toHaveClass(/visually-hidden/);
  await expect(error.getByRole('heading', { level: 1 })).toHaveText("Oups ! Que s'est-il passé ?");
  await expect(error.getByTestId('error-message')).toHaveText('Page Not Found: /rayon-qui-n-existe-pas');
  await expect(error.getByRole('heading', { level: 2 })).toHaveText('Découvrez nos meilleures sélections');
  const tiles = error.getByRole('link');
  await expect(tiles).toHaveCount(12);
  const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.filter((h) => /^\/category\/[a-z0-9-]+-\d+$/.test(h ?? ''))).toHaveLength(11);
  expect(hrefs).toContain('/');
  // The tiles lead somewhere real.
  await tiles.first().click();
  await expect(page.getByTestId('error-page')).toHaveCount(0);
});

test('an unknown path under /en shows the 404 page in English, tiles keep the prefix', async ({ page }) => {
  await page.goto('/en/no-such-page');
  const error = page.getByTestId('error-page');
  await expect(error.getByRole('heading', { level: 1 })).toHaveText('Oops! What happened?');
  await expect(error.getByTestId('error-message')).toHaveText('Page Not Found: /en/no-such-page');
  await expect(page).toHaveTitle('Page not found');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /This page does not exist/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(error.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
});

test('a route whose validity check fails is a fatal 404', async ({ page }) => {
  await page.goto('/category/pas-un-identifiant');
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /category/pas-un-identifiant');
  await page.goto('/fr/not-needed42');
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /fr/not-needed42');
});

test.describe('a crawler', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('gets no error page; the error is logged', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto('/page-disparue');
    await expect.poll(() => logged.some((text) => text.includes('Page Not Found: /page-disparue'))).toBe(true);
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await expect(page.getByText("Oups ! Que s'est-il passé ?")).toHaveCount(0);
  });
});

test('a link to a site off the allow-list is not followed', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByTestId('cart-badge')).toBeAttached();
  await page.evaluate(() => {
    const main = document.getElementById('main')!;
    for (const [id, href] of [['bad', 'https://evil.example/'], ['ok', 'https://wa.me/237690000001']]) {
      const a = document.createElement('a');
      a.id = id!;
      a.href = href!;
      a.textContent = id!;
      main.prepend(a);
    }
    // Count what the guard let through without leaving the test's origin.
    document.addEventListener('click', (event) => {
      const anchor = (event.target as Element).closest('a');
      if (anchor?.id === 'ok' && !event.defaultPrevented) {
        (window as unknown as { allowed: boolean }).allowed = true;
        event.preventDefault();
      }
    });
  });
  await page.locator('#bad').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ce lien mène vers un site extérieur non autorisé.' })).toBeVisible();
  await expect(page).toHaveURL('/cart');
  await page.locator('#ok').click();
  expect(await page.evaluate(() => (window as unknown as { allowed?: boolean }).allowed)).toBe(true);
});
