import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import { promote, publishAll, release, rollback, type Runner } from '@shop/tools/release/commands';
import { readState, versionDir } from '@shop/tools/release/store';
import { fakeRunner } from '@shop/tools/test-support/fake-runner';
import { createGateway } from './app.ts';
import { HEALTH_CHECKS_PER_MINUTE } from './pages.ts';

/**
 * Releases against a running gateway: the shell released like a remote (no failed request
 * while it is rebuilt and switched), canary cohorts, and `/healthcheck`.
 */
let root: string;
let storeDir: string;
let gateway: FastifyInstance;
let base: string;
const quiet = { log: () => {} };

async function write(path: string, content: string): Promise<void> {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), content);
}

async function shellSource(label: string): Promise<void> {
  await write('shell/next/index.html', `<!doctype html><script src="/static/js/index.${label}.js"></script><div id="root">${label}</div>`);
  await write(`shell/next/static/js/index.${label}.js`, `console.log("${label}");`);
}

async function remoteSource(label: string): Promise<void> {
  const mf = { id: 'mf_demo', name: 'mf_demo', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };
  await rm(join(root, 'mf-demo/next'), { recursive: true, force: true });
  await write('mf-demo/next/mf-manifest.json', JSON.stringify(mf));
  await write('mf-demo/next/remoteEntry.js', `var mf_demo = { label: "${label}" };`);
  await write('mf-demo/next/routes.json', JSON.stringify([{ path: '/demo', page: 'demo' }]));
}

/** This fixture is not a git checkout, so every release is forced (recorded as dirty). */
function releaseWith(name: string, runner: Runner, options: Parameters<typeof release>[2] = {}): Promise<string> {
  return release({ storeDir, rootDir: root, run: runner, ...quiet }, name, { force: true, ...options });
}

async function latest(cookie: string): Promise<string> {
  return ((await (await fetch(`${base}/builds/latest.json`, { headers: { cookie } })).json()) as { build: string }).build;
}

async function manifest(cookie?: string): Promise<{ body: RuntimeManifest; setCookie: string | null }> {
  const res = await fetch(`${base}/remotes.json`, cookie ? { headers: { cookie } } : {});
  return { body: (await res.json()) as RuntimeManifest, setCookie: res.headers.get('set-cookie') };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'delivery-test-'));
  storeDir = join(root, '.store');
  await write('shell/package.json', JSON.stringify({ name: '@shop/shell', version: '1.0.0' }));
  await write('mf-demo/package.json', JSON.stringify({ name: 'mf-demo', version: '1.0.0' }));
  await shellSource('one');
  await remoteSource('one');
  await cp(join(root, 'shell/next'), join(root, 'shell/dist'), { recursive: true });
  await cp(join(root, 'mf-demo/next'), join(root, 'mf-demo/dist'), { recursive: true });
  await publishAll({ storeDir, rootDir: root, ...quiet });
  // Reports are not reused: the health test breaks and mends files between requests.
  gateway = await createGateway({ storeDir, shellDir: join(root, 'shell/dist'), api: { mode: 'in-process', create: async () => Fastify() }, healthTtlMs: 0 });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await gateway?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the shell released like a remote', () => {
  it('answers every request during a shell release, then serves the new shell and still the old chunks', async () => {
    const first = (await readState(storeDir)).shell!.current!;
    await shellSource('two');
    const fake = fakeRunner();
    const progress = { done: false };
    const slowBuild: Runner = async (command, args, cwd) => {
      if (args.includes('build')) {
        // What a rebuild in place used to do: shell/dist disappears for the length of the build.
        await rm(join(root, 'shell/dist'), { recursive: true, force: true });
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return fake.runner(command, args, cwd);
    };
    const statuses: number[] = [];
    const load = (async () => {
      // At least one full round, then keep going until the release is done.
      for (let round = 0; round === 0 || !progress.done; round++) {
        for (const path of ['/', '/demo', '/static/js/index.one.js', '/remotes.json', '/builds/latest.json']) {
          statuses.push((await fetch(`${base}${path}`)).status);
        }
      }
    })();
    const second = await releaseWith('shell', slowBuild).finally(() => {
      progress.done = true;
    });
    await load;
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    expect(second).not.toBe(first);
    expect(await (await fetch(`${base}/`)).text()).toContain('index.two.js');
    // A tab opened on the first shell still gets its chunks; the new ones are there too.
    expect((await fetch(`${base}/static/js/index.one.js`)).status).toBe(200);
    expect((await fetch(`${base}/static/js/index.two.js`)).status).toBe(200);
    // dist/ now holds the released build.
    expect(await readFile(join(root, 'shell/dist/index.html'), 'utf8')).toContain('two');

    const before = (await manifest()).body.build;
    await rollback({ storeDir, ...quiet }, 'shell');
    expect(await (await fetch(`${base}/`)).text()).toContain('index.one.js');
    expect((await manifest()).body.build).not.toBe(before);
  });
});

