import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishAll, release, rollback } from '@shop/tools/release/commands';
import { readState, repoRoot } from '@shop/tools/release/store';
import { fakeRunner } from '@shop/tools/test-support/fake-runner';
import { createGateway } from './app.ts';
import { healthMemo, probeRoute, type BundleHealth, type HealthReport } from './health.ts';

/**
 * `/healthcheck` renders each remote's probe route on the server: a remote whose entry loads but
 * whose page throws when rendered makes the store unhealthy, named with its version and role.
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

/**
 * A remote's build, browser and node: its node container hands out a page that renders its label,
 * or throws while rendering (`throws`), as a page with a bug does.
 */
async function remoteSource(label: string, page: 'renders' | 'throws', entryName = 'remoteEntry.js'): Promise<void> {
  await rm(join(root, 'mf-demo/next'), { recursive: true, force: true });
  await write('mf-demo/next/mf-manifest.json', JSON.stringify({ id: 'mf_demo', name: 'mf_demo', metaData: { remoteEntry: { name: entryName, path: '' } } }));
  await write('mf-demo/next/remoteEntry.js', `var mf_demo = { label: "${label}" };`);
  await write(
    'mf-demo/next/routes.json',
    JSON.stringify([
      { path: '/demo/account', page: 'demo', auth: true },
      { path: '/demo/:id', page: 'demo' },
      { path: '/demo', page: 'demo' },
    ]),
  );
  const body = page === 'renders' ? `return 'demo page ${label}';` : `throw new Error('demo page ${label} is broken');`;
  await write(
    'mf-demo/next/server/remoteEntry.js',
    `module.exports = { init() {}, async get(expose) { if (expose !== './demo') throw new Error('no ' + expose); return () => ({ default: function DemoPage() { ${body} } }); } };`,
  );
}

const releaseDemo = (options: Parameters<typeof release>[2] = {}) => release({ storeDir, rootDir: root, run: fakeRunner().runner, ...quiet }, 'mf-demo', { force: true, ...options });

async function health(): Promise<{ status: number; report: HealthReport }> {
  const res = await fetch(`${base}/healthcheck`, { headers: { accept: 'application/json' } });
  return { status: res.status, report: (await res.json()) as HealthReport };
}

const demoChecks = (report: HealthReport): BundleHealth[] => report.checks.filter((c) => c.bundle === 'mf-demo');

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'health-test-'));
  storeDir = join(root, '.store');
  await write('mf-demo/package.json', JSON.stringify({ name: 'mf-demo', version: '1.0.0' }));
  await remoteSource('one', 'renders');
  await cp(join(root, 'mf-demo/next'), join(root, 'mf-demo/dist'), { recursive: true });
  await publishAll({ storeDir, rootDir: root, ...quiet });
  const shellDir = join(root, 'shell-dist');
  await mkdir(shellDir, { recursive: true });
  await cp(join(repoRoot, 'shell', 'src', 'index.html'), join(shellDir, 'index.html'));
  gateway = await createGateway({
    storeDir,
    shellDir,
    api: { mode: 'in-process', create: async () => Fastify() },
    // A cold first render compiles the shell's sources under vitest: generous, never a timing assertion.
    ssr: { budgetMs: 60_000, shellSource: 'checkout' },
    // Every request makes its report: the test changes the store between requests.
    healthTtlMs: 0,
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await rm(root, { recursive: true, force: true });
});

describe('/healthcheck renders each remote on the server', () => {
  it('is healthy while the probe route renders, 503 naming the remote when its page throws, healthy again after the rollback', async () => {
    const healthy = await health();
    expect(healthy.status).toBe(200);
    expect(demoChecks(healthy.report)).toEqual([expect.objectContaining({ role: 'live', ok: true, detail: expect.stringContaining('/demo renders on the server') })]);

    await remoteSource('two', 'throws');
    const broken = await releaseDemo();
    const failing = await health();
    expect(failing.status).toBe(503);
    expect(failing.report.ok).toBe(false);
    expect(demoChecks(failing.report)).toEqual([
      expect.objectContaining({ bundle: 'mf-demo', version: broken, role: 'live', ok: false, detail: expect.stringMatching(/\/demo fails to render on the server: demo page two is broken/) }),
    ]);
    // The entry itself still loads: only rendering tells.
    expect(demoChecks(failing.report)[0]!.detail).toContain('remoteEntry.js loads');
    // The page monitors read carries the status too.
    expect((await fetch(`${base}/healthcheck`)).status).toBe(503);

    await rollback({ storeDir, ...quiet }, 'mf-demo');
    const mended = await health();
    expect(mended.status).toBe(200);
    expect(demoChecks(mended.report)[0]).toMatchObject({ version: (await readState(storeDir)).remotes['mf-demo']!.current, ok: true });
  }, 120_000);

  it('is unhealthy when the manifest names another entry than the one the shell loads beside it', async () => {
    await remoteSource('four', 'renders', 'entry.js');
    const misnamed = await releaseDemo();
    try {
      const { status, report } = await health();
      expect(status).toBe(503);
      expect(demoChecks(report)).toEqual([
        expect.objectContaining({ version: misnamed, ok: false, detail: 'mf-manifest.json names the entry "entry.js", the shell loads remoteEntry.js' }),
      ]);
    } finally {
      await rollback({ storeDir, ...quiet }, 'mf-demo');
    }
    expect((await health()).status).toBe(200);
  }, 120_000);

  it('renders a canary as its cohort gets it: a throwing canary is unhealthy while the live version is fine', async () => {
    await remoteSource('three', 'throws');
    const canary = await releaseDemo({ canary: 10 });
    try {
      const { status, report } = await health();
      expect(status).toBe(503);
      expect(demoChecks(report)).toEqual([
        expect.objectContaining({ role: 'live', ok: true }),
        expect.objectContaining({ role: 'canary', version: canary, ok: false, detail: expect.stringContaining('demo page three is broken') }),
      ]);
    } finally {
      await rollback({ storeDir, ...quiet }, 'mf-demo');
    }
    expect((await health()).status).toBe(200);
  }, 120_000);
});

describe('probeRoute', () => {
  it('is the first public route without parameters', () => {
    expect(probeRoute([{ path: '/a', page: 'a', auth: true }, { path: '/p/:id', page: 'p' }, { path: '/x/*', page: 'x' }, { path: '/b', page: 'b' }, { path: '/c', page: 'c' }])?.path).toBe('/b');
    expect(probeRoute([{ path: '/a', page: 'a', auth: true }, { path: '/p/:id', page: 'p' }])).toBeNull();
  });
});

const report = (ok: boolean): HealthReport => ({ ok, checks: [] });

describe('healthMemo', () => {
  it('makes one report per key for the time it is kept, shared by requests that ask meanwhile', async () => {
    let clock = 0;
    const memo = healthMemo(5_000, () => clock);
    let made = 0;
    const make = async () => report(++made > 0);
    const [a, b] = await Promise.all([memo('build-1', make), memo('build-1', make)]);
    expect(a).toBe(b);
    clock = 4_999;
    await memo('build-1', make);
    expect(made).toBe(1);
    // A release changes the key: no stale answer about the previous build.
    await memo('build-2', make);
    expect(made).toBe(2);
    clock = 10_000;
    await memo('build-2', make);
    expect(made).toBe(3);
  });

  it('does not keep a report that could not be made', async () => {
    const memo = healthMemo(5_000, () => 0);
    await expect(memo('k', async () => Promise.reject(new Error('store unreadable')))).rejects.toThrow('store unreadable');
    await expect(memo('k', async () => report(true))).resolves.toEqual(report(true));
  });
});
