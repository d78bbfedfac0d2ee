import { reachFooter } from '../support/footer';
import { expect, test, type Page } from '../support/test';
import { fillEntry, newPhone, placeGuestOrder } from '../support/games.ts';

/** Finds an answer where a shopper would: the store's own pages. */
async function lookUp(page: Page, riddle: string): Promise<string> {
  const quoted = /« (.+) »/.exec(riddle)?.[1] ?? '';
  if (riddle.startsWith('Quelle marque')) {
    // The product's page names its brand: search for the model and read the first result's name.
    await page.goto(`/search?q=${encodeURIComponent(quoted)}`);
    const name = (await page.getByRole('link', { name: new RegExp(quoted) }).first().textContent())!;
    return name.trim().split(' ')[0]!;
  }
  if (riddle.startsWith('Dans le menu')) {
    // The category menu is drawn from this tree.
    const res = await page.request.get('/rest/fr/V1/categories');
    const tree = (await res.json()) as { name: string; children_data: { name: string; children_data: { name: string }[] }[] };
    return tree.children_data.find((c) => c.children_data.some((child) => child.name === quoted))!.name;
  }
  if (riddle.startsWith('Dans quelle ville')) {
    // The footer lists the agencies on every page.
    await page.goto('/');
    // The footer arrives as its own chunk once scrolled to: read it once it is there.
    await reachFooter(page);
    await expect(page.getByTestId('agencies').locator('strong').first()).toBeVisible();
    const towns = await page.getByTestId('agencies').locator('strong').allTextContents();
    return towns.find((town) => town.startsWith(quoted))!;
  }
  await page.goto(`/search?q=${encodeURIComponent(quoted)}`);
  await page.getByRole('link', { name: quoted }).first().click();
  return (await page.getByTestId('product-price').first().textContent())!;
}

test('a guest answers the riddles from the store’s pages, progress is kept, the last answer wins a coupon', async ({ page }) => {
  test.setTimeout(120_000);
  const tel = newPhone();
  const order = await placeGuestOrder(page.request, tel, 70);
  await page.goto('/chasseautresor');
  await expect(page.getByRole('heading', { level: 1, name: 'La chasse au trésor' })).toBeVisible();
  await fillEntry(page, { nom: 'Paul Essomba', tel, order });
  await page.getByRole('button', { name: 'Commencer la chasse' }).click();
  await expect(page.getByRole('heading', { name: '0 indice trouvé sur 4' })).toBeVisible();

  const first = page.getByTestId('clue-1');
  await first.getByRole('textbox').fill('Mauvaise marque');
  await first.getByRole('button', { name: 'Vérifier' }).click();
  await expect(first.getByRole('alert')).toHaveText("Ce n'est pas la bonne réponse. Cherchez encore !");

  const riddles = await page.locator('.games-clue__riddle').allTextContents();
  for (const [i, riddle] of riddles.entries()) {
    const answer = await lookUp(page, riddle.replace(/^Indice \d+ : /, ''));
    await page.goto('/chasseautresor');
    const clue = page.getByTestId(`clue-${i + 1}`);
    await clue.getByRole('textbox').fill(answer);
    await clue.getByRole('button', { name: 'Vérifier' }).click();
    await expect(clue.getByText('Trouvé !')).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: /^Bravo, trésor trouvé/ })).toBeVisible();
  await expect(page.getByTestId('prize-coupon')).toHaveText(/^TRESOR-/);
});
