import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promote, prune, publishAll, release, rollback, setWindow, type Context } from './commands.ts';
import { readState, versionDir } from './store.ts';
import { fakeRunner } from '../test-support/fake-runner.ts';

/**
 * Each test gets its own git repository shaped like the workspace (shared/, shell/, mf-*):
 * several engineers edit the real checkout at once, so nothing here may depend on its state.
 * A package's `next/` folder is what its (fake) build outputs.
 */
let root: string;
let storeDir: string;
const quiet = { log: () => {} };

const EVENTS = `export interface EventMap {
  'cart:item-added': { sku: string; qty: number };
  'auth:logged-in': { customerId: number };
}`;

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' });
}

async function write(path: string, content: string): Promise<void> {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), content);
}

function mfManifest(name: string, shared: { version?: string; requiredVersion?: string }): string {
  return JSON.stringify({ name, shared: [{ name: '@shop/shared', singleton: true, ...shared }] });
}

/** A remote's next build: its route table, manifest (with the shared range it requires) and a chunk. */
async function remoteSource(name: string, body: string, requiredVersion = '^1.2.0'): Promise<void> {
  await write(`${name}/package.json`, JSON.stringify({ name, version: '1.0.0' }));
  await write(`${name}/next/mf-manifest.json`, mfManifest(name, { requiredVersion }));
  await write(`${name}/next/routes.json`, JSON.stringify([{ path: `/${name}`, page: 'home' }]));
  await write(`${name}/next/static/js/main.0000aaaa.js`, body.repeat(300));
}

async function shellSource(body: string, sharedVersion = '1.2.0'): Promise<void> {
  await write('shell/package.json', JSON.stringify({ name: '@shop/shell', version: '1.0.0' }));
  await write('shell/next/index.html', `<!doctype html><script src="/static/js/index.js"></script>${body}`);
  await write('shell/next/mf-manifest.json', mfManifest('shell', { version: sharedVersion, requiredVersion: `^${sharedVersion}` }));
  await write('shell/next/static/js/index.js', `console.log(${JSON.stringify(body)});`);
}

function commitAll(message = 'source'): void {
  git('add', '-A');
  git('commit', '-q', '-m', message);
}

