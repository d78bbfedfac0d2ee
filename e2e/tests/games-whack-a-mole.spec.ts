import { expect, test } from '../support/test';
import { fillEntry, newPhone, placeGuestOrder } from '../support/games.ts';
import { provenInTab } from '../support/phone-proof.ts';

test('a guest plays one round of René the mole, the score is recorded once and ranked', async ({ page }) => {
  // The round runs on the page's clock, which the test moves: no real 30-second round.
  await page.clock.install();
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
  // The tab proved the number earlier in the visit (the code step has its own test).
  await provenInTab(page, tel);
  const entered = page.waitForResponse((response) => response.url().includes('/api/whack-a-mole/create') && response.ok());
  await page.getByRole('button', { name: 'Jouer' }).click();
  await entered;
  // The server times the round from here, by its own clock.
  const tokenIssued = Date.now();
  const start = page.getByRole('button', { name: "C'est parti !" });
  await expect(start).toBeVisible();

  // From here the page's time moves only when the test moves it: a mole stays up until hit.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await start.click();
  // Each step of the 3-2-1 sets its timer once React has shown the previous one.
  const count = page.locator('.games-whack__count');
  for (const next of ['2', '1']) {
    await expect(count).toBeVisible();
    await page.clock.runFor(800);
    await expect(count).toHaveText(next);
  }
  await page.clock.runFor(800);
  const mole = page.getByTestId('mole-up');
  const HITS = 3;
  for (let hit = 0; hit < HITS; hit++) {
    // Steps shorter than a mole stays up (550 ms at least): none comes and goes unseen.
    for (let step = 0; step < 30 && (await mole.count()) === 0; step++) await page.clock.runFor(100);
    await mole.click();
  }
  await expect(page.getByText(`${HITS} points`, { exact: true })).toBeVisible();
  // The server accepts no more than 4 hits per second of real time since the token was issued;
  // the round ends on the page's clock, so its real length is the test's to respect.
  await expect.poll(() => Date.now() - tokenIssued).toBeGreaterThanOrEqual(HITS * 250);
  await page.clock.runFor(30_000);

  await expect(page.getByRole('heading', { name: 'Partie terminée !' })).toBeVisible();
  const score = HITS;
  await expect(page.getByText(`Score final : ${score} points`)).toBeVisible();

  // The leaderboard shows the player with a masked phone.
  const masked = `${tel.slice(0, 2)}•••••${tel.slice(-2)}`;
  await expect(page.getByRole('row', { name: new RegExp(`Grace T\\. ${masked} ${score}$`) })).toBeVisible();
  await expect(page.getByText(tel)).toHaveCount(0);

  // One play per entry: coming back ends the session at once with the final score.
  await page.clock.resume();
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
