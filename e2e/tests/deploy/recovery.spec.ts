import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readState, withStoreLock, writeState } from '@shop/tools/release/store';
import { startStore, type RunningStore } from '@shop/gateway/start';
import { expect, test, type Page } from '../../support/test';
import { releaseCli } from '../../support/release-cli.ts';
import { STORE_DIR } from '../../support/store.ts';

/**
 * Health and recovery on the running test store: a release of mf-promotions whose help centre
 * throws while rendering (in the browser and on the server) makes `/healthcheck` answer 503 naming
 * it; a tab left open on the failure recovers with Retry, without a reload, once the release is
 * rolled back, and once files that had gone are back; the console's error rate of that release is
 * its failed visits over the visits of its own pages.
 */
const REMOTE = 'mf-promotions';
const BROKEN = 'e2e: the help centre is broken';
const HELP = { path: '/centre-daide', heading: "Centre d'aide" };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A copy of the live version whose help-centre title throws when rendered, made live as a release
 * would be (it stays stored, so `rollback` switches back). Its JavaScript is edited in place, and
 * the precompressed copies of an edited file removed, so the gateway serves the edited file.
 */
async function releaseBrokenHelpCentre(): Promise<{ live: string; broken: string }> {
  return withStoreLock(STORE_DIR, async () => {
    const state = await readState(STORE_DIR);
    const remote = state.remotes[REMOTE]!;
    const live = remote.current!;
    const broken = `${live}-broken`;
    const dir = join(STORE_DIR, 'remotes', REMOTE, broken);
    rmSync(dir, { recursive: true, force: true });
    cpSync(join(STORE_DIR, 'remotes', REMOTE, live), dir, { recursive: true });
    const thrower = `(()=>{throw new Error(${JSON.stringify(BROKEN)})})()`;
    const edited = { browser: 0, server: 0 };
    for (const file of filesUnder(dir).filter((f) => f.endsWith('.js'))) {
      const source = readFileSync(file, 'utf8');
      // The browser build is minified (`children:e("help.overview.title")`), the server's is not.
      const changed = source.replace(/children:\s*[\w$]+\((["'])help\.overview\.title\1\)/g, `children: ${thrower}`);
      if (changed === source) continue;
      writeFileSync(file, changed);
      rmSync(`${file}.br`, { force: true });
      rmSync(`${file}.gz`, { force: true });
      edited[file.includes(`${join(broken, 'server')}`) ? 'server' : 'browser']++;
    }
    // Without both edits this test would prove nothing.
    expect(edited.browser).toBeGreaterThan(0);
    expect(edited.server).toBeGreaterThan(0);
    remote.versions[broken] = structuredClone(remote.versions[live]!);
    remote.history.push(live);
    remote.current = broken;
    await writeState(STORE_DIR, state);
    return { live, broken };
  });
}

/** Drops the broken copy once it is no longer live. */
async function forgetBroken(broken: string): Promise<void> {
  await withStoreLock(STORE_DIR, async () => {
    const state = await readState(STORE_DIR);
    const remote = state.remotes[REMOTE]!;
    if (remote.current === broken) {
      remote.current = remote.history.pop() ?? null;
    }
    remote.history = remote.history.filter((v) => v !== broken);
    delete remote.versions[broken];
    await writeState(STORE_DIR, state);
  });
  rmSync(join(STORE_DIR, 'remotes', REMOTE, broken), { recursive: true, force: true });
}

async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

const region = (page: Page) => page.locator(`[data-remote="${REMOTE}"]`);
const helpHeading = (page: Page) => page.getByRole('heading', { level: 1, name: HELP.heading });

/** Marks the document: a reload (or a full page load) loses the mark. */
const markTab = (page: Page) => page.evaluate(() => Object.assign(window, { openedBeforeRecovery: true }));
const stillSameTab = (page: Page) => page.evaluate(() => 'openedBeforeRecovery' in window);

test('a release that throws while rendering: /healthcheck 503 naming it; Retry recovers after the rollback, in the same tab', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { live, broken } = await releaseBrokenHelpCentre();
  try {
    const health = await request.get('/healthcheck', { headers: { accept: 'application/json' } });
    expect(health.status()).toBe(503);
    const report = (await health.json()) as { ok: boolean; checks: { bundle: string; version: string; ok: boolean; detail: string }[] };
    expect(report.checks.filter((c) => !c.ok)).toEqual([
      expect.objectContaining({ bundle: REMOTE, version: broken, detail: expect.stringContaining(`fails to render on the server: ${BROKEN}`) }),
    ]);

    await page.goto(HELP.path);
    await expect(region(page).getByTestId('remote-error')).toBeVisible({ timeout: 20_000 });
    await markTab(page);

    releaseCli('rollback', REMOTE);
    expect((await readState(STORE_DIR)).remotes[REMOTE]!.current).toBe(live);
    await region(page).getByRole('button', { name: 'Réessayer' }).click();
    await expect(helpHeading(page)).toBeVisible();
    await expect(region(page).getByTestId('remote-error')).toHaveCount(0);
    expect(await stillSameTab(page)).toBe(true);

    // Every remote's probe is rendered again for the new build: on a busy machine that takes a while.
    expect((await request.get('/healthcheck', { headers: { accept: 'application/json' }, timeout: 60_000 })).status()).toBe(200);
  } finally {
    await forgetBroken(broken);
  }
});

test("Retry and the next visit recover once the remote's files are back, in the same tab", async ({ page }) => {
  const live = (await readState(STORE_DIR)).remotes[REMOTE]!.current!;
  const dir = join(STORE_DIR, 'remotes', REMOTE, live);
  await page.goto('/');
  await expect(page.locator('[data-remote="mf-catalog"]')).toBeVisible();
  await markTab(page);
  renameSync(dir, `${dir}-away`);
  try {
    await navigateInApp(page, HELP.path);
    await expect(region(page).getByTestId('remote-error')).toBeVisible({ timeout: 20_000 });
    // Still gone: Retry fails again, in place.
    await region(page).getByRole('button', { name: 'Réessayer' }).click();
    await expect(region(page).getByTestId('remote-error')).toBeVisible({ timeout: 20_000 });
  } finally {
    renameSync(`${dir}-away`, dir);
  }
  await region(page).getByRole('button', { name: 'Réessayer' }).click();
  await expect(helpHeading(page)).toBeVisible();
  expect(await stillSameTab(page)).toBe(true);

  // Gone again and back again: this time the shopper just comes back to the page.
  await navigateInApp(page, '/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  renameSync(dir, `${dir}-away`);
  try {
    await navigateInApp(page, '/nos-showrooms');
    await expect(region(page).getByTestId('remote-error')).toBeVisible({ timeout: 20_000 });
  } finally {
    renameSync(`${dir}-away`, dir);
  }
  await navigateInApp(page, HELP.path);
  await expect(helpHeading(page)).toBeVisible();
  expect(await stillSameTab(page)).toBe(true);
});

test.describe('the console’s error rate', () => {
  const PASSWORD = 'operator password for the error-rate test';
  let store: RunningStore;
  let dbDir: string;

  test.beforeAll(async () => {
    // A store of its own (with a console) on the same published store: its error log starts empty.
    dbDir = mkdtempSync(join(tmpdir(), 'error-rate-e2e-'));
    store = await startStore({ port: 0, storeDir: STORE_DIR, dbPath: join(dbDir, 'commerce.sqlite'), seed: false, operatorPassword: PASSWORD });
  });

  test.afterAll(async () => {
    await store?.close();
    rmSync(dbDir, { recursive: true, force: true });
  });

  test('is the failed visits of that version over the visits of its own pages', async ({ page }) => {
    test.setTimeout(150_000);
    const { broken } = await releaseBrokenHelpCentre();
    try {
      // Every page load of this browser reports (the shell samples half of them with Math.random).
      await page.addInitScript(() => {
        Math.random = () => 0.1;
      });
      // 6 visits of the broken help centre, each failing, and 6 of the catalogue's home page.
      for (let i = 0; i < 6; i++) {
        await page.goto(`${store.url}/`);
        await expect(page.locator('[data-remote="mf-catalog"]')).toBeVisible();
        await page.goto(`${store.url}${HELP.path}`);
        await expect(region(page).getByTestId('remote-error')).toBeVisible({ timeout: 20_000 });
      }
      // Leaving the last page sends what it had not sent yet (a failure is sent at once).
      await page.goto(`${store.url}/operator`);
      await page.getByRole('textbox', { name: 'Login name' }).fill('admin');
      await page.getByLabel('Operator password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const brokenRow = page.locator(`section[data-bundle="${REMOTE}"]`).getByRole('row').filter({ hasText: broken }).first();
      const catalogLive = page.locator('section[data-bundle="mf-catalog"]').getByRole('row').filter({ hasText: 'live' }).first();
      const shellLive = page.locator('section[data-bundle="shell"]').getByRole('row').filter({ hasText: 'live' }).first();
      // Beacons may land a moment after the page that sent them is gone: read the console again until they have.
      await expect(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        await expect(shellLive).toContainText('0 of 12 visits failed', { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await expect(brokenRow).toContainText('6 of 6 visits failed (100.0%)');
      await expect(brokenRow).toContainText('render');
      await expect(catalogLive).toContainText('0 of 6 visits failed (0.0%)');
    } finally {
      await forgetBroken(broken);
    }
  });
});