describe('canary', () => {
  it('gives a browser a cohort once and serves it the canary or the live version, sticky', async () => {
    const live = (await readState(storeDir)).remotes['mf-demo']!.current!;
    // No canary: no cookie handed out.
    expect((await manifest()).setCookie).toBeNull();
    await remoteSource('two');
    const canary = await releaseWith('mf-demo', fakeRunner().runner, { canary: 10 });

    const fresh = await manifest();
    expect(fresh.setCookie).toMatch(/^shop_cohort=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
    const cohort = Number(/shop_cohort=(\d+)/.exec(fresh.setCookie!)![1]);
    expect(fresh.body.remotes[0]!.version).toBe(cohort < 10 ? canary : live);

    const inCanary = await manifest('shop_cohort=3');
    expect(inCanary.setCookie).toBeNull();
    expect(inCanary.body.remotes[0]!.version).toBe(canary);
    expect((await manifest('theme=dark; shop_cohort=3')).body.remotes[0]!.version).toBe(canary);
    expect((await manifest('shop_cohort=42')).body.remotes[0]!.version).toBe(live);
    // The build id each cohort polls is its own.
    expect(await latest('shop_cohort=3')).toBe(inCanary.body.build);
    expect(await latest('shop_cohort=3')).not.toBe(await latest('shop_cohort=42'));

    await promote({ storeDir, ...quiet }, 'mf-demo');
    expect((await manifest('shop_cohort=42')).body.remotes[0]!.version).toBe(canary);
  });
});

describe('/healthcheck', () => {
  it('answers 200 while every live entry loads and 503 when one does not', async () => {
    const ok = await fetch(`${base}/healthcheck`, { headers: { accept: 'application/json' } });
    expect(ok.status).toBe(200);
    const report = (await ok.json()) as { ok: boolean; checks: { bundle: string; ok: boolean }[] };
    expect(report.ok).toBe(true);
    expect(report.checks.map((c) => c.bundle)).toEqual(['shell', 'mf-demo']);
    // The page itself (the shell's health page) carries the status for monitors.
    const page = await fetch(`${base}/fr/healthcheck`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const live = (await readState(storeDir)).remotes['mf-demo']!.current!;
    const entry = join(versionDir(storeDir, 'mf-demo', live), 'remoteEntry.js');
    const good = await readFile(entry, 'utf8');
    try {
      await writeFile(entry, 'var mf_demo = {');
      const broken = await fetch(`${base}/healthcheck`, { headers: { accept: 'application/json' } });
      expect(broken.status).toBe(503);
      const failing = (await broken.json()) as { ok: boolean; checks: { bundle: string; ok: boolean; detail: string }[] };
      expect(failing.checks.find((c) => c.bundle === 'mf-demo')).toMatchObject({ ok: false, detail: expect.stringMatching(/Unexpected end of input/) });
      expect((await fetch(`${base}/healthcheck`)).status).toBe(503);
      await rm(entry);
      expect((await fetch(`${base}/healthcheck`, { headers: { accept: 'application/json' } })).status).toBe(503);
    } finally {
      await writeFile(entry, good);
    }
    expect((await fetch(`${base}/healthcheck`)).status).toBe(200);
  });
});

const status = async (path: string): Promise<number> => (await fetch(`${base}${path}`)).status;
const healthCheck = (address: string, path = '/healthcheck') => gateway.inject({ method: 'GET', url: path, remoteAddress: address, headers: { accept: 'application/json' } });

describe('what browsers are not sent', () => {
  it("refuses a remote's server bundle, the build's statistics and source maps, however spelled", async () => {
    const state = await readState(storeDir);
    const remoteDir = versionDir(storeDir, 'mf-demo', state.remotes['mf-demo']!.current!);
    const shellDir = versionDir(storeDir, 'shell', state.shell!.current!);
    await write(join(remoteDir, 'server/remoteEntry.js').slice(root.length + 1), 'module.exports = "server code";');
    await write(join(remoteDir, 'mf-stats.json').slice(root.length + 1), '{"file":"src/routes/demo.tsx"}');
    await write(join(remoteDir, 'static/js/a.js').slice(root.length + 1), 'console.log("a");');
    await write(join(remoteDir, 'static/js/a.js.map').slice(root.length + 1), '{"sources":["src/a.ts"]}');
    await write(join(shellDir, 'server/render.js').slice(root.length + 1), 'module.exports = "shell server";');
    await write(join(shellDir, 'mf-stats.json').slice(root.length + 1), '{"file":"src/bootstrap.tsx"}');
    const remote = `/remotes/mf-demo/${state.remotes['mf-demo']!.current!}`;
    // What the shell's runtime loads still comes.
    expect(await status(`${remote}/mf-manifest.json`)).toBe(200);
    expect(await status(`${remote}/remoteEntry.js`)).toBe(200);
    expect(await status(`${remote}/static/js/a.js`)).toBe(200);
    for (const path of [
      `${remote}/server/remoteEntry.js`,
      `${remote}/server%2FremoteEntry.js`,
      `${remote}//server/remoteEntry.js`,
      `${remote}/mf-stats.json`,
      `${remote}/static/js/a.js.map`,
      `${remote}/routes.json`,
      '/server/render.js',
      '/server%2Frender.js',
      '//server/render.js',
      '/mf-stats.json',
    ]) {
      const res = await fetch(`${base}${path}`);
      const body = await res.text();
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(body).not.toMatch(/server code|shell server|src\//);
    }
  });
});

describe('/healthcheck under load', () => {
  it('is limited per address, an IPv6 one by its /64', async () => {
    for (let i = 0; i < HEALTH_CHECKS_PER_MINUTE; i++) expect((await healthCheck(`2001:db8:77:1::${i + 1}`)).statusCode).toBe(200);
    const refused = await healthCheck('2001:db8:77:1:ffff::1', '/en/healthcheck');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many health checks from this address/);
    expect((await healthCheck('2001:db8:77:1::9', '/fr/healthcheck')).json().message).toMatch(/^Trop de vérifications/);
    expect((await healthCheck('2001:db8:77:2::1')).statusCode).toBe(200);
  });
});
