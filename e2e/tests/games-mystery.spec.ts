import { expect, test } from '../support/test';
import { fillEntry, newPhone, placeGuestOrder } from '../support/games.ts';

test('a guest reads the hints revealed so far and makes one guess at the mystery product', async ({ page }) => {
  const tel = newPhone();
  const order = await placeGuestOrder(page.request, tel, 60);
  await page.goto('/jeu-concours/mystery-nights');
  await expect(page.getByRole('heading', { level: 1, name: 'Le produit mystère' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Indices : 2 sur 5' })).toBeVisible();
  await expect(page.getByText("C'est un smartphone.")).toBeVisible();
  await expect(page.getByText('Indice à venir')).toHaveCount(3);
  await expect(page.getByRole('timer')).toBeVisible();

  await fillEntry(page, { nom: 'Grace Tabi', tel, order });
  await page.getByRole('button', { name: 'Valider ma réponse' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choisissez un produit parmi les propositions.');

  const choices = page.getByRole('radio');
  await expect(choices).toHaveCount(6);
  await choices.first().check();
  await page.getByRole('button', { name: 'Valider ma réponse' }).click();
  const outcome = page.getByRole('heading', { level: 2, name: /^(Bravo|Ce n'est pas le bon produit)/ });
  await expect(outcome).toBeVisible();
  if ((await outcome.textContent())!.startsWith('Bravo')) await expect(page.getByTestId('prize-coupon')).toHaveText(/^MYST-/);
  else await expect(page.getByText('Le produit sera dévoilé à la fin du jeu.', { exact: false })).toBeVisible();

  // One guess per order.
  await page.goto('/jeu-concours/RoueMystere');
  await fillEntry(page, { nom: 'Grace Tabi', tel, order });
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Valider ma réponse' }).click();
  await expect(page.getByRole('alert')).toContainText('Vous avez déjà proposé une réponse');
});
