import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../../support/test';
import { startStore, type RunningStore } from '@shop/gateway/start';
import { STORE_DIR } from '../../support/store.ts';

/**
 * Ratings from real buyers (issue 30), in French and in English: a customer whose order was
 * delivered writes a review from the order's page; the order staff approve it in the console's
 * review desk; the product page then shows the average, the count and the review with its
 * "verified purchase" mark, and the product's tile shows the rating. The test store runs without
 * a console, so this starts a second gateway (seeded catalogue) on the same published store.
 */
// A seeded store of its own, a delivered order, two browser contexts: more than the default 45 s.
test.setTimeout(120_000);

const PASSWORD = 'operator password for the reviews test';
const CREDENTIAL = 'console-credential-of-the-reviews-e2e-store';
let store: RunningStore;
let dbDir: string;
let desk = '';

test.beforeAll(async () => {
  dbDir = mkdtempSync(join(tmpdir(), 'reviews-e2e-'));
  process.env['CAMPAIGN_ADMIN_TOKEN'] = CREDENTIAL;
  store = await startStore({ port: 0, storeDir: STORE_DIR, dbPath: join(dbDir, 'commerce.sqlite'), operatorPassword: PASSWORD });
});

test.afterAll(async () => {
  delete process.env['CAMPAIGN_ADMIN_TOKEN'];
  await store?.close();
  rmSync(dbDir, { recursive: true, force: true });
});

/** The order desk's back end, as the console's server calls it (the credential, an operator session). */
async function deskCall(request: APIRequestContext, path: string, data: unknown) {
  if (!desk) {
    await request.post(`${store.url}/api/operator/bootstrap`, { headers: { authorization: `Bearer ${CREDENTIAL}` }, data: { password: PASSWORD } });
    const session = await request.post(`${store.url}/api/operator/sessions`, { headers: { authorization: `Bearer ${CREDENTIAL}` }, data: { login: 'admin', password: PASSWORD } });
    expect(session.status()).toBe(201);
    desk = ((await session.json()) as { token: string }).token;
  }
  const res = await request.post(`${store.url}${path}`, { headers: { authorization: `Bearer ${CREDENTIAL}`, 'x-operator-session': desk }, data });
  expect(res.ok(), await res.text()).toBe(true);
}

interface Listed {
  sku: string;
  href: string;
}

interface Bought {
  email: string;
  password: string;
  orderId: number;
  product: Listed;
}

/**
 * A new customer's cash-on-delivery order of the first of these listed products that is in
 * stock, delivered by the order desk.
 */
