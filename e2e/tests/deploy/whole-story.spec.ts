import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '../../support/test';
import { releaseCli } from '../../support/release-cli.ts';
import { servedRemotes } from '../../support/shopper.ts';
import { REPO_ROOT, STORE_DIR, STORE_URL } from '../../support/store.ts';

/**
 * The whole delivery story on a running store with a tab open: a remote released with a visible
 * change reaches the tab after its poll, and only that remote changes; a rollback brings the old
 * version back; a release whose contract the live bundles do not share
 * is refused; the shell is released and rolled back while requests keep succeeding; a canary
 * serves its share of browsers, sticky, until it is rolled back.
 */
const translations = join(REPO_ROOT, 'mf-promotions/src/i18n/fr.json');
const shellTemplate = join(REPO_ROOT, 'shell/src/index.html');
const manifestFile = join(STORE_DIR, 'manifest.json');
const RELEASED_INTRO = 'Vos questions, nos réponses : commandes, paiement, livraison et retours.';
const CANARY_INTRO = 'Besoin d’aide ? Tout est expliqué ici, sujet par sujet.';

/** Which version a browser of `cohort` is served while a 50 % canary runs. */
const byCohort = (cohort: number): 'canary' | 'live' => (cohort < 50 ? 'canary' : 'live');

/** Not `releaseCli`: that one blocks this process, and the requests below must run meanwhile. */
async function releaseInBackground(...args: string[]): Promise<void> {
  await promisify(execFile)('node', ['--import', 'tsx', 'tools/src/release/cli.ts', ...args], { cwd: REPO_ROOT, env: { ...process.env, STORE_DIR } });
}

function withIntro(original: string, intro: string): string {
  const changed = JSON.parse(original);
  changed.help.overview.intro = intro;
  return JSON.stringify(changed, null, 2) + '\n';
}

/** Requests a shopper's browser makes, over and over until `done`; returns every status. */
async function keepRequesting(request: APIRequestContext, done: { value: boolean }): Promise<number[]> {
  const statuses: number[] = [];
  const index = await (await request.get('/')).text();
  const script = /<script[^>]+src="(\/static\/js\/[^"]+)"/.exec(index)?.[1] ?? '/';
  for (let round = 0; round === 0 || !done.value; round++) {
    for (const path of ['/', '/contact', script, '/remotes.json', '/builds/latest.json']) statuses.push((await request.get(path)).status());
  }
  return statuses;
}

// Releases replace dist/ with what they built: leave the folders as the source is, for whatever
// runs next, whether the story passed or not (the next run publishes them as the live versions).
test.afterAll(() => {
  for (const pkg of ['mf-promotions', '@shop/shell']) execFileSync('pnpm', ['--filter', pkg, 'run', 'build'], { cwd: REPO_ROOT, stdio: 'ignore' });
});

