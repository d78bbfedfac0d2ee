import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '../../support/test';
import { scaffoldSeasonalRemote } from '@shop/tools/release/campaign-new';
import { linkLikeSibling, throwawayWorkspace } from '@shop/tools/test-support/seasonal-workspace';
import { release } from '@shop/tools/release/commands';
import { readState } from '@shop/tools/release/store';
import { seriousViolations } from '../../support/axe.ts';
import { releaseCli } from '../../support/release-cli.ts';
import { servedRemotes } from '../../support/shopper.ts';
import { REPO_ROOT, STORE_DIR, STORE_URL } from '../../support/store.ts';

/**
 * A campaign team's whole path with a seasonal remote of its own: `pnpm campaign new`, a release
 * with a window that starts now, the page live in the composed store (the shell and the other
 * remotes untouched), then gone when the window ends, by server time alone. The release is slow
 * and its duration varies (typecheck, unit tests, rsbuild), so the window is released long and
 * then moved to end a few seconds later with `window`, as a campaign manager would: the test
 * never waits through a window it had to size for the slowest release.
 * The remote is scaffolded into a throw-away workspace beside the checkout (a new package in the
 * checkout would be installed into the shared lockfile by the next pnpm command anyone runs);
 * it is the same `release` the CLI runs, with that workspace as its root.
 */
const RELEASED_WINDOW_MS = 3_600_000;
/** How long the shortened window still runs: enough for the CLI to write it before it ends. */
const SHORTENED_TO_MS = 3_000;
// axe-core is injected as a script, which the store's CSP rightly refuses.
test.use({ bypassCSP: true });
const PATH = '/season-test';

async function pageStatus(request: APIRequestContext, path: string): Promise<number> {
  return (await request.get(path, { headers: { accept: 'text/html' } })).status();
}

async function sitemap(request: APIRequestContext): Promise<string> {
  return (await request.get('/sitemap.xml')).text();
}

/** `pnpm windows list --json`: the remote's window as campaign managers see it. */
function windowOf(remote: string): { target: string; state: string; hides: string[] } | undefined {
  return (JSON.parse(releaseCli('windows', 'list', '--json')) as { remote: string; target: string; state: string; hides: string[] }[]).find((row) => row.remote === remote);
}

/** The template's selection, asked of the catalogue the way the page asks it: flagged Black Friday, newest first. */
async function selectionNames(request: APIRequestContext): Promise<{ names: string[]; total: number }> {
  const filters = [
    ['is_black_friday', '1', 'eq'],
    ['visibility', '2,4', 'in'],
    ['status', '1', 'eq'],
  ];
  const params: Record<string, string> = { 'searchCriteria[sortOrders][0][field]': 'created_at', 'searchCriteria[sortOrders][0][direction]': 'DESC', 'searchCriteria[pageSize]': '24', 'searchCriteria[currentPage]': '1' };
  filters.forEach(([field, value, condition], g) => {
    params[`searchCriteria[filter_groups][${g}][filters][0][field]`] = field!;
    params[`searchCriteria[filter_groups][${g}][filters][0][value]`] = value!;
    params[`searchCriteria[filter_groups][${g}][filters][0][condition_type]`] = condition!;
  });
  const body = (await (await request.get('/rest/fr/V1/products', { params })).json()) as { items: { name: string }[]; total_count: number };
  return { names: body.items.map((item) => item.name), total: body.total_count };
}

test('a seasonal remote from pnpm campaign new goes live with its window, alone, then expires', async ({ page, request }) => {
  // The release runs the remote's typecheck and unit tests and one rsbuild before its window.
  test.setTimeout(240_000);
  const root = await throwawayWorkspace();
  try {
    const made = await scaffoldSeasonalRemote({ rootDir: root, name: 'season-test' });
    expect(made.route).toBe(PATH);
    await linkLikeSibling(made.dir, join(REPO_ROOT, 'mf-promotions'));

    // Before: no such page, for the gateway as for the shell.
    expect(await pageStatus(request, PATH)).toBe(404);
    const before = await servedRemotes(request);
    const shellBefore = (await readState(STORE_DIR)).shell?.current;

    const from = Date.now();
    await release({ storeDir: STORE_DIR, rootDir: root }, made.pkg, {
      window: { from: new Date(from).toISOString(), until: new Date(from + RELEASED_WINDOW_MS).toISOString() },
      wholeRemote: true,
      // A throw-away workspace is not a git checkout: the release records it as dirty.
      force: true,
    });

    // Live: the manifest serves it beside the others, which kept their versions; the shell too.
    const live = await servedRemotes(request);
    const manifest = (await (await request.get('/remotes.json')).json()) as { remotes: { name: string; routes: { path: string }[] }[] };
    expect(manifest.remotes.find((r) => r.name === made.pkg)?.routes.map((r) => r.path)).toEqual([PATH]);
    expect(live.filter((r) => r.name !== made.pkg)).toEqual(before);
    expect((await readState(STORE_DIR)).shell?.current).toBe(shellBefore);
    expect(await pageStatus(request, PATH)).toBe(200);
    expect(await pageStatus(request, `/en${PATH}`)).toBe(200);
    expect(await sitemap(request)).toContain(`<loc>${STORE_URL}/fr${PATH}</loc>`);
    expect(windowOf(made.pkg)).toMatchObject({ target: '*', state: 'live', hides: [] });

    // The page in the composed store shows the selection from the back end.
    const { names, total } = await selectionNames(request);
    expect(names.length).toBeGreaterThan(0);
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Les offres de la saison' })).toBeVisible();
    const products = page.getByTestId('season-products');
    await expect(products.getByRole('link')).toHaveCount(names.length);
    await expect(products.getByRole('link').first()).toContainText(names[0]!);
    // The selection's own heading (each product card names its product in an h2 too).
    await expect(page.getByTestId('season-page').getByRole('heading', { level: 2, name: /produits? en promotion/ })).toContainText(String(total));
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/en${PATH}`);
    await expect(page.getByRole('heading', { level: 1, name: "This season's offers" })).toBeVisible();
    await expect(page.getByTestId('season-products').getByRole('link').first()).toHaveAttribute('href', /^\/en\/product\//);

    // The window is moved to end shortly, then ends: gone from the manifest by server time,
    // with no release or further write.
    const until = Date.now() + SHORTENED_TO_MS;
    releaseCli('window', made.pkg, '--whole-remote', '--from', new Date(from).toISOString(), '--until', new Date(until).toISOString());
    await expect.poll(async () => (await servedRemotes(request)).map((r) => r.name), { timeout: SHORTENED_TO_MS + 10_000, intervals: [500] }).not.toContain(made.pkg);
    expect(Date.now()).toBeGreaterThanOrEqual(until);
    expect(await pageStatus(request, PATH)).toBe(404);
    expect(await sitemap(request)).not.toContain(PATH);
    await page.goto(PATH);
    await expect(page.getByTestId('error-status')).toHaveText('404');
    expect((await servedRemotes(request)).filter((r) => r.name !== made.pkg)).toEqual(before);
    expect(windowOf(made.pkg)).toMatchObject({ state: 'ended', hides: [PATH] });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
