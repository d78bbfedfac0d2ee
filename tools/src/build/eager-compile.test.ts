import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRsbuild } from '@rsbuild/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, REMOTE_ENTRY_SCRIPT, SHELL_BOOTSTRAP_FILE, SHELL_ENTRY_FILE, SHELL_FIRST_LOAD_FILE, pluginEagerCompile } from './eager-compile.ts';

describe('the eager-compile hint', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'eager-compile-'));
    await writeFile(
      join(dir, 'index.js'),
      'export function start() { return Promise.all([import(/* webpackChunkName: "first-load" */ "./first.js"), import(/* webpackChunkName: "bootstrap" */ "./boot.js"), import("./later.js")]); }\nstart();\n',
    );
    await writeFile(join(dir, 'first.js'), 'export const first = () => "first";\n');
    await writeFile(join(dir, 'boot.js'), 'export const boot = () => "boot";\n');
    await writeFile(join(dir, 'later.js'), 'export const later = () => "later";\n');
    const rsbuild = await createRsbuild({
      cwd: dir,
      config: {
        // vitest sets NODE_ENV=test: the hint is for production builds only.
        mode: 'production',
        plugins: [pluginEagerCompile([SHELL_ENTRY_FILE, SHELL_FIRST_LOAD_FILE, SHELL_BOOTSTRAP_FILE])],
        source: { entry: { index: './index.js' } },
        output: { distPath: { root: 'dist' }, filenameHash: true, sourceMap: { js: 'source-map' } },
      },
    });
    await rsbuild.build();
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('opens the entry and the first-load and bootstrap chunks, after minification, and leaves the other lazily loaded chunk alone', async () => {
    const entry = (await readdir(join(dir, 'dist/static/js'))).find((file) => /^index\..*\.js$/.test(file))!;
    const entryCode = await readFile(join(dir, 'dist/static/js', entry), 'utf8');
    expect(entryCode.split('\n')[0]).toBe(EAGER_COMPILE_HINT);
    const chunks = (await readdir(join(dir, 'dist/static/js/async'))).filter((file) => file.endsWith('.js'));
    for (const name of ['first-load.', 'bootstrap.']) {
      const named = chunks.filter((file) => file.startsWith(name));
      expect(named).toHaveLength(1);
      expect((await readFile(join(dir, 'dist/static/js/async', named[0]!), 'utf8')).split('\n')[0]).toBe(EAGER_COMPILE_HINT);
    }
    const others = chunks.filter((file) => !file.startsWith('first-load.') && !file.startsWith('bootstrap.'));
    expect(others).not.toHaveLength(0);
    for (const chunk of others) expect(await readFile(join(dir, 'dist/static/js/async', chunk), 'utf8')).not.toContain(EAGER_COMPILE_HINT);
  });

  it('is counted in the source map: the code starts on its second line', async () => {
    const entry = (await readdir(join(dir, 'dist/static/js'))).find((file) => /^index\..*\.js\.map$/.test(file))!;
    const map = JSON.parse(await readFile(join(dir, 'dist/static/js', entry), 'utf8')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
  });

  it('names the shell’s hashed entry, first-load and bootstrap chunks and a remote’s container, not their other files', () => {
    expect(SHELL_ENTRY_FILE.test('static/js/index.cccd21e300.js')).toBe(true);
    expect(SHELL_ENTRY_FILE.test('static/js/async/first-load.ebce9c1c98.js')).toBe(false);
    expect(SHELL_FIRST_LOAD_FILE.test('static/js/async/first-load.ebce9c1c98.js')).toBe(true);
    expect(SHELL_FIRST_LOAD_FILE.test('static/js/async/first-load.ebce9c1c98.js.map')).toBe(false);
    expect(SHELL_FIRST_LOAD_FILE.test('static/js/async/o.f9d24dc27d.js')).toBe(false);
    expect(SHELL_FIRST_LOAD_FILE.test('static/css/async/first-load.ebce9c1c98.css')).toBe(false);
    expect(SHELL_BOOTSTRAP_FILE.test('static/js/async/bootstrap.62e5c47597.js')).toBe(true);
    expect(SHELL_BOOTSTRAP_FILE.test('static/js/async/bootstrap.62e5c47597.js.map')).toBe(false);
    expect(SHELL_BOOTSTRAP_FILE.test('static/js/async/first-load.ebce9c1c98.js')).toBe(false);
    expect(REMOTE_ENTRY_SCRIPT.test('remoteEntry.js')).toBe(true);
    expect(REMOTE_ENTRY_SCRIPT.test('server/remoteEntry.js')).toBe(false);
  });
});
