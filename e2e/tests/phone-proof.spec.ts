import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { fillEntry, newPhone, placeGuestOrder } from '../support/games.ts';
import { latestCode, phoneProof } from '../support/phone-proof.ts';
import { gotoPage, untilHydrated } from '../support/shopper.ts';

// Issue 24: a guest proves the telephone that stands for them once per visit (a code by SMS),
// then plays and bids as before. Issue 30, rule 4: a sign-up past its limits is refused before
// a code is sent, and the form keeps what was typed.

/** The code step: send, read the SMS from the demo outbox, type it, confirm. */
async function proveWithCode(page: Page, telephone: string, labels: { send: string; code: string; confirm: string }): Promise<void> {
  const step = page.getByTestId('phone-proof');
  await step.getByRole('button', { name: labels.send }).click();
  await step.getByLabel(labels.code).fill(await latestCode(page.request, telephone));
  await step.getByRole('button', { name: labels.confirm }).click();
  await expect(step).toHaveCount(0);
}

test('a guest proves the number once, spins the wheel, then enters the tombola without a new code', async ({ page }) => {
  // Two games and a code in one visit.
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const tel = newPhone();
  const order = await placeGuestOrder(page.request, tel);
  await gotoPage(page, '/laroue');
  await fillEntry(page, { nom: 'Awa Mbarga', tel, order, proven: false });
  await page.getByRole('button', { name: 'Tourner la roue' }).click();
  const step = page.getByTestId('phone-proof');
  await expect(step.getByRole('heading', { name: 'Confirmez votre numéro' })).toBeVisible();
  await expect(step).toContainText(`avec le ${tel}`);
  await proveWithCode(page, tel, { send: 'Envoyer le code', code: 'Code reçu par SMS', confirm: 'Confirmer' });
  await expect(page.getByRole('heading', { level: 2, name: /Bravo/ })).toBeVisible();
  await expect(page.getByTestId('prize-coupon')).toHaveText(/^ROUE-[A-Z2-9]{8}$/);

  // Same tab, another game: the number is proven for the visit.
  const second = await placeGuestOrder(page.request, tel, 3);
  await page.goto('/jeu-concours/tombola');
  await fillEntry(page, { nom: 'Awa Mbarga', tel, order: second, proven: false });
  await page.getByRole('button', { name: 'Obtenir mes tickets' }).click();
  await expect(page.getByTestId('tombola-tickets').getByRole('listitem').first()).toContainText(`Commande ${second}`);
  await expect(page.getByTestId('phone-proof')).toHaveCount(0);
});

test('in English: a guest confirms the number with the SMS code, then bids; the next bid asks nothing', async ({ page, request }) => {
  await page.goto('/en/ventes-aux-encheres');
  const live = page.locator('[data-testid="auction"][data-status="in_progress"]').first();
  const form = live.getByTestId('bid-form');
  await untilHydrated(page);
  const tel = newPhone();
  const offer = async () => {
    const events = (await (await request.get('/api/auctions/events')).json()) as { data: { status: string; current_offer: number; marge: number; product: { id: number } }[] };
    return events.data.find((a) => a.status === 'in_progress')!;
  };
  const auction = await offer();
  await form.getByLabel('Full name').fill('Grace Tabi');
  await form.getByLabel('Phone number').fill(tel);
  await form.getByLabel(/Your bid/).fill(String(auction.current_offer + auction.marge));
  await form.getByRole('button', { name: 'Place bid' }).click();
  await expect(page.getByTestId('phone-proof').getByRole('heading', { name: 'Confirm your number' })).toBeVisible();
  // A wrong code is refused in English, and the step stays for the right one.
  const step = page.getByTestId('phone-proof');
  await step.getByRole('button', { name: 'Send the code' }).click();
  const code = await latestCode(page.request, tel);
  await step.getByLabel('Code received by SMS').fill(code === '000000' ? '111111' : '000000');
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expect(step.getByRole('alert')).toHaveText('Invalid verification code');
  await step.getByLabel('Code received by SMS').fill(code);
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByTestId('bid-answer')).toContainText('you are in the lead');

  const next = await offer();
  await form.getByLabel(/Your bid/).fill(String(next.current_offer + next.marge));
  await form.getByRole('button', { name: 'Place bid' }).click();
  await expect(page.getByTestId('phone-proof')).toHaveCount(0);
  await expect(form.getByTestId('bid-answer')).toContainText('you are in the lead');
});

