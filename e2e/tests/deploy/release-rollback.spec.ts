import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { releaseCli } from '../../support/release-cli.ts';
import { servedRemotes } from '../../support/shopper.ts';
import { REPO_ROOT } from '../../support/store.ts';

const translations = join(REPO_ROOT, 'mf-promotions/src/i18n/fr.json');
const NEW_INTRO = 'Une question ? Nos conseillers et nos guides vous répondent ici.';

test('a team releases one remote, shoppers get it on their next page load, and a rollback brings the old one back', async ({ page, request }) => {
  // Each release runs the remote's typecheck and unit tests before building.
  test.setTimeout(240_000);
  const before = (await servedRemotes(request)).find((r) => r.name === 'mf-promotions')!;
  const othersBefore = (await servedRemotes(request)).filter((r) => r.name !== 'mf-promotions');
  const original = readFileSync(translations, 'utf8');

  await page.goto('/centre-daide');
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();

  try {
    // The team's change: a new introduction for the help centre (its unit tests pin the title,
    // and a release runs them).
    const changed = JSON.parse(original);
    changed.help.overview.intro = NEW_INTRO;
    writeFileSync(translations, JSON.stringify(changed, null, 2) + '\n');
    // --force: the change is uncommitted (and other work may be in progress in this checkout).
    releaseCli('release', 'mf-promotions', '--force');
  } finally {
    writeFileSync(translations, original);
  }
  const after = await servedRemotes(request);
  const released = after.find((r) => r.name === 'mf-promotions')!.version;
  expect(released).not.toBe(before.version);
  // Nothing else was rebuilt or republished.
  expect(after.filter((r) => r.name !== 'mf-promotions')).toEqual(othersBefore);

  await page.reload();
  await expect(page.getByText(NEW_INTRO)).toBeVisible();

  releaseCli('rollback', 'mf-promotions');
  expect((await servedRemotes(request)).find((r) => r.name === 'mf-promotions')!.version).toBe(before.version);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();
  await expect(page.getByText(NEW_INTRO)).toHaveCount(0);

  // Put the working tree's build back the way the source is, for whatever runs next.
  releaseCli('release', 'mf-promotions', '--force');
  // Builds are deterministic: the same source publishes as the same version.
  expect((await servedRemotes(request)).find((r) => r.name === 'mf-promotions')!.version).toBe(before.version);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();
});
