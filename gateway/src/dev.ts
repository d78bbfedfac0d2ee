/**
 * `pnpm dev [remote…]`: rsbuild dev servers with hot reload for the shell (3000) and the
 * remotes (each on the `devPort` of its rsbuild.config.ts), behind the gateway on PORT (default 8080), which serves the API
 * in-process, a `/remotes.json` pointing the dev remotes at their dev servers, and proxies
 * every other page and asset to the shell's dev server. Remotes not named on the command
 * line (when some are) are served from their published versions in the store.
 * Open http://localhost:8080 (remote URLs are `localhost`: this is a same-machine setup).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteDef } from '@shop/shared/contracts/routes';
import { buildApp } from '@shop/commerce-api';
import { createGateway } from './app.ts';
import type { DevRemote } from './dev-mode.ts';
import { listenOnFreePort } from './listen.ts';
import { listRemotes } from '@shop/tools/release/commands';
import { defaultStoreDir, readState, repoRoot } from '@shop/tools/release/store';

/**
 * A remote's dev server port: the `devPort` its `rsbuild.config.ts` passes to
 * `defineRemoteConfig`, read from there so a seasonal remote (`pnpm campaign new`) runs too.
 */
async function devPortOf(name: string): Promise<number | undefined> {
  const config = await readFile(join(repoRoot, name, 'rsbuild.config.ts'), 'utf8').catch(() => '');
  const port = /\bdevPort:\s*(\d+)/.exec(config)?.[1];
  return port === undefined ? undefined : Number(port);
}
const SHELL_PORT = 3000;

/** Reads a remote's route table from source, re-importing only when `expose.ts` changed. */
function routeLoader(remote: string): () => Promise<RouteDef[]> {
  const file = join(repoRoot, remote, 'src', 'expose.ts');
  let cached: { mtimeMs: number; routes: RouteDef[] } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) {
      // A query string makes Node load a fresh module instance instead of its cached one.
      const module = (await import(`${pathToFileURL(file).href}?v=${mtimeMs}`)) as { routes: RouteDef[] };
      cached = { mtimeMs, routes: module.routes };
    }
    return cached.routes;
  };
}

function run(label: string, filter: string, children: ChildProcess[]): ChildProcess {
  // Own process group, so stopping kills rsbuild and not just the pnpm wrapper.
  const child = spawn('pnpm', ['--filter', filter, 'dev'], { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  children.push(child);
  return child;
}

async function main(): Promise<void> {
  const ports = new Map<string, number>();
  for (const name of await listRemotes()) {
    const port = await devPortOf(name);
    if (port !== undefined) ports.set(name, port);
  }
  const available = [...ports.keys()];
  const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  for (const name of requested) {
    if (!available.includes(name)) throw new Error(`unknown remote "${name}" (known: ${available.join(', ')})`);
  }
  const devRemotes = requested.length > 0 ? requested : available;
  const storeDir = defaultStoreDir();
  const state = await readState(storeDir);
  for (const name of available.filter((n) => !devRemotes.includes(n))) {
    const current = state.remotes[name]?.current;
    console.info(current ? `${name}: served from the store (${current})` : `${name}: not running and not published; its pages are absent`);
  }

  const children: ChildProcess[] = [];
  let stopping = false;
  const killChildren = (): void => {
    for (const child of children) {
      if (child.exitCode === null && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    }
  };
  // Dev servers run in their own process groups: make sure they never outlive this process.
  process.once('exit', killChildren);
  run('shell', '@shop/shell', children);
  for (const name of devRemotes) run(name, name, children);

  const remotes: Record<string, DevRemote> = {};
  for (const name of devRemotes) {
    remotes[name] = { manifest: `http://localhost:${ports.get(name)}/mf-manifest.json`, routes: routeLoader(name) };
  }
  const gateway = await createGateway({
    storeDir,
    shellDir: join(repoRoot, 'shell', 'dist'),
    api: {
      mode: 'in-process',
      // Development reads sent codes from the loopback-only demo outbox unless DEMO_OUTBOX=0.
      create: () => buildApp({ dbPath: process.env['DB_PATH'] ?? join(storeDir, 'commerce.sqlite'), seed: true, config: { demoOutbox: process.env['DEMO_OUTBOX'] !== '0' } }),
    },
    dev: { shellUrl: `http://localhost:${SHELL_PORT}`, remotes },
  });
  const wanted = Number(process.env['PORT'] ?? 8080);
  const port = await listenOnFreePort(gateway, wanted);
  if (port !== wanted) console.warn(`port ${wanted} is taken (another store?); the dev store uses ${port} instead`);
  console.info(`dev store on http://localhost:${port} (shell dev server :${SHELL_PORT}; remotes: ${devRemotes.map((n) => `${n} :${ports.get(n)}`).join(', ')})`);

  const stop = async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    killChildren();
    await gateway.close();
    process.exit(code);
  };
  for (const child of children) {
    child.on('exit', (code) => {
      if (stopping) return;
      console.error(`a dev server exited (code ${code}); stopping`);
      void stop(1);
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));
}

await main();