function ctx(fail: string[] = []): Context & { calls: string[] } {
  const fake = fakeRunner(fail);
  return { storeDir, rootDir: root, run: fake.runner, calls: fake.calls, ...quiet };
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'release-test-'));
  storeDir = join(root, '.store');
  git('init', '-q');
  git('config', 'user.name', 'Awa Release');
  git('config', 'user.email', 'awa@example.cm');
  await write('.gitignore', '.store/\nnode_modules/\ndist/\n');
  await write('shared/package.json', JSON.stringify({ name: '@shop/shared', version: '1.2.0' }));
  await write('shared/src/events.ts', EVENTS);
  await write('shared/src/stores/cart.ts', 'export interface CartState { id: string | null }\nexport const $cart = map<CartState>({ id: null });\n');
  await shellSource('shell one');
  await remoteSource('mf-a', 'a();\n');
  await remoteSource('mf-b', 'b();\n');
  commitAll();
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('release', () => {
  it('runs the checks, builds into a temporary folder, stores the version with its source, and fills dist/', async () => {
    const c = ctx();
    const version = await release(c, 'mf-a');
    expect(c.calls).toEqual([
      'pnpm --filter mf-a run typecheck',
      'pnpm exec vitest run --passWithNoTests mf-a/src',
      // First release: no recorded `shared` to compare with, so the whole workspace is checked.
      'pnpm run typecheck',
      'pnpm --filter mf-a run build --dist-path <dist>',
    ]);
    const remote = (await readState(storeDir)).remotes['mf-a']!;
    expect(remote.current).toBe(version);
    const meta = remote.versions[version]!;
    expect(meta.release).toEqual({ commit: git('rev-parse', 'HEAD').trim(), author: 'Awa Release <awa@example.cm>', dirty: false });
    expect(meta.shared).toEqual({ requiredVersion: '^1.2.0' });
    expect(Object.keys(meta.contract!.events)).toEqual(['auth:logged-in', 'cart:item-added']);
    expect(await readFile(join(root, 'mf-a/dist/routes.json'), 'utf8')).toContain('/mf-a');
    expect(await readdir(join(versionDir(storeDir, 'mf-a', version), 'static/js'))).toContain('main.0000aaaa.js.br');
    // Nothing left behind in the package.
    expect(await readdir(join(root, 'mf-a/node_modules/.release'))).toEqual([]);

    // Same shared source as the live version: the workspace typecheck is skipped.
    const again = ctx();
    await release(again, 'mf-a');
    expect(again.calls).not.toContain('pnpm run typecheck');
    await write('shared/src/format.ts', 'export const price = (n: number) => `${n} FCFA`;\n');
    commitAll('shared: price');
    const changed = ctx();
    await release(changed, 'mf-a');
    expect(changed.calls).toContain('pnpm run typecheck');
  });

  it('refuses a dirty source unless forced, and records the force', async () => {
    await write('mf-a/next/static/js/main.0000aaaa.js', 'changed();\n'.repeat(100));
    await expect(release(ctx(), 'mf-a')).rejects.toThrow(/uncommitted changes[\s\S]*mf-a\/next/);
    expect((await readState(storeDir)).remotes['mf-a']).toBeUndefined();
    // A dirty file outside what mf-a is built from does not count.
    await write('mf-b/next/static/js/main.0000aaaa.js', 'other();\n'.repeat(100));
    await write('mf-a/next/static/js/main.0000aaaa.js', 'a();\n'.repeat(300));
    const version = await release(ctx(), 'mf-a');
    expect((await readState(storeDir)).remotes['mf-a']!.versions[version]!.release!.dirty).toBe(false);

    await write('mf-a/next/static/js/main.0000aaaa.js', 'changed();\n'.repeat(100));
    const forced = await release({ ...ctx(), log: () => {} }, 'mf-a', { force: true });
    expect((await readState(storeDir)).remotes['mf-a']!.versions[forced]!.release).toMatchObject({ dirty: true, forced: true });
  });

  it('leaves dist/ and the store as they were when a check or the build fails', async () => {
    const version = await release(ctx(), 'mf-a');
    const before = await readFile(join(storeDir, 'manifest.json'), 'utf8');
    const dist = await readFile(join(root, 'mf-a/dist/static/js/main.0000aaaa.js'), 'utf8');
    await write('mf-a/next/static/js/main.0000aaaa.js', 'broken(\n'.repeat(100));
    commitAll('broken');
    await expect(release(ctx(['typecheck']), 'mf-a')).rejects.toThrow(/typecheck failed[\s\S]*nothing was released/);
    await expect(release(ctx(['vitest']), 'mf-a')).rejects.toThrow(/tests failed/);
    const failing = ctx(['build']);
    await expect(release(failing, 'mf-a')).rejects.toThrow(/build failed.*dist\/ and the store are unchanged/);
    expect(failing.calls.at(-1)).toMatch(/build --dist-path <dist>$/);
    expect(await readFile(join(storeDir, 'manifest.json'), 'utf8')).toBe(before);
    expect(await readFile(join(root, 'mf-a/dist/static/js/main.0000aaaa.js'), 'utf8')).toBe(dist);
    expect((await readState(storeDir)).remotes['mf-a']!.current).toBe(version);
  });

  it('refuses a remote that needs a newer shared than the live shell carries', async () => {
    await release(ctx(), 'shell');
    await remoteSource('mf-a', 'a2();\n', '^2.0.0');
    commitAll('mf-a needs shared 2');
    await expect(release(ctx(), 'mf-a')).rejects.toThrow(/requires @shop\/shared \^2\.0\.0; the live shell .* carries 1\.2\.0/);
    expect((await readState(storeDir)).remotes['mf-a']).toBeUndefined();
    // …and a shell whose shared no live remote accepts.
    await remoteSource('mf-a', 'a();\n');
    commitAll('back');
    await release(ctx(), 'mf-a');
    await shellSource('shell two', '2.0.0');
    commitAll('shell with shared 2');
    await expect(release(ctx(), 'shell')).rejects.toThrow(/mf-a@.* requires @shop\/shared \^1\.2\.0; this shell carries 2\.0\.0/);
  });

  it('refuses a build whose events contract differs from the live bundles', async () => {
    await release(ctx(), 'shell');
    await release(ctx(), 'mf-b');
    // A renamed event: the live shell and mf-b still speak of cart:item-added.
    await write('shared/src/events.ts', EVENTS.replace('cart:item-added', 'cart:line-added'));
    await remoteSource('mf-a', 'a2();\n');
    commitAll('rename an event');
    const refused = ctx();
    await expect(release(refused, 'mf-a')).rejects.toThrow(/event "cart:item-added" used by shell@[^\n]* is missing[\s\S]*used by mf-b@/);
    // Known from the source: refused before any check or build runs.
    expect(refused.calls).toEqual([]);
    // A changed payload type is refused as well; an added event is not.
    await write('shared/src/events.ts', EVENTS.replace('qty: number', 'qty: string'));
    commitAll('retype');
    await expect(release(ctx(), 'mf-a')).rejects.toThrow(/event "cart:item-added" differs from shell@/);
    await write('shared/src/events.ts', EVENTS.replace(/\n}$/, "\n  'wishlist:changed': { count: number };\n}"));
    commitAll('add an event');
    await expect(release(ctx(), 'mf-a')).resolves.toMatch(/^1\.0\.0-/);
  });
});

