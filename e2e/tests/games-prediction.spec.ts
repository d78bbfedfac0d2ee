import { expect, test } from '@playwright/test';
import { fillEntry, newPhone, placeGuestOrder } from '../support/games.ts';

test('a guest predicts a coming match, played matches are closed, predictions survive a reload', async ({ page }) => {
  const tel = newPhone();
  const order = await placeGuestOrder(page.request, tel, 50);
  await page.goto('/can-2024/jeu-can-2024');
  await expect(page.getByRole('heading', { level: 1, name: 'Jeu CAN : vos pronostics' })).toBeVisible();
  const played = page.getByRole('listitem').filter({ hasText: 'Cameroun – Gabon' });
  await expect(played).toContainText('Score final : 2 – 0');

  await fillEntry(page, { nom: 'Chantal Mballa', tel, order });
  await page.getByRole('button', { name: 'Je participe' }).click();
  const match = page.getByRole('listitem').filter({ hasText: 'Cameroun – Nigeria' });
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
  await expect(page.getByRole('listitem').filter({ hasText: 'Cameroun – Nigeria' }).getByLabel('Buts de Cameroun')).toHaveValue('2');
  await expect(page.getByRole('listitem').filter({ hasText: 'Cameroun – Nigeria' }).getByLabel('Buts de Nigeria')).toHaveValue('1');
});
