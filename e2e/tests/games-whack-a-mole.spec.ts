import { expect, test } from '../support/test';
import { fillEntry, newPhone, placeGuestOrder } from '../support/games.ts';

test('a guest plays one round of René the mole, the score is recorded once and ranked', async ({ page }) => {
  // A real 30-second round plus the entry and the 3-2-1.
  test.setTimeout(120_000);
  const tel = newPhone();
  const order = await placeGuestOrder(page.request, tel, 30);
  await page.goto('/rene-la-taupe');
  await expect(page.getByRole('heading', { level: 1, name: 'René la taupe' })).toBeVisible();

  await page.getByRole('button', { name: 'Jouer' }).click();
  await expect(page.getByText('Ce champs est obligatoire')).toHaveCount(3);
  await fillEntry(page, { nom: 'Grace Tabi', tel: '12', order });
  await page.getByRole('button', { name: 'Jouer' }).click();
  await expect(page.getByText('Veuillez saisir un numéro de téléphone valide')).toBeVisible();
  await page.getByLabel('Téléphone').fill(tel);
  await page.getByRole('button', { name: 'Jouer' }).click();

  await page.getByRole('button', { name: "C'est parti !" }).click();
  const over = page.getByRole('heading', { name: 'Partie terminée !' });
  let hits = 0;
  // Whack every mole that shows until the round is over (a mole can hide before the tap lands).
  while (!(await over.isVisible())) {
    const mole = page.getByTestId('mole-up');
    if ((await mole.count()) > 0) {
      await mole.click({ timeout: 1000 }).then(
        () => hits++,
        () => undefined,
      );
    } else {
      await page.waitForTimeout(50);
    }
  }
  expect(hits).toBeGreaterThan(0);
  const final = page.getByText(/^Score final : \d+ points?$/);
  await expect(final).toBeVisible();
  const score = Number((await final.textContent())!.match(/\d+/)![0]);
  expect(score).toBeGreaterThan(0);
  expect(score).toBeLessThanOrEqual(hits);

  // The leaderboard shows the player with a masked phone.
  const masked = `${tel.slice(0, 2)}•••••${tel.slice(-2)}`;
  await expect(page.getByRole('row', { name: new RegExp(`Grace T\\. ${masked} ${score}$`) })).toBeVisible();
  await expect(page.getByText(tel)).toHaveCount(0);

  // One play per entry: coming back ends the session at once with the final score.
  await page.goto('/jeu-concours/rene-la-taupe');
  await fillEntry(page, { nom: 'Grace Tabi', tel, order });
  await page.getByRole('button', { name: 'Jouer' }).click();
  await expect(page.getByRole('heading', { name: 'Vous avez déjà joué' })).toBeVisible();
  await expect(page.getByText(`Score final : ${score} point`)).toBeVisible();
});

test('René the mole is playable in English and refuses an order proved with another phone', async ({ page }) => {
  const order = await placeGuestOrder(page.request, newPhone(), 31);
  await page.goto('/en/rene-la-taupe');
  await expect(page.getByRole('heading', { level: 1, name: 'René the mole' })).toBeVisible();
  await fillEntry(page, { nom: 'Ibrahim Bello', tel: newPhone(), order });
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid order number');
});