async function deliveredOrder(request: APIRequestContext, candidates: Listed[]): Promise<Bought> {
  const email = `reviews-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.cm`;
  const password = 'Secret123!';
  expect((await request.post(`${store.url}/rest/fr/V1/customers`, { data: { customer: { firstname: 'Awa', lastname: 'Mbarga', email }, password } })).ok()).toBe(true);
  const login = await request.post(`${store.url}/api/auth/login`, { data: { username: email, password } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  await request.post(`${store.url}/rest/fr/V1/carts/mine`, { headers });
  let product: Listed | undefined;
  for (const candidate of candidates) {
    if ((await request.post(`${store.url}/rest/fr/V1/carts/mine/items`, { headers, data: { cartItem: { sku: candidate.sku, qty: 1 } } })).ok()) {
      product = candidate;
      break;
    }
  }
  expect(product, 'a listed product in stock').toBeDefined();
  const towns = (await (await request.get(`${store.url}/rest/fr/V1/gt/towns/list`)).json()) as { town_name: string; quarters: { quarter_id: number; quarter_name: string }[] }[];
  const quarter = towns.find((t) => t.town_name === 'Douala')!.quarters[0]!;
  const telephone = `69${String(Date.now() % 1e7).padStart(7, '0')}`;
  const address = { firstname: 'Awa', lastname: 'Mbarga', country_id: 'CM', city: 'Douala', telephone, street: [quarter.quarter_name], fax: String(quarter.quarter_id), postcode: '-' };
  const shipped = await request.post(`${store.url}/rest/fr/V1/carts/mine/shipping-information`, {
    headers,
    data: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'gtdelivery', shipping_method_code: 'home' } },
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  const placed = await request.post(`${store.url}/rest/fr/V1/carts/mine/payment-information`, { headers: { ...headers, source: 'WEBSITE' }, data: { paymentMethod: { method: 'cashondelivery' } } });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderId = Number(await placed.json());
  // The desk calls the customer, ships, and the courier collects the cash.
  for (const action of ['confirm', 'ship', 'deliver']) await deskCall(request, `/api/operator/orders/${orderId}/actions`, { action });
  return { email, password, orderId, product: product! };
}

async function signIn(page: Page, prefix: '' | '/en', bought: Bought) {
  await page.goto(`${store.url}${prefix}/login`);
  const form = page.getByTestId('login-form');
  await form.getByLabel(prefix ? 'Email address' : 'Adresse e-mail').fill(bought.email);
  await form.getByLabel(prefix ? 'Password' : 'Mot de passe').fill(bought.password);
  await form.getByRole('button', { name: prefix ? 'Log in' : 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const cases = [
  { prefix: '' as const, nth: 0, excellent: 'Excellent', detail: 'Votre avis', send: 'Envoyer mon avis', sent: 'Merci ! Votre avis sera publié après vérification.', pending: 'Votre avis est en cours de vérification.', approved: 'Votre avis est publié.', summary: '5,0 (1 avis)', verified: 'Achat vérifié' },
  { prefix: '/en' as const, nth: 1, excellent: 'Excellent', detail: 'Your review', send: 'Send my review', sent: 'Thank you! Your review will be published once checked.', pending: 'Your review is being checked.', approved: 'Your review is published.', summary: '5.0 (1 review)', verified: 'Verified purchase' },
];

for (const c of cases) {
  test(`a buyer reviews a delivered order's item, the desk approves it, the product shows it (${c.prefix || 'fr'})`, async ({ page, request }) => {
    // Smartphones, cheapest first: the products a shopper browsing the category sees first.
    const category = `${store.url}${c.prefix}/category/smartphones-13?sort=price_asc`;
    await page.goto(category);
    const tiles = page.getByTestId('product-grid').getByTestId('product-card');
    await expect(tiles.first()).toBeVisible();
    const listed = await tiles.evaluateAll((cards) => cards.map((card) => ({ sku: card.getAttribute('data-sku') ?? '', href: card.querySelector('a')?.getAttribute('href') ?? '' })));
    const bought = await deliveredOrder(request, listed.filter((l) => l.sku && l.href).slice(c.nth * 6));
    await signIn(page, c.prefix, bought);

    // The order's page: the delivered item waits for its review.
    await page.goto(`${store.url}${c.prefix}/customer/orders/${bought.orderId}`);
    const reviews = page.getByTestId('order-reviews');
    await reviews.getByTestId('review-open').click();
    const form = reviews.getByTestId('review-form');
    // Sent without a rating: said beside the form, nothing written.
    await form.getByLabel(c.detail, { exact: true }).fill('Produit conforme, livré en deux jours à Douala. Very good.');
    await form.getByRole('button', { name: c.send }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await form.getByLabel(c.excellent).check();
    await form.getByTestId('review-submit').click();
    await expect(page.getByRole('status').filter({ hasText: c.sent })).toBeVisible();
    await expect(reviews.getByTestId('review-status')).toContainText(c.pending);

    // The order staff approve it in the console's review desk.
    const staff = await page.context().browser()!.newContext();
    const operator = await staff.newPage();
    await operator.goto(`${store.url}/operator`);
    await operator.locator('#login-name').fill('admin');
    await operator.locator('#password').fill(PASSWORD);
    await operator.locator('#login button[type="submit"]').click();
    await expect(operator.locator('#reviews-part')).toBeVisible();
    await operator.locator('#reviews-part a[lang="en"]').click();
    await expect(operator).toHaveURL(`${store.url}/operator/reviews`);
    const row = operator.locator('#reviews tbody tr').filter({ hasText: bought.product.sku });
    await expect(row).toContainText('Produit conforme');
    await row.locator('button[data-decision="approved"]').click();
    await expect(operator.locator('#notice')).toContainText('approved: the product now counts 1 reviews');
    await staff.close();

    await page.reload();
    await expect(page.getByTestId('order-reviews').getByTestId('review-status')).toContainText(c.approved);

    // The product: its average and count near the name, the review with its purchase mark, the JSON-LD.
    await page.goto(`${store.url}${bought.product.href}`);
    await expect(page.getByTestId('product-page').getByTestId('product-rating').first()).toContainText(c.summary);
    const shown = page.getByTestId('product-review');
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText('Produit conforme, livré en deux jours à Douala.');
    await expect(shown.getByTestId('verified-purchase')).toContainText(c.verified);
    const ld = JSON.parse((await page.getByTestId('product-json-ld').textContent()) ?? '{}') as { aggregateRating?: { ratingValue: number; reviewCount: number }; review?: unknown[] };
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    expect(ld.review).toHaveLength(1);

    // Its tile in the category, with the rating in short: the server keeps a rendered page for
    // 30 s (HTML_TTL_SECONDS), and this one was rendered at the start of the test.
    const tileRating = page.locator(`[data-testid="product-card"][data-sku="${bought.product.sku}"]`).getByTestId('product-rating');
    await expect(async () => {
      await page.goto(category);
      await expect(tileRating).toContainText('5', { timeout: 2_000 });
    }).toPass({ timeout: 45_000, intervals: [3_000] });
  });
}
