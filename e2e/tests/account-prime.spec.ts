import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { newCustomer, placePickupOrder } from '../support/customer-area.ts';
import { moveOrderOn } from '../support/orders.ts';
import { signInWithToken } from '../support/shopper.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new customer of its own for each test, logged in the way the shop stores a session. */
async function signInAsNewCustomer(page: Page) {
  const customer = await newCustomer(page.request);
  await signInWithToken(page, customer.token);
  return customer;
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

  test('every programme address answers as a page, in both languages', async ({ page }) => {
    for (const path of ['/boutique-prime', '/boutique-prime/new', '/boutique-prime/old', '/boutique-prime/Firstcom', '/boutique-prime/Connexion', '/en/boutique-prime/Firstcom']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('First-order offer');
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
    await expect(page.getByTestId('account-menu-prime')).toHaveAttribute('aria-current', 'page');
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

  test("a member's cash order shows as points on the member page only once it is complete", async ({ page }) => {
    const customer = await signInAsNewCustomer(page);
    const auth = bearer(customer.token);
    expect((await page.request.post('/api/prime/join', { headers: auth, data: {} })).ok()).toBe(true);
    const order = await placePickupOrder(page.request, customer);
    const placed = (await (await page.request.get(`/rest/fr/V1/orders/${order.id}`, { headers: auth })).json()) as { increment_id: string; subtotal: number; discount_amount: number };
    // Placed, confirmed by the shop's call, ready at the agency: not paid yet, so no points.
    moveOrderOn(placed.increment_id, 'confirmed', 'ready_for_pickup');
    await page.goto('/customer/prime');
    await expect(page.getByTestId('prime-points')).toHaveText('0 point');
    // Collected and paid at the agency: complete.
    moveOrderOn(placed.increment_id, 'delivered');
    // first complete order as a member: 1 point per 100 FCFA of goods, doubled
    const points = Math.floor((placed.subtotal + placed.discount_amount) / 100) * 2;
    await page.reload();
    await expect(page.getByTestId('prime-points')).toHaveText(new RegExp(`^${points.toLocaleString('fr-FR').replace(/\s/g, '.')} points?$`));
    await expect(page.getByTestId('prime-history')).toContainText(`Commande n° ${placed.increment_id}`);
    await expect(page.getByTestId('prime-history')).toContainText(`+${points.toLocaleString('fr-FR')}`);
  });

  test("a referee's first complete order credits the referrer, who is told on the next visit to the customer area, once", async ({ page, request }) => {
    const referrer = await signInAsNewCustomer(page);
    const joined = await page.request.post('/api/prime/join', { headers: bearer(referrer.token), data: {} });
    const { referral_code: code } = (await joined.json()) as { referral_code: string };
    // The referee signs up on their own phone: not through the referrer's signed-in page.
    const referee = await newCustomer(request);
    expect((await page.request.post('/api/prime/join', { headers: bearer(referee.token), data: { referral_code: code } })).ok()).toBe(true);
    const { id } = await placePickupOrder(page.request, referee);
    const { increment_id: number } = (await (await page.request.get(`/rest/fr/V1/orders/${id}`, { headers: bearer(referee.token) })).json()) as { increment_id: string };
    moveOrderOn(number, 'confirmed', 'ready_for_pickup', 'delivered');

    await page.goto('/customer');
    await expect(page.getByText(/^Un filleul a passé sa première commande : \+1.000 points\.$/)).toBeVisible();
    await expect
      .poll(async () => ((await (await page.request.get('/api/prime/notices', { headers: bearer(referrer.token) })).json()) as { notices: unknown[] }).notices.length)
      .toBe(0);
    await page.getByTestId('account-menu-prime').click();
    await expect(page.getByTestId('prime-points')).toHaveText('1\u202f000 points');
    await expect(page.getByText('Filleuls inscrits : 1 · crédités : 1')).toBeVisible();
  });

  test('a failed card download says so', async ({ page }) => {
    const { token } = await signInAsNewCustomer(page);
    const joined = await page.request.post('/api/prime/join', { headers: bearer(token), data: {} });
    expect(joined.ok()).toBe(true);
    await page.route('**/api/prime/card.pdf**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/customer/prime');
    await page.getByTestId('prime-card-pdf').click();
    await expect(page.getByText('Erreur lors du téléchargement de la carte')).toBeVisible();
  });
});
