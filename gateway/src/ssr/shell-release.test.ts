import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@shop/commerce-api';
import { publishAll, release, rollback, type Runner } from '@shop/tools/release/commands';
import { readState, repoRoot, versionDir } from '@shop/tools/release/store';
import { createGateway } from '../app.ts';
import { SSR_DATA_ID } from './page-html.ts';
import { evaluateBundle, packageRequire, shellServerFile } from './shell-server.ts';

/**
 * Server rendering follows the shell's releases (decision 022): the real shell and catalogue
 * builds, a gateway that keeps running while the shell is released and rolled back, and pages
 * rendered by the server bundle of the shell version the browser is sent.
 */
const exec = promisify(execFile);
let root: string;
let storeDir: string;
let gateway: FastifyInstance;
let base: string;
const quiet = { log: () => {} };

/** A footer text of the shell (fr), and what the "next" shell says instead. */
const LIVE_TEXT = 'Passer une commande';
const NEXT_TEXT = 'Commander en ligne';
/** The home page's banners, which it shows only with its loader's data (else a placeholder). */
const PAGE_WITH_DATA = 'class="catalog-hero__banner"';

async function build(filter: string, distPath: string): Promise<void> {
  await exec('pnpm', ['--filter', filter, 'exec', 'rsbuild', 'build', '--dist-path', distPath], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
}

/** `release shell` with its build replaced by a copy of `<root>/shell/<source>` (the fixture's "source"). */
const copyShell =
  (source: string): Runner =>
  async (_command, args, cwd) => {
    const at = args.indexOf('--dist-path');
    if (at >= 0) await cp(join(cwd, 'shell', source), args[at + 1]!, { recursive: true });
    return 0;
  };

const releaseShell = (source: string) => release({ storeDir, rootDir: root, run: copyShell(source), ...quiet }, 'shell', { force: true });

async function page(path: string): Promise<{ status: number; html: string; rendered: boolean }> {
  const res = await fetch(`${base}${path}`, { headers: { accept: 'text/html', 'accept-language': 'fr' } });
  const html = await res.text();
  return { status: res.status, html, rendered: html.includes(`id="${SSR_DATA_ID}"`) };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shell-release-test-'));
  storeDir = join(root, '.store');
  await Promise.all([build('mf-catalog', join(root, 'mf-catalog', 'dist')), build('@shop/shell', join(root, 'shell', 'dist'))]);
  for (const pkg of ['mf-catalog', 'shell']) await writeFile(join(root, pkg, 'package.json'), await readFile(join(repoRoot, pkg, 'package.json')));
  // The next shell: the same build with one text changed in its server bundle and its browser
  // chunks alike, as a translation change makes it.
  await cp(join(root, 'shell', 'dist'), join(root, 'shell', 'next'), { recursive: true });
  const changed = await exec('grep', ['-rl', LIVE_TEXT, join(root, 'shell', 'next')]);
  for (const file of changed.stdout.trim().split('\n')) await writeFile(file, (await readFile(file, 'utf8')).replaceAll(LIVE_TEXT, NEXT_TEXT));
  // A shell built before it had a server bundle.
  await cp(join(root, 'shell', 'dist'), join(root, 'shell', 'without-server'), { recursive: true });
  await rm(join(root, 'shell', 'without-server', 'server'), { recursive: true });
  await writeFile(join(root, 'shell', 'without-server', 'index.html'), (await readFile(join(root, 'shell', 'dist', 'index.html'), 'utf8')).replace('</head>', '<meta name="old-shell" content="1"></head>'));
  await publishAll({ storeDir, rootDir: root, ...quiet });
  gateway = await createGateway({
    storeDir,
    shellDir: join(root, 'shell', 'dist'),
    api: { mode: 'in-process', create: () => buildApp({ dbPath: join(root, 'commerce.sqlite'), seed: true, logger: false }) },
    // Generous on a shared machine, never a timing assertion.
    ssr: { budgetMs: 60_000 },
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
}, 600_000);

afterAll(async () => {
  await gateway?.close();
  await rm(root, { recursive: true, force: true });
});

describe('server rendering follows the live shell version', () => {
  it('renders with the released shell at once, and with the rolled-back one after a rollback, without a restart', async () => {
    const live = await page('/');
    expect(live.status).toBe(200);
    expect(live.rendered).toBe(true);
    expect(live.html).toContain(LIVE_TEXT);
    expect(live.html).toContain(PAGE_WITH_DATA);
    const first = (await readState(storeDir)).shell!.current!;

    const next = await releaseShell('next');
    expect(next).not.toBe(first);
    const released = await page('/');
    expect(released.rendered).toBe(true);
    expect(released.html).toContain(NEXT_TEXT);
    expect(released.html).not.toContain(LIVE_TEXT);
    // The remote's page inside it still has its data: the new shell's page seed reached it (the
    // remote's container was not the one loaded for the other shell version).
    expect(released.html).toContain(PAGE_WITH_DATA);
    // The page's scripts are the released shell's too: what the browser hydrates with.
    const nextIndex = await readFile(join(versionDir(storeDir, 'shell', next), 'index.html'), 'utf8');
    const entry = /<script[^>]+src="([^"]+)"/.exec(nextIndex)![1]!;
    expect(released.html).toContain(entry);

    await rollback({ storeDir, ...quiet }, 'shell');
    const rolledBack = await page('/');
    expect(rolledBack.rendered).toBe(true);
    expect(rolledBack.html).toContain(LIVE_TEXT);
    expect(rolledBack.html).not.toContain(NEXT_TEXT);
    expect(rolledBack.html).toContain(PAGE_WITH_DATA);
  }, 120_000);

  it('serves a shell version that has no server bundle as the plain shell page, never framed by another version', async () => {
    await releaseShell('without-server');
    const old = await page('/');
    expect(old.status).toBe(200);
    expect(old.rendered).toBe(false);
    expect(old.html).toContain('name="old-shell"');
    await rollback({ storeDir, ...quiet }, 'shell');
    const back = await page('/');
    expect(back.rendered).toBe(true);
    expect(back.html).not.toContain('name="old-shell"');
    // Four switches so far: only the live version's federation host is still known to the
    // runtime's process-wide lists (the others, and their code, are let go).
    const global: Record<string, unknown> = globalThis;
    const federation = global['__FEDERATION__'] as { ['__INSTANCES__']: { name: string }[]; ['__SHARE__']: Record<string, unknown> };
    expect(federation['__INSTANCES__'].filter((instance) => instance.name.startsWith('shop_gateway_'))).toHaveLength(1);
    expect(Object.keys(federation['__SHARE__']).filter((name) => name.startsWith('shop_gateway_')).length).toBeLessThanOrEqual(1);
  }, 120_000);

  it('does not serve the server bundle to browsers', async () => {
    const res = await fetch(`${base}/server/render.js`);
    expect(await res.text()).not.toContain('__webpack_require__');
  });
});

describe('a shell server bundle', () => {
  it('resolves the packages it leaves out from the gateway’s installation, React being the one the remotes get', async () => {
    const state = await readState(storeDir);
    const file = shellServerFile(versionDir(storeDir, 'shell', state.shell!.current!));
    const require = packageRequire();
    const shell = (await evaluateBundle(file, require)) as { SERVER_API: number; renderShell: unknown };
    expect(shell.SERVER_API).toBe(1);
    expect(typeof shell.renderShell).toBe('function');
    const dir = await mkdtemp(join(tmpdir(), 'bundle-'));
    try {
      await mkdir(join(dir, 'server'));
      await writeFile(join(dir, 'server', 'render.js'), 'module.exports = { react: require("react"), same: require("react") === require("react") };');
      const probe = (await evaluateBundle(join(dir, 'server', 'render.js'), require)) as { react: unknown; same: boolean };
      expect(probe.same).toBe(true);
      expect(probe.react).toBe(require('react'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