/** The route table of a package's next build. */
async function routes(name: string, paths: string[]): Promise<void> {
  await write(`${name}/next/routes.json`, JSON.stringify(paths.map((path) => ({ path, page: 'page' }))));
}

describe('route ownership', () => {
  it("refuses a route table that takes another owner's address, naming the route and whose it is", async () => {
    await routes('mf-b', ['/cart', '/category/:slug']);
    commitAll('mf-b serves the cart and the categories');
    await release(ctx(), 'mf-b');
    const campaigns = { campaigns: async () => ['black-friday'] };
    for (const [path, owner] of [
      ['/cart', 'mf-b'],
      ['/en/Cart/', 'mf-b \\(as /cart\\)'],
      ['/category/smartphones-13', 'mf-b \\(as /category/:slug\\)'],
      ['/login', 'shell'],
      ['/black-friday', 'campaign black-friday'],
    ]) {
      await routes('mf-a', ['/mf-a', path!]);
      commitAll(`mf-a takes ${path}`);
      const refused = release({ ...ctx(), ...campaigns }, 'mf-a');
      await expect(refused).rejects.toThrow(new RegExp(`mf-a: refused[^\\n]*\\n  route ${path!.replace(/[/]/g, '\\/')} is already served by ${owner}$`));
      // …as a canary too; nothing is stored, nothing goes live, dist/ is untouched.
      await expect(release({ ...ctx(), ...campaigns }, 'mf-a', { canary: 10 })).rejects.toThrow(/is already served by/);
      expect((await readState(storeDir)).remotes['mf-a']).toBeUndefined();
      expect(await stat(join(root, 'mf-a/dist')).catch(() => null)).toBeNull();
    }
    // Its own addresses are its own: mf-b may keep /cart in its next release.
    await routes('mf-a', ['/mf-a', '/category']);
    await routes('mf-b', ['/cart', '/category/:id']);
    commitAll('no collision');
    await expect(release({ ...ctx(), ...campaigns }, 'mf-a')).resolves.toMatch(/^1\.0\.0-/);
    await expect(release({ ...ctx(), ...campaigns }, 'mf-b')).resolves.toMatch(/^1\.0\.0-/);
  });

  it('refuses a publish that would serve one address from two remotes', async () => {
    await routes('mf-a', ['/mf-a', '/cart']);
    await routes('mf-b', ['/cart']);
    commitAll('both serve /cart');
    await built('mf-a', 'a();\n');
    await write('mf-a/dist/routes.json', JSON.stringify([{ path: '/mf-a', page: 'page' }, { path: '/cart', page: 'page' }]));
    await built('mf-b', 'b();\n');
    await write('mf-b/dist/routes.json', JSON.stringify([{ path: '/CART', page: 'page' }]));
    await expect(publishAll({ storeDir, rootDir: root, ...quiet })).rejects.toThrow(/mf-a: route \/cart is already served by mf-b \(as \/CART\)/);
    expect((await readState(storeDir)).remotes).toEqual({});
  });
});

