import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishAll, publishRemote, rollback, setWindow } from './commands.ts';
import { readState, versionDir } from './store.ts';

let root: string;
let storeDir: string;
const quiet = { log: () => {} };

async function remote(name: string, body: string): Promise<void> {
  const dist = join(root, name, 'dist');
  await rm(dist, { recursive: true, force: true });
  await mkdir(join(dist, 'static/js'), { recursive: true });
  await writeFile(join(root, name, 'package.json'), JSON.stringify({ name, version: '1.0.0' }));
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ name }));
  await writeFile(join(dist, 'routes.json'), JSON.stringify([{ path: `/${name}`, page: 'home' }]));
  await writeFile(join(dist, 'static/js/main.0000aaaa.js'), body.repeat(100));
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'release-test-'));
  storeDir = join(root, '.store');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('publish', () => {
  it('stores each version once, precompressed, and keeps the build id for unchanged content', async () => {
    await remote('mf-a', 'console.log("a");\n');
    await remote('mf-b', 'console.log("b");\n');
    const first = await publishAll({ storeDir, rootDir: root, ...quiet });
    const build = (await readState(storeDir)).build;
    expect(Object.keys(first)).toEqual(['mf-a', 'mf-b']);
    const files = await readdir(join(versionDir(storeDir, 'mf-a', first['mf-a']!), 'static/js'));
    expect(files.toSorted()).toEqual(['main.0000aaaa.js', 'main.0000aaaa.js.br', 'main.0000aaaa.js.gz']);

    expect(await publishAll({ storeDir, rootDir: root, ...quiet })).toEqual(first);
    expect((await readState(storeDir)).build).toBe(build);
  });

  it('does not lose one of two concurrent releases', async () => {
    await remote('mf-a', 'a();\n');
    await remote('mf-b', 'b();\n');
    await Promise.all([publishRemote({ storeDir, rootDir: root, ...quiet }, 'mf-a'), publishRemote({ storeDir, rootDir: root, ...quiet }, 'mf-b')]);
    expect(Object.keys((await readState(storeDir)).remotes).toSorted()).toEqual(['mf-a', 'mf-b']);
    expect((await readdir(storeDir)).filter((f) => f.endsWith('.tmp') || f.endsWith('.lock'))).toEqual([]);
  });

  it('refuses a build without a route table, and unknown remotes', async () => {
    await remote('mf-a', 'a();\n');
    await rm(join(root, 'mf-a', 'dist', 'routes.json'));
    await expect(publishRemote({ storeDir, rootDir: root, ...quiet }, 'mf-a')).rejects.toThrow(/routes\.json is missing/);
    await expect(publishRemote({ storeDir, rootDir: root, ...quiet }, 'mf-zzz')).rejects.toThrow(/unknown remote/);
  });

  it('writes the manifest atomically as valid JSON after each command', async () => {
    await remote('mf-a', 'one();\n');
    const v1 = await publishRemote({ storeDir, rootDir: root, ...quiet }, 'mf-a');
    await remote('mf-a', 'two();\n');
    const v2 = await publishRemote({ storeDir, rootDir: root, ...quiet }, 'mf-a');
    await setWindow({ storeDir, ...quiet }, { name: 'mf-a', route: '/mf-a', from: '2026-01-01T00:00:00Z' });
    await rollback({ storeDir, ...quiet }, 'mf-a');
    const saved = JSON.parse(await readFile(join(storeDir, 'manifest.json'), 'utf8'));
    expect(saved.remotes['mf-a']).toMatchObject({ current: v1, history: [], routeWindows: { '/mf-a': { from: '2026-01-01T00:00:00.000Z' } } });
    expect(Object.keys(saved.remotes['mf-a'].versions).toSorted()).toEqual([v1, v2].toSorted());
  });
});