/** Uses up the sign-up codes an address may ask for `to` (3 an hour): each code is used before the next. */
async function exhaustSignupCodes(request: APIRequestContext, to: string): Promise<void> {
  for (let i = 0; i < 3; i++) {
    expect((await request.post('/api/auth/code', { data: { to, purpose: 'signup' } })).ok()).toBe(true);
    await request.post('/api/auth/verify', { data: { to, code: await latestCode(request, to) } });
  }
}

for (const lang of [
  { prefix: '', firstname: 'Prénom', lastname: 'Nom', email: 'Adresse e-mail', password: 'Mot de passe', confirm: 'Confirmez le mot de passe', terms: "J'accepte les conditions générales de vente", send: 'Envoyer le code', refused: 'Trop de tentatives', code: 'Code de vérification' },
  { prefix: '/en', firstname: 'First name', lastname: 'Last name', email: 'Email address', password: 'Password', confirm: 'Confirm the password', terms: 'I accept the terms and conditions of sale', send: 'Send the code', refused: 'Too many attempts', code: 'Verification code' },
]) {
  test(`sign-up past its limit is refused before any code, and the form keeps its values (${lang.prefix || '/fr'})`, async ({ page }) => {
    const email = `nat.${newPhone()}@example.cm`;
    await exhaustSignupCodes(page.request, email);
    await page.goto(`${lang.prefix}/signup`);
    await untilHydrated(page);
    const form = page.getByTestId('signup-form');
    await form.getByLabel(lang.firstname).fill('Awa');
    await form.getByLabel(lang.lastname, { exact: true }).fill('Ngono');
    await form.getByLabel(lang.email).fill(email);
    await form.getByLabel(lang.password, { exact: true }).fill('Secret123');
    await form.getByLabel(lang.confirm).fill('Secret123');
    await form.getByLabel(lang.terms).check();
    const before = (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`).then((r) => r.json())) as { items: unknown[] };
    await form.getByRole('button', { name: lang.send }).click();
    await expect(page.getByRole('alert').filter({ hasText: lang.refused })).toBeVisible();
    // Nothing was sent, no code is asked for, and what the shopper typed is still there.
    const after = (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`).then((r) => r.json())) as { items: unknown[] };
    expect(after.items).toHaveLength(before.items.length);
    await expect(form.getByLabel(lang.code)).toHaveCount(0);
    await expect(form.getByLabel(lang.firstname)).toHaveValue('Awa');
    await expect(form.getByLabel(lang.lastname, { exact: true })).toHaveValue('Ngono');
    await expect(form.getByLabel(lang.email)).toHaveValue(email);
    await expect(form.getByLabel(lang.password, { exact: true })).toHaveValue('Secret123');
    await expect(form.getByLabel(lang.terms)).toBeChecked();
  });
}

test('a bid sent from elsewhere with a proof in the header is accepted, without one refused', async ({ request }) => {
  const events = (await (await request.get('/api/auctions/events')).json()) as { data: { status: string; current_offer: number; marge: number; product: { id: number } }[] };
  const auction = events.data.find((a) => a.status === 'in_progress')!;
  const tel = newPhone();
  const data = { bidder_name: 'Paul Essomba', bidder_phone_number: tel, bidding_price: auction.current_offer + auction.marge, product_id: auction.product.id };
  expect((await request.post('/api/auctions/bids', { data })).status()).toBe(403);
  const { proof } = await phoneProof(request, tel);
  expect((await request.post('/api/auctions/bids', { data, headers: { 'X-Phone-Proof': proof } })).status()).toBe(200);
});