describe('the shell, released like a remote', () => {
  it('goes to a versioned folder, bumps the build id, and rolls back', async () => {
    const first = await release(ctx(), 'shell');
    const build1 = (await readState(storeDir)).build;
    expect(await readFile(join(versionDir(storeDir, 'shell', first), 'index.html'), 'utf8')).toContain('shell one');
    await shellSource('shell two');
    commitAll('shell two');
    const second = await release(ctx(), 'shell');
    const state = await readState(storeDir);
    expect(state.shell).toMatchObject({ current: second, history: [first] });
    expect(state.build).not.toBe(build1);
    expect(state.shell!.versions[second]!.shared).toEqual({ version: '1.2.0', requiredVersion: '^1.2.0' });
    await rollback({ storeDir, ...quiet }, 'shell');
    expect((await readState(storeDir)).shell!.current).toBe(first);
  });
});

/** A remote built by `pnpm build` (dist/ written in place), as `npm start` finds it. */
async function built(name: string, body: string): Promise<void> {
  await remoteSource(name, body);
  await rm(join(root, name, 'dist'), { recursive: true, force: true });
  await cp(join(root, name, 'next'), join(root, name, 'dist'), { recursive: true });
}

describe('publish-all', () => {

  it('stores each version once, precompressed, and keeps the build id for unchanged content', async () => {
    await built('mf-a', 'console.log("a");\n');
    await built('mf-b', 'console.log("b");\n');
    const first = await publishAll({ storeDir, rootDir: root, ...quiet });
    const build = (await readState(storeDir)).build;
    expect(Object.keys(first)).toEqual(['mf-a', 'mf-b']);
    const files = await readdir(join(versionDir(storeDir, 'mf-a', first['mf-a']!), 'static/js'));
    expect(files.toSorted()).toEqual(['main.0000aaaa.js', 'main.0000aaaa.js.br', 'main.0000aaaa.js.gz']);
    expect(await publishAll({ storeDir, rootDir: root, ...quiet })).toEqual(first);
    expect((await readState(storeDir)).build).toBe(build);
  });

  it('never changes a live version: a restart cannot undo a rollback', async () => {
    const v1 = await release(ctx(), 'mf-a');
    await remoteSource('mf-a', 'two();\n');
    commitAll('two');
    const v2 = await release(ctx(), 'mf-a');
    await rollback({ storeDir, ...quiet }, 'mf-a');
    // dist/ holds v2 (the last build); publishing it on start keeps v1 live.
    await publishAll({ storeDir, rootDir: root, ...quiet });
    expect((await readState(storeDir)).remotes['mf-a']).toMatchObject({ current: v1 });
    // A new dist/ is stored (so it can be switched to) but not made live.
    await built('mf-a', 'three();\n');
    const v3 = (await publishAll({ storeDir, rootDir: root, ...quiet }))['mf-a']!;
    const remote = (await readState(storeDir)).remotes['mf-a']!;
    expect(remote.current).toBe(v1);
    expect(Object.keys(remote.versions).toSorted()).toEqual([v1, v2, v3].toSorted());
    // Rollback goes to any stored version, even one that was never live.
    await rollback({ storeDir, ...quiet }, 'mf-a', v3);
    expect((await readState(storeDir)).remotes['mf-a']).toMatchObject({ current: v3, history: [v1] });
    await expect(rollback({ storeDir, ...quiet }, 'mf-a', '1.0.0-deadbeef')).rejects.toThrow(/not stored/);
  });

  it('with --switch-new (a docker image starting) makes new content live, never content already stored', async () => {
    const v1 = await release(ctx(), 'mf-a');
    await built('mf-a', 'image two();\n');
    const v2 = (await publishAll({ storeDir, rootDir: root, ...quiet }, { switchIfNew: true }))['mf-a']!;
    expect((await readState(storeDir)).remotes['mf-a']).toMatchObject({ current: v2, history: [v1] });
    // The operator rolls back; the same image restarts: v2 is already stored, v1 stays live.
    await rollback({ storeDir, ...quiet }, 'mf-a');
    await publishAll({ storeDir, rootDir: root, ...quiet }, { switchIfNew: true });
    expect((await readState(storeDir)).remotes['mf-a']!.current).toBe(v1);
  });

  it('does not lose one of two concurrent releases', async () => {
    await Promise.all([release(ctx(), 'mf-a'), release(ctx(), 'mf-b')]);
    expect(Object.keys((await readState(storeDir)).remotes).toSorted()).toEqual(['mf-a', 'mf-b']);
    expect((await readdir(storeDir)).filter((f) => f.endsWith('.tmp') || f.endsWith('.lock'))).toEqual([]);
  });
});

