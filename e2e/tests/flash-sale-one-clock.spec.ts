import { expect, test, type Locator } from '../support/test';

/** `3 j 19:08:10` / `04:31:10` → seconds left; the one countdown format every page uses. */
function secondsLeft(text: string, day: string): number {
  const match = new RegExp(`^(?:(\\d+) ${day} )?(\\d{2}):(\\d{2}):(\\d{2})$`).exec(text.trim());
  if (!match) throw new Error(`not a countdown: "${text}"`);
  const [, d = '0', h, m, s] = match;
  return ((Number(d) * 24 + Number(h)) * 60 + Number(m)) * 60 + Number(s);
}

/** The countdown's text once it is live (a server-rendered page shows a blank clock until then). */
async function readClock(clock: Locator): Promise<{ text: string; at: number }> {
  await expect(clock).toHaveText(/\d{2}:\d{2}:\d{2}/);
  // A server-rendered clock says the time of its render until its first tick: read it after one.
  const first = (await clock.textContent()) ?? '';
  await expect(clock).not.toHaveText(first);
  return { text: (await clock.textContent()) ?? '', at: Date.now() };
}

/** The instant (s) a reading counts down to: when it was read plus what it said was left. */
function endOf(reading: { text: string; at: number }, day: string): number {
  return reading.at / 1000 + secondsLeft(reading.text, day);
}

/** A reading without its minutes and seconds (a tick may carry into the minutes): what readings share. */
function daysAndHours(text: string): string {
  return text.trim().replace(/:\d{2}:\d{2}$/, '');
}

for (const { prefix, day } of [
  { prefix: '', day: 'j' },
  { prefix: '/en', day: 'd' },
]) {
  test(`home, /vente-flash and a flash product count down to the same end (${prefix || 'fr'})`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const strip = page.getByTestId('flash-sale-strip');
    const home = await readClock(strip.getByTestId('countdown'));
    const productHref = await strip.getByTestId('product-card').first().getByRole('link').first().getAttribute('href');

    await page.goto(`${prefix}/vente-flash`);
    const campaign = await readClock(page.getByTestId('campaign-countdown').getByTestId('countdown'));

    await page.goto(productHref!);
    const product = await readClock(page.getByTestId('product-flash-sale').getByTestId('countdown'));

    // The same end: each reading is the first one less the time that passed (a second either way for the tick).
    expect(Math.abs(endOf(campaign, day) - endOf(home, day))).toBeLessThanOrEqual(2);
    expect(Math.abs(endOf(product, day) - endOf(home, day))).toBeLessThanOrEqual(2);
    // And the same words: only the seconds (and what they carry into) may differ.
    expect(daysAndHours(campaign.text)).toBe(daysAndHours(home.text));
    expect(daysAndHours(product.text)).toBe(daysAndHours(home.text));
  });
}
