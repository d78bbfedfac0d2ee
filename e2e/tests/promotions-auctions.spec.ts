import { expect, test } from '../support/test';
import { latestCode, phoneProof } from '../support/phone-proof.ts';

test('an auction bid: the margin rule is checked, the server answers, the offer refreshes without a reload', async ({ page, request }) => {
  await page.goto('/fr/ventes-aux-encheres');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ventes aux enchères');
  await expect(page.locator('[data-testid="auction"][data-status="programmed"]').first()).toBeVisible();
  await expect(page.locator('[data-testid="auction"][data-status="ended"]').first()).toContainText('Remportée par');
  const live = page.locator('[data-testid="auction"][data-status="in_progress"]').first();
  await expect(live.getByTestId('campaign-countdown')).toContainText('Se termine dans');

  const events = (await (await request.get('/api/auctions/events')).json()) as { data: { status: string; current_offer: number; marge: number; product: { id: number } }[] };
  const auction = events.data.find((a) => a.status === 'in_progress')!;
  const form = live.getByTestId('bid-form');

  // Below the rule: refused before any request, with the spec's rule in FCFA.
  await form.getByLabel('Nom et prénom').fill('Awa Ngo');
  await form.getByLabel('Téléphone').fill('699887766');
  await form.getByLabel('Votre offre (FCFA)').fill(String(auction.current_offer + Math.floor(auction.marge / 2)));
  await form.getByRole('button', { name: 'Enchérir' }).click();
  await expect(form.locator('.ct-error').first()).toContainText("Votre offre doit dépasser l'offre actuelle");

  // A valid bid leads, and the offer shown moves with no page reload.
  const mine = auction.current_offer + 2 * auction.marge;
  await form.getByLabel('Votre offre (FCFA)').fill(String(mine));
  await form.getByRole('button', { name: 'Enchérir' }).click();
  // A guest bids in a proven name: the number is confirmed by SMS code, once for the visit.
  const step = form.getByTestId('phone-proof');
  await step.getByRole('button', { name: 'Envoyer le code' }).click();
  await step.getByLabel('Code reçu par SMS').fill(await latestCode(page.request, '699887766'));
  await step.getByRole('button', { name: 'Confirmer' }).click();
  await expect(form.getByTestId('bid-answer')).toContainText('vous êtes en tête');
  await expect(live.getByTestId('current-offer')).toHaveText(new RegExp(String(mine).replace(/\B(?=(\d{3})+(?!\d))/g, '.?')));

  // Someone outbids from elsewhere; the page's stale minimum is refused (by the server, whose message is
  // shown, or by the page itself if its 15-second refresh came first).
  const { proof } = await phoneProof(request, '677112233');
  const other = await request.post('/api/auctions/bids', { headers: { 'X-Phone-Proof': proof }, data: { bidder_name: 'Paul Essomba', bidder_phone_number: '677112233', bidding_price: mine + 5 * auction.marge, product_id: auction.product.id } });
  expect(other.status()).toBe(200);
  await form.getByLabel('Votre offre (FCFA)').fill(String(mine + auction.marge));
  await form.getByRole('button', { name: 'Enchérir' }).click();
  await expect(form.locator('[data-testid="bid-answer"], .ct-error').first()).toContainText("Votre offre doit dépasser l'offre actuelle");
  await expect(live.getByTestId('current-offer')).toHaveText(new RegExp(String(mine + 5 * auction.marge).replace(/\B(?=(\d{3})+(?!\d))/g, '.?')));
});