describe('prune', () => {
  it('keeps the last N, the live one, the canary and the rollback target; deletes the rest', async () => {
    let t = Date.parse('2026-01-01T00:00:00Z');
    const versions: string[] = [];
    for (let i = 0; i < 5; i++) {
      await remoteSource('mf-a', `v${i}();\n`);
      commitAll(`v${i}`);
      versions.push(await release({ ...ctx(), now: () => new Date((t += 60_000)) }, 'mf-a', { keep: 10 }));
    }
    await rollback({ storeDir, ...quiet }, 'mf-a', versions[0]);
    await remoteSource('mf-a', 'canary();\n');
    commitAll('canary');
    const canary = await release({ ...ctx(), now: () => new Date((t += 60_000)) }, 'mf-a', { canary: 10, keep: 10 });
    // Live: versions[0] (rolled back to), canary; newest two: canary, versions[4].
    expect((await prune({ storeDir, ...quiet }, 'mf-a', 2)).toSorted()).toEqual([versions[1], versions[2], versions[3]].toSorted());
    const remote = (await readState(storeDir)).remotes['mf-a']!;
    expect(Object.keys(remote.versions).toSorted()).toEqual([versions[0], versions[4], canary].toSorted());
    expect(await stat(versionDir(storeDir, 'mf-a', versions[1]!)).catch(() => null)).toBeNull();
    expect(await stat(versionDir(storeDir, 'mf-a', versions[4]!))).toBeTruthy();
  });
});

describe('canary', () => {
  it('serves beside the live version until promoted or rolled back', async () => {
    const live = await release(ctx(), 'mf-a');
    await remoteSource('mf-a', 'canary();\n');
    commitAll('canary');
    const canary = await release(ctx(), 'mf-a', { canary: 10 });
    expect((await readState(storeDir)).remotes['mf-a']).toMatchObject({ current: live, canary: { version: canary, percent: 10 } });
    await rollback({ storeDir, ...quiet }, 'mf-a');
    expect((await readState(storeDir)).remotes['mf-a']).toMatchObject({ current: live });
    expect((await readState(storeDir)).remotes['mf-a']!.canary).toBeUndefined();
    await release(ctx(), 'mf-a', { canary: 25 });
    await promote({ storeDir, ...quiet }, 'mf-a');
    expect((await readState(storeDir)).remotes['mf-a']).toMatchObject({ current: canary, history: [live] });
    await expect(release(ctx(), 'mf-b', { canary: 10 })).rejects.toThrow(/needs a live version/);
  });
});

describe('campaign windows', () => {
  it('refuses a window that would hide a whole remote unless asked for', async () => {
    await release(ctx(), 'mf-a');
    const window = { from: '2026-11-27T00:00:00Z', until: '2026-11-30T00:00:00Z' };
    await expect(release(ctx(), 'mf-a', { window })).rejects.toThrow(/--route <path>.*or --whole-remote/);
    await expect(setWindow({ storeDir, ...quiet }, { name: 'mf-a', ...window })).rejects.toThrow(/--whole-remote/);
    await release(ctx(), 'mf-a', { window, route: '/mf-a' });
    expect((await readState(storeDir)).remotes['mf-a']!.routeWindows).toEqual({ '/mf-a': { from: '2026-11-27T00:00:00.000Z', until: '2026-11-30T00:00:00.000Z' } });
    await release(ctx(), 'mf-a', { window, wholeRemote: true });
    expect((await readState(storeDir)).remotes['mf-a']).toMatchObject({ from: '2026-11-27T00:00:00.000Z' });
  });
});
