import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import { publishAll } from '@shop/tools/release/commands';
import { hashDirectory } from '@shop/tools/release/publish';
import { promoteOnStore, releaseToStore, remoteStore, rollbackOnStore } from '@shop/tools/release/remote-store';
import { manifestFile, readState } from '@shop/tools/release/store';
import type { ReleaseUpload } from '@shop/tools/release/store-upload';
import { versionOf } from '@shop/tools/release/versioning';
import { fakeRunner } from '@shop/tools/test-support/fake-runner';
import { createGateway } from './app.ts';
import { registerReleaseUpload } from './release-upload.ts';

/**
 * Releasing one remote into a running store over HTTP, as CI or a workstation does
 * (`pnpm release <remote> --store <url>`): a workspace of its own (a git repository with
 * `shared`, a shell and two remotes, builds faked), a gateway serving the store those were
 * published to, and the CLI's own functions sending to it.
 */
const TOKEN = 'release-token-for-tests-0123456789';
const EVENTS = `export interface EventMap {
  'cart:item-added': { sku: string; qty: number };
}`;

let root: string;
let storeDir: string;
let gateway: FastifyInstance;
let base: string;
let campaigns: string[] = [];
const quiet = { log: () => {} };

async function write(path: string, content: string): Promise<void> {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), content);
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' });
}

/** A remote's source, as its (fake) build outputs it: `next/` is copied to the build folder. */
async function remoteBuild(name: string, body: string, routes = [{ path: `/${name}`, page: 'home' }], dir = 'next'): Promise<void> {
  await write(`${name}/package.json`, JSON.stringify({ name, version: '1.0.0' }));
  await write(`${name}/${dir}/mf-manifest.json`, JSON.stringify({ name, shared: [{ name: '@shop/shared', singleton: true, requiredVersion: '^1.2.0' }] }));
  await write(`${name}/${dir}/routes.json`, JSON.stringify(routes));
  await write(`${name}/${dir}/static/js/main.0000aaaa.js`, body.repeat(300));
}

function commitAll(message: string): void {
  git('add', '-A');
  git('commit', '-q', '-m', message);
}

async function served(): Promise<Record<string, string>> {
  const manifest = (await (await fetch(`${base}/remotes.json`)).json()) as RuntimeManifest;
  return Object.fromEntries(manifest.remotes.map((r) => [r.name, r.version]));
}

/** An upload made by hand (what a CLI that skipped its own checks would send). */
async function handMade(name: string, dir: string, extra: Partial<ReleaseUpload> = {}): Promise<ReleaseUpload> {
  const files: ReleaseUpload['files'] = [];
  for (const path of ['mf-manifest.json', 'routes.json', 'static/js/main.0000aaaa.js']) files.push({ path, data: (await readFile(join(root, name, dir, path))).toString('base64') });
  const state = await readState(storeDir);
  const live = state.remotes[name]?.versions[state.remotes[name]?.current ?? ''];
  return { packageVersion: '1.0.0', version: versionOf('1.0.0', await hashDirectory(join(root, name, dir))), files, ...(live?.contract ? { contract: live.contract } : {}), ...extra };
}

function post(path: string, body: unknown, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }): Promise<Response> {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'release-upload-'));
  storeDir = join(root, 'store');
  git('init', '-q');
  git('config', 'user.name', 'Awa Release');
  git('config', 'user.email', 'awa@example.cm');
  await write('.gitignore', 'store/\nnode_modules/\ndist/\nupload/\n');
  await write('shared/package.json', JSON.stringify({ name: '@shop/shared', version: '1.2.0' }));
  await write('shared/src/events.ts', EVENTS);
  await remoteBuild('mf-a', 'a_one();\n', undefined, 'dist');
  await remoteBuild('mf-b', 'b_one();\n', undefined, 'dist');
  commitAll('source');
  // What the store's image published when it started.
  await publishAll({ storeDir, rootDir: root, ...quiet });

  gateway = await createGateway({
    storeDir,
    shellDir: join(root, 'shell-dist'),
    releaseToken: TOKEN,
    api: {
      mode: 'in-process',
      create: async () => {
        const api = Fastify();
        api.get('/api/campaigns', async () => ({ items: campaigns.map((slug) => ({ slug, visible_until: '2099-01-01T00:00:00Z' })) }));
        return api;
      },
    },
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await gateway?.close();
  await rm(root, { recursive: true, force: true });
});

beforeEach(() => {
  campaigns = [];
});

