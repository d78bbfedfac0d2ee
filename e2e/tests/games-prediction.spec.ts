import { expect, test } from '../support/test';
import { ownOrderNumber } from '../support/games.ts';
import { signInAsDemo } from '../support/shopper.ts';

test('a guest is asked to log in and comes back to the prediction game', async ({ page }) => {
  await page.goto('/can-2024/jeu-can-2024');
  await expect(page.getByRole('heading', { level: 1, name: 'Jeu CAN : vos pronostics' })).toBeVisible();
  // The fixtures are public; playing needs an account.
  await expect(page.getByRole('listitem').filter({ hasText: 'Cameroun – Gabon' })).toContainText('Score final : 2 – 0');
  await expect(page.getByText('Vous devez être connecté pour jouer à ce jeu')).toBeVisible();
  await page.getByRole('link', { name: 'Me connecter' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fcan-2024%2Fjeu-can-2024');
});

test('a customer predicts a coming match with their own order; played matches are closed; predictions survive a reload', async ({ page }) => {
  const { token } = await signInAsDemo(page);
  const order = await ownOrderNumber(page.request, token);
  await page.goto('/can-2024/jeu-can-2024');
  // Name and telephone come from the account.
  await expect(page.getByLabel('Nom et prénom')).toHaveValue('Aïcha Ngono');
  await expect(page.getByLabel('Téléphone')).toHaveValue('690000001');
  await page.getByLabel('Numéro de commande').fill(order);
  await page.getByRole('button', { name: 'Je participe' }).click();

  const played = page.getByRole('listitem').filter({ hasText: 'Cameroun – Gabon' });
  const match = page.getByRole('listitem').filter({ hasText: 'Cameroun – Nigeria' });
  await expect(match.getByLabel('Buts de Cameroun')).toBeVisible();
  // A played match has no inputs: entries closed at kick-off.
  await expect(played.getByRole('textbox')).toHaveCount(0);

  await match.getByLabel('Buts de Cameroun').fill('2');
  await page.getByRole('button', { name: 'Enregistrer mes pronostics' }).click();
  await expect(page.getByRole('alert')).toHaveText('Indiquez les deux scores, de 0 à 20 buts.');
  await match.getByLabel('Buts de Nigeria').fill('1');
  await page.getByRole('button', { name: 'Enregistrer mes pronostics' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vos pronostics sont enregistrés.' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Je participe' })).toHaveCount(0);
  await expect(match.getByLabel('Buts de Cameroun')).toHaveValue('2');
  await expect(match.getByLabel('Buts de Nigeria')).toHaveValue('1');
});