test('release, refusal, shell release and rollback, canary: the whole story', async ({ page, request, browser }) => {
  // Releases run the bundle's typecheck and unit tests before building.
  test.setTimeout(420_000);
  const original = readFileSync(translations, 'utf8');
  const before = await servedRemotes(request);
  const live = before.find((r) => r.name === 'mf-promotions')!.version;

  // A shopper has the store open.
  await page.goto('/contact');
  await page.evaluate(() => Object.assign(window, { openedBeforeRelease: true }));

  // 1. The promotions team releases a visible change.
  try {
    writeFileSync(translations, withIntro(original, RELEASED_INTRO));
    releaseCli('release', 'mf-promotions', '--force');
  } finally {
    writeFileSync(translations, original);
  }
  // The tab polls the build id (every minute, and when it becomes visible again)…
  const polled = page.waitForResponse((res) => res.url().endsWith('/builds/latest.json'));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await polled;
  // …and its next navigation is a full page load on the new release.
  await page.getByRole('main').locator('a[href="/centre-daide"]').click();
  await expect(page.getByText(RELEASED_INTRO)).toBeVisible();
  expect(await page.evaluate(() => 'openedBeforeRelease' in window)).toBe(false);
  // Only that remote changed: nothing else was rebuilt or republished.
  const after = await servedRemotes(request);
  expect(after.find((r) => r.name === 'mf-promotions')!.version).not.toBe(live);
  expect(after.filter((r) => r.name !== 'mf-promotions')).toEqual(before.filter((r) => r.name !== 'mf-promotions'));
  // A rollback brings the previous version back on the next page load.
  releaseCli('rollback', 'mf-promotions');
  expect((await servedRemotes(request)).find((r) => r.name === 'mf-promotions')!.version).toBe(live);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();
  await expect(page.getByText(RELEASED_INTRO)).toHaveCount(0);

  // 2. A release the live bundles do not agree with is refused: here the live shell was built when
  //    an event had another name (a rename in `shared` released without the shell first).
  const stored = readFileSync(manifestFile, 'utf8');
  const state = JSON.parse(stored);
  const shellContract = state.shell.versions[state.shell.current].contract;
  shellContract.events['cart:item-added-v0'] = shellContract.events['cart:item-added'];
  shellContract.hash = 'e2e00000';
  writeFileSync(`${manifestFile}.e2e`, JSON.stringify(state));
  renameSync(`${manifestFile}.e2e`, manifestFile);
  try {
    expect(() => releaseCli('release', 'mf-games', '--force')).toThrow(/refused, the live store would break:[\s\S]*event "cart:item-added-v0" used by shell@/);
  } finally {
    writeFileSync(`${manifestFile}.e2e`, stored);
    renameSync(`${manifestFile}.e2e`, manifestFile);
  }

  // 3. The shell is released, then rolled back, while shoppers' requests keep coming: none fails.
  const template = readFileSync(shellTemplate, 'utf8');
  const done = { value: false };
  const requests = keepRequesting(request, done);
  try {
    writeFileSync(shellTemplate, template.replace('</head>', '  <meta name="release-check" content="whole-story" />\n  </head>'));
    await releaseInBackground('release', 'shell', '--force');
  } finally {
    writeFileSync(shellTemplate, template);
  }
  expect(await (await request.get('/')).text()).toContain('release-check');
  await releaseInBackground('rollback', 'shell');
  done.value = true;
  expect((await requests).filter((status) => status !== 200)).toEqual([]);
  expect(await (await request.get('/')).text()).not.toContain('release-check');

  // 4. A canary: 50 % of browsers, sticky by cohort cookie.
  try {
    writeFileSync(translations, withIntro(original, CANARY_INTRO));
    releaseCli('release', 'mf-promotions', '--force', '--canary', '50');
  } finally {
    writeFileSync(translations, original);
  }
  /** A browser in `cohort` (none: the store deals one) opens the help centre twice; `sees` says which version it must show. */
  const shopperIn = async (cohort: number | null, sees: (cohort: number) => 'canary' | 'live') => {
    const context = await browser.newContext({ baseURL: STORE_URL, locale: 'fr-FR' });
    if (cohort !== null) await context.addCookies([{ name: 'shop_cohort', value: String(cohort), url: STORE_URL }]);
    const tab = await context.newPage();
    await tab.goto('/centre-daide');
    await expect(tab.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'shop_cohort')?.value;
    const intro = tab.getByText(CANARY_INTRO);
    const showsItsVersion = async () => (sees(Number(cookie)) === 'canary' ? expect(intro).toBeVisible() : expect(intro).toHaveCount(0));
    await expect(tab.locator('html')).toHaveAttribute('data-hydrated', '');
    await showsItsVersion();
    await tab.reload();
    await expect(tab.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();
    await expect(tab.locator('html')).toHaveAttribute('data-hydrated', '');
    // Sticky: the same browser gets the same version on its next page load.
    await showsItsVersion();
    await context.close();
    return cookie;
  };
  await shopperIn(10, byCohort);
  await shopperIn(80, byCohort);
  // A browser without a cohort is dealt one, and shown the version its cohort decides.
  expect(await shopperIn(null, byCohort)).toMatch(/^\d{1,2}$/);

  // Rolling back ends the canary: everybody is on the live version again, the canary's cohort too.
  releaseCli('rollback', 'mf-promotions');
  await shopperIn(10, () => 'live');
  expect((await servedRemotes(request)).find((r) => r.name === 'mf-promotions')!.version).toBe(live);
});
