import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/** A new customer made through the back end, logged in the way the shop stores a session. */
async function signInAsNewCustomer(page: Page): Promise<{ token: string; email: string }> {
  const email = `prime-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.cm`;
  const password = 'Secret123!';
  const created = await page.request.post('/rest/fr/V1/customers', {
    data: { customer: { firstname: 'Awa', lastname: 'Mbarga', email }, password },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await page.request.post('/api/auth/login', { data: { username: email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const user = await (await page.request.get('/rest/fr/V1/customers/me', { headers: { Authorization: `Bearer ${token}` } })).json();
  await page.addInitScript(
    ([t, u]) => {
      if (!window.localStorage.getItem('USER_TOKEN')) {
        window.localStorage.setItem('USER_TOKEN', t as string);
        window.localStorage.setItem('USER_KEY', JSON.stringify(u));
      }
    },
    [token, user] as const,
  );
  return { token, email };
}

test.describe('Prime loyalty', () => {
  test('the public programme page shows the four tiers and leads to its pages', async ({ page }) => {
    await page.goto('/boutique-prime');
    await expect(page.getByRole('heading', { level: 1, name: 'Le programme Prime' })).toBeVisible();
    await expect(page.getByTestId('prime-tiers').locator('li')).toHaveCount(4);
    await expect(page.getByTestId('prime-tiers')).toContainText('Dès 2\u202f000 points');
    const nav = page.getByRole('navigation', { name: 'Pages du programme Prime' });
    await nav.getByRole('link', { name: 'Offre première commande' }).click();
    await expect(page).toHaveURL('/boutique-prime/Firstcom');
    await expect(page.getByTestId('prime-firstcom')).toContainText('2 fois plus de points');
    await nav.getByRole('link', { name: 'Connexion Prime' }).click();
    await expect(page.getByTestId('prime-connexion-login')).toHaveAttribute('href', '/login?redirect=%2Fcustomer%2Fprime');
  });

  test('a guest following a referral link signs up first, keeping the code', async ({ page }) => {
    await page.goto('/en/boutique-prime/new?ref=ab12cd34');
    await expect(page.getByRole('heading', { level: 1, name: 'Join Prime as a new customer' })).toBeVisible();
    await expect(page.getByTestId('prime-referral-input')).toHaveValue('ab12cd34');
    await expect(page.getByTestId('prime-join-auth')).toHaveAttribute('href', '/en/signup?redirect=%2Fen%2Fboutique-prime%2Fnew%3Fref%3DAB12CD34');
    await page.getByTestId('prime-referral-input').fill('nope');
    await expect(page.getByText('Invalid referral code: 8 letters or digits')).toBeVisible();
  });

  test('a customer joins, sees their member page and downloads the card as PDF and image', async ({ page }) => {
    await signInAsNewCustomer(page);
    await page.goto('/boutique-prime/old');
    await page.getByTestId('prime-join').click();
    await expect(page.getByText('Bienvenue dans Prime ! Votre carte et vos avantages vous attendent.')).toBeVisible();
    await page.getByRole('link', { name: 'Voir mon espace Prime' }).click();

    await expect(page).toHaveURL('/customer/prime');
    await expect(page.getByTestId('prime-tier')).toHaveText('Niveau Classique');
    await expect(page.getByTestId('prime-points')).toHaveText('0 point');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText(/^Encore 2.000 points pour passer au niveau Argent$/)).toBeVisible();
    await expect(page.getByTestId('prime-referral-code')).toHaveText(/^[A-Z0-9]{8}$/);
    await expect(page.getByTestId('prime-sales-locked').first()).toBeVisible();
    const number = ((await page.getByTestId('prime-card-number').textContent()) ?? '').replace(/\s/g, '');
    expect(number).toMatch(/^9237\d{12}$/);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('prime-card-pdf').click()]);
    expect(pdf.suggestedFilename()).toBe(`prime-${number}.pdf`);
    expect(readFileSync(await pdf.path()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByTestId('prime-card-svg').click()]);
    expect(svg.suggestedFilename()).toBe(`prime-${number}.svg`);
    expect(readFileSync(await svg.path(), 'utf8')).toContain('CLASSIQUE');
  });

  test('a failed card download says so', async ({ page }) => {
    const { token } = await signInAsNewCustomer(page);
    const joined = await page.request.post('/api/prime/join', { headers: { Authorization: `Bearer ${token}` }, data: {} });
    expect(joined.ok()).toBe(true);
    await page.route('**/api/prime/card.pdf**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/customer/prime');
    await page.getByTestId('prime-card-pdf').click();
    await expect(page.getByText('Erreur lors du téléchargement de la carte')).toBeVisible();
  });
});