describe('pnpm release <remote> --store <url>', () => {
  it('builds here, uploads, and the store serves the new version of that remote only', async () => {
    const before = await served();
    const bFiles = await readdir(join(storeDir, 'remotes', 'mf-b'));
    await remoteBuild('mf-a', 'a_two();\n');
    commitAll('mf-a: two');
    const fake = fakeRunner();
    const lines: string[] = [];
    const result = await releaseToStore({ rootDir: root, run: fake.runner, log: (line) => lines.push(line) }, remoteStore(base, { RELEASE_TOKEN: TOKEN }), 'mf-a');

    // The release's own checks and build ran where the source is.
    expect(fake.calls).toContain('pnpm --filter mf-a run build --dist-path <dist>');
    expect(result.version).not.toBe(before['mf-a']);
    expect(await served()).toEqual({ 'mf-a': result.version, 'mf-b': before['mf-b'] });
    const chunk = await fetch(`${base}/remotes/mf-a/${result.version}/static/js/main.0000aaaa.js`, { headers: { 'accept-encoding': 'br' } });
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toContain('a_two()');
    // Compressed by the store at publish, as every stored version is.
    expect(existsSync(join(storeDir, 'remotes/mf-a', result.version, 'static/js/main.0000aaaa.js.br'))).toBe(true);
    // The other remote's files and the previous version of this one are still there.
    expect(await readdir(join(storeDir, 'remotes', 'mf-b'))).toEqual(bFiles);
    expect((await fetch(`${base}/remotes/mf-a/${before['mf-a']}/mf-manifest.json`)).status).toBe(200);
    const meta = (await readState(storeDir)).remotes['mf-a']!.versions[result.version]!;
    expect(meta.release).toEqual({ commit: git('rev-parse', 'HEAD').trim(), author: 'Awa Release <awa@example.cm>', dirty: false });
    expect(meta.contract?.events).toHaveProperty('cart:item-added');
    expect(lines.some((line) => line.includes(`mf-a: ${before['mf-a']} → ${result.version}`))).toBe(true);
    // Nothing left of the upload in the store.
    expect(existsSync(join(storeDir, '.uploads')) ? await readdir(join(storeDir, '.uploads')) : []).toEqual([]);

    // And back, from the same place.
    await rollbackOnStore(remoteStore(base, { RELEASE_TOKEN: TOKEN }), 'mf-a', undefined, () => {});
    expect(await served()).toEqual(before);
  });

  it('sends a canary and promotes it, from the same place', async () => {
    const before = await served();
    await remoteBuild('mf-a', 'a_canary();\n');
    commitAll('mf-a: canary');
    const store = remoteStore(base, { RELEASE_TOKEN: TOKEN });
    const { version } = await releaseToStore({ rootDir: root, run: fakeRunner().runner, ...quiet }, store, 'mf-a', { canary: 30 });
    expect((await readState(storeDir)).remotes['mf-a']!.canary).toMatchObject({ version, percent: 30 });
    // A browser outside the canary's share keeps the live version; one inside gets the canary.
    const outside = (await (await fetch(`${base}/remotes.json`, { headers: { cookie: 'shop_cohort=99' } })).json()) as RuntimeManifest;
    expect(outside.remotes.find((r) => r.name === 'mf-a')?.version).toBe(before['mf-a']);
    const inside = (await (await fetch(`${base}/remotes.json`, { headers: { cookie: 'shop_cohort=0' } })).json()) as RuntimeManifest;
    expect(inside.remotes.find((r) => r.name === 'mf-a')?.version).toBe(version);
    await promoteOnStore(store, 'mf-a', () => {});
    expect(await served()).toEqual({ ...before, 'mf-a': version });
    await rollbackOnStore(store, 'mf-a', undefined, () => {});
    expect(await served()).toEqual(before);
  });

  it('is refused without the token or with a wrong one, before anything is read or written', async () => {
    const manifest = await readFile(manifestFile(storeDir), 'utf8');
    await remoteBuild('mf-a', 'a_three();\n', undefined, 'upload');
    const upload = await handMade('mf-a', 'upload');
    const none = await post('/operator/api/releases/mf-a', upload, {});
    expect(none.status).toBe(401);
    expect(((await none.json()) as { message: string }).message).toMatch(/release token/);
    expect((await post('/operator/api/releases/mf-a', upload, { authorization: 'Bearer not-the-token' })).status).toBe(401);
    expect((await fetch(`${base}/operator/api/releases`)).status).toBe(401);
    expect((await post('/operator/api/releases/mf-a/rollback', {}, {})).status).toBe(401);
    expect(await readFile(manifestFile(storeDir), 'utf8')).toBe(manifest);
    // The CLI says so before it builds anything.
    expect(() => remoteStore(base, {})).toThrow(/RELEASE_TOKEN/);
    expect(() => remoteStore('http://boutique.example.cm', { RELEASE_TOKEN: TOKEN })).toThrow(/https only/);
    await expect(releaseToStore({ rootDir: root, run: fakeRunner().runner, ...quiet }, { url: base, token: 'wrong' }, 'mf-a')).rejects.toThrow(/refused \(401\)/);
  });

  it('is refused when its events contract disagrees with the live bundles, by the CLI and by the store', async () => {
    const before = await readFile(manifestFile(storeDir), 'utf8');
    await remoteBuild('mf-a', 'a_four();\n', undefined, 'upload');
    const live = (await handMade('mf-a', 'upload')).contract!;
    // `qty` became a string in this build's `shared`: mf-b, live, still sends a number.
    const changed = { ...live, events: { ...live.events, 'cart:item-added': '{sku:string;qty:string}' }, hash: 'deadbeef' };
    const res = await post('/operator/api/releases/mf-a', await handMade('mf-a', 'upload', { contract: changed }));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/mf-a: refused, the live store would break:\n.*cart:item-added/);
    expect(await readFile(manifestFile(storeDir), 'utf8')).toBe(before);

    // The CLI's own check, against the store's manifest, refuses it before uploading.
    await write('shared/src/events.ts', EVENTS.replace('qty: number', 'qty: string'));
    await remoteBuild('mf-a', 'a_four();\n');
    commitAll('shared: qty as text');
    try {
      const fake = fakeRunner();
      await expect(releaseToStore({ rootDir: root, run: fake.runner, ...quiet }, { url: base, token: TOKEN }, 'mf-a')).rejects.toThrow(/the live store would break/);
      expect(fake.calls.some((call) => call.includes('build'))).toBe(false);
    } finally {
      await write('shared/src/events.ts', EVENTS);
      commitAll('shared: qty as a number again');
    }
    expect(await readFile(manifestFile(storeDir), 'utf8')).toBe(before);
  });

  it("is refused when its routes take another remote's or a campaign page's address", async () => {
    const before = await readFile(manifestFile(storeDir), 'utf8');
    const versions = await readdir(join(storeDir, 'remotes', 'mf-a'));
    await remoteBuild('mf-a', 'a_five();\n', [{ path: '/mf-a', page: 'home' }, { path: '/mf-b', page: 'taken' }], 'upload');
    const res = await post('/operator/api/releases/mf-a', await handMade('mf-a', 'upload'));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain('route /mf-b is already served by mf-b');

    campaigns = ['soldes-de-noel'];
    await remoteBuild('mf-a', 'a_five();\n', [{ path: '/mf-a', page: 'home' }, { path: '/soldes-de-noel', page: 'noel' }], 'upload');
    const campaign = await post('/operator/api/releases/mf-a', await handMade('mf-a', 'upload'));
    expect(campaign.status).toBe(409);
    expect(((await campaign.json()) as { message: string }).message).toMatch(/route \/soldes-de-noel is already served by campaign/);
    expect(await readFile(manifestFile(storeDir), 'utf8')).toBe(before);
    // No version folder was left for the refused builds.
    expect(await readdir(join(storeDir, 'remotes', 'mf-a'))).toEqual(versions);
  });

  it('refuses an altered or malformed upload with a message', async () => {
    await remoteBuild('mf-a', 'a_six();\n', undefined, 'upload');
    const good = await handMade('mf-a', 'upload');
    const altered = await post('/operator/api/releases/mf-a', { ...good, files: good.files.slice(0, 2) });
    expect(altered.status).toBe(400);
    expect(((await altered.json()) as { message: string }).message).toMatch(/incomplete or altered/);
    const escape = await post('/operator/api/releases/mf-a', { ...good, files: [...good.files, { path: '../../manifest.json', data: '' }] });
    expect(escape.status).toBe(400);
    expect(((await escape.json()) as { message: string }).message).toMatch(/not a plain relative path/);
    expect((await post('/operator/api/releases/shell', good)).status).toBe(400);
    expect((await post('/operator/api/releases/mf-a', { ...good, files: 'all of them' })).status).toBe(400);
    const zipped = await fetch(`${base}/operator/api/releases/mf-a`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: gzipSync(JSON.stringify({ ...good, files: [] })) });
    expect(zipped.status).toBe(400);
    expect(((await zipped.json()) as { message: string }).message).toMatch(/no files/);
    const unknown = await fetch(`${base}/operator/api/releases/mf-a`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', 'content-encoding': 'compress' }, body: '{}' });
    expect(unknown.status).toBe(415);
    expect((await post('/operator/api/releases/mf-a/promote', {})).status).toBe(409);
  });
});

describe('the release token', () => {
  it('stops the store at start when it is short, and is throttled after ten refused attempts a minute', async () => {
    expect(() => registerReleaseUpload(Fastify(), { token: 'short', storeDir, apiOrigin: () => base })).toThrow(/at least 24 characters/);
    let clock = new Date('2026-12-01T10:00:00Z');
    const app = Fastify();
    registerReleaseUpload(app, { token: TOKEN, storeDir, apiOrigin: () => base, now: () => clock });
    const status = async (token: string) => (await app.inject({ method: 'GET', url: '/operator/api/releases', headers: { authorization: `Bearer ${token}` } })).statusCode;
    for (let i = 0; i < 10; i++) expect(await status('guess')).toBe(401);
    expect(await status('guess')).toBe(429);
    // Even the right token waits out the minute: a guesser learns nothing from the answer.
    expect(await status(TOKEN)).toBe(429);
    clock = new Date('2026-12-01T10:01:00Z');
    expect(await status(TOKEN)).toBe(200);
    await app.close();
  });
});
