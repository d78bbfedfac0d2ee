import { expect, test } from '../support/test';
import { fillEntry, newPhone, placeGuestOrder } from '../support/games.ts';

test('a guest registers an order for tombola tickets issued by the server, once', async ({ page }) => {
  const tel = newPhone();
  const order = await placeGuestOrder(page.request, tel, 40);
  await page.goto('/jeu-concours/tombola');
  await expect(page.getByRole('heading', { level: 1, name: 'La grande tombola' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Les lots' })).toBeVisible();
  await expect(page.getByText('Smart TV LED 55 pouces')).toBeVisible();

  await fillEntry(page, { nom: 'Ibrahim Bello', tel, order });
  await page.getByRole('button', { name: 'Obtenir mes tickets' }).click();
  const tickets = page.getByTestId('tombola-tickets').getByRole('listitem');
  await expect(tickets.first()).toContainText(/T-\d{6}/);
  await expect(tickets.first()).toContainText(`Commande ${order}`);
  const count = await tickets.count();
  expect(count).toBeGreaterThan(0);

  // The same order a second time issues nothing more.
  await page.goto('/en/jeu-concours/grande-tombola');
  await fillEntry(page, { nom: 'Ibrahim Bello', tel, order });
  await page.getByRole('button', { name: 'Get my tickets' }).click();
  await expect(page.getByText('This order is already registered: here are your tickets.')).toBeVisible();
  await expect(page.getByTestId('tombola-tickets').getByRole('listitem')).toHaveCount(count);
  await page.getByText('How the draw stays fair').click();
  await expect(page.locator('.games-hash')).toHaveText(/^[0-9a-f]{64}$/);
});
