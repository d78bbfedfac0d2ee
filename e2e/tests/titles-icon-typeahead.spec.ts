import { expect, test } from '../support/test';

/**
 * Issue 30, rule 8: typeahead rows cut to near-identical names, generic titles on the quiz and the
 * wheel, campaign titles without the shop's name, no /favicon.ico.
 */

const TITLES: { path: string; title: RegExp }[] = [
  { path: '/quiz', title: /^Quiz du jour : répondez et gagnez \| Boutique$/ },
  { path: '/en/quiz', title: /^Quiz of the day: answer and win \| Boutique$/ },
  { path: '/laroue', title: /^La roue de la chance : tournez et gagnez un bon de réduction \| Boutique$/ },
  { path: '/en/laroue', title: /^Wheel of fortune: spin and win a discount voucher \| Boutique$/ },
  { path: '/rene-la-taupe', title: /^René la taupe : jouez 30 secondes et gagnez \| Boutique$/ },
  { path: '/en/rene-la-taupe', title: /^René the mole: play for 30 seconds and win \| Boutique$/ },
  { path: '/black-friday', title: /^Black Friday \| Boutique$/ },
  { path: '/en/black-friday', title: /^Black Friday \| Boutique$/ },
  { path: '/black-friday/brand-days', title: /^Black Friday : les journées des marques \| Boutique$/ },
];

for (const { path, title } of TITLES) {
  test(`${path} has a title of its own, with the shop's name`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    // The same title in the HTML the server sent (what a crawler or a shared link shows), where the page is server-rendered.
    const html = await (await page.request.get(path)).text();
    if (html.includes('id="shop-ssr"')) {
      const sent = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&#39;|&#x27;/g, "'");
      expect(sent).toMatch(title);
    }
  });
}

test('/favicon.ico is a real icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/icon/);
  const body = await response.body();
  // An ICO file's header: reserved 0, type 1 (icon), then at least one image.
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});

for (const { prefix, query } of [
  { prefix: '', query: 'réfrigérateur bar' },
  { prefix: '/en', query: 'fridge' },
]) {
  test(`${prefix || '/'}: typeahead rows show whole names on a phone, not cut to look alike`, async ({ page }) => {
    await page.goto(`${prefix}/categorie`);
    const field = page.getByRole('search').first().getByRole('searchbox');
    await field.click();
    await field.pressSequentially(query, { delay: 20 });
    const names = page.getByTestId('typeahead-hit').locator('.catalog-typeahead__name');
    await expect(names.first()).toBeVisible();
    expect(await names.count()).toBeGreaterThan(1);
    // Every name fits its box: nothing hidden past the edge or below the last line.
    const cut = await names.evaluateAll((nodes) => nodes.filter((node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1).map((node) => node.textContent));
    expect(cut).toEqual([]);
  });
}
