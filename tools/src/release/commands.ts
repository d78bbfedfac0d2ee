import { spawnSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inspectBuild, precompress, type BuiltRemote } from './publish.ts';
import type { ActivationWindow, StoreState } from './state.ts';
import { copyIntoStore, readState, repoRoot, withStoreLock, writeState } from './store.ts';
import {
  applyRelease,
  applyRollback,
  applyWindow,
  assertRemoteName,
  ReleaseError,
  validateWindow,
  type Change,
  type WindowInput,
} from './versioning.ts';

export interface Context {
  storeDir: string;
  /** Workspace root holding the `mf-*` packages. */
  rootDir?: string;
  log?: (line: string) => void;
  now?: () => Date;
}

/** Remote packages are the workspace's `mf-*` directories (names = package names = dirs). */
export async function listRemotes(rootDir = repoRoot): Promise<string[]> {
  const entries = await readdir(rootDir, { withFileTypes: true });
  const remotes: string[] = [];
  for (const e of entries) {
    if (e.isDirectory() && e.name.startsWith('mf-') && (await stat(join(rootDir, e.name, 'package.json')).catch(() => null))) {
      remotes.push(e.name);
    }
  }
  return remotes.toSorted();
}

async function remoteDir(name: string, rootDir: string): Promise<string> {
  assertRemoteName(name);
  const remotes = await listRemotes(rootDir);
  if (!remotes.includes(name)) throw new ReleaseError(`unknown remote "${name}" (known: ${remotes.join(', ')})`);
  return join(rootDir, name);
}

/** Applies `update` to the manifest under the store lock; writes (and bumps the build) only on change. */
async function mutate(ctx: Context, update: (state: StoreState) => Change[]): Promise<{ state: StoreState; changed: boolean }> {
  const log = ctx.log ?? console.info;
  return withStoreLock(ctx.storeDir, async () => {
    const changes = update(await readState(ctx.storeDir));
    for (const c of changes) log(c.message);
    const last = changes.at(-1);
    if (!last || !changes.some((c) => c.changed)) return { state: last?.state ?? (await readState(ctx.storeDir)), changed: false };
    const state = await writeState(ctx.storeDir, last.state, ctx.now?.());
    log(`build ${state.build}`);
    return { state, changed: true };
  });
}

/** Inspects a remote's `dist/` and copies it (precompressed) into its version directory. */
async function storeBuild(ctx: Context, name: string): Promise<BuiltRemote> {
  const rootDir = ctx.rootDir ?? repoRoot;
  const built = await inspectBuild(await remoteDir(name, rootDir));
  if (built.name !== name) throw new ReleaseError(`${name}/package.json is named "${built.name}"`);
  const copied = await copyIntoStore(ctx.storeDir, name, built.version, built.distDir, async (dir) => {
    await precompress(dir);
  });
  if (copied) (ctx.log ?? console.info)(`${name}: stored ${built.version}`);
  return built;
}

/** Copies a remote's existing `dist/` into the store and makes it current. Returns the version. */
export async function publishRemote(ctx: Context, name: string, window?: ActivationWindow): Promise<string> {
  const validWindow = window && (window.from !== undefined || window.until !== undefined) ? validateWindow(window) : undefined;
  const built = await storeBuild(ctx, name);
  await mutate(ctx, (state) => {
    const now = ctx.now?.() ?? new Date();
    const released = applyRelease(state, { name, version: built.version, routes: built.routes, now });
    if (!validWindow) return [released];
    return [released, applyWindow(released.state, { name, ...validWindow })];
  });
  return built.version;
}

/** `pnpm release <remote>`: builds only that remote, then publishes it. */
export async function release(ctx: Context, name: string, window?: ActivationWindow): Promise<string> {
  const rootDir = ctx.rootDir ?? repoRoot;
  await remoteDir(name, rootDir);
  // Validate before spending a build on arguments that will be refused.
  if (window && (window.from !== undefined || window.until !== undefined)) validateWindow(window);
  const result = spawnSync('pnpm', ['--filter', name, 'build'], { cwd: rootDir, stdio: 'inherit' });
  if (result.status !== 0) throw new ReleaseError(`${name}: build failed (exit ${result.status ?? result.signal})`);
  return publishRemote(ctx, name, window);
}

export async function rollback(ctx: Context, name: string, to?: string): Promise<StoreState> {
  return (await mutate(ctx, (state) => [applyRollback(state, name, to)])).state;
}

export async function setWindow(ctx: Context, input: WindowInput): Promise<StoreState> {
  return (await mutate(ctx, (state) => [applyWindow(state, input)])).state;
}

/**
 * `publish-all` (run by `npm start`): publishes every remote whose `dist/` exists, without
 * building. Unchanged content keeps its version and the build id stays the same.
 */
export async function publishAll(ctx: Context): Promise<Record<string, string>> {
  const rootDir = ctx.rootDir ?? repoRoot;
  const log = ctx.log ?? console.info;
  const builds: BuiltRemote[] = [];
  for (const name of await listRemotes(rootDir)) {
    if (!(await stat(join(rootDir, name, 'dist', 'mf-manifest.json')).catch(() => null))) {
      console.warn(`${name}: no dist/ to publish (run pnpm build); the store runs without it`);
      continue;
    }
    builds.push(await storeBuild(ctx, name));
  }
  // One manifest write for all remotes: the shell sees a single new build, not one per remote.
  await mutate(ctx, (state) => {
    const now = ctx.now?.() ?? new Date();
    const changes: Change[] = [];
    for (const built of builds) {
      changes.push(applyRelease(changes.at(-1)?.state ?? state, { name: built.name, version: built.version, routes: built.routes, now }));
    }
    return changes;
  });
  const shellDist = join(rootDir, 'shell', 'dist');
  if (await stat(shellDist).catch(() => null)) {
    log(`shell: ${await precompressShell(shellDist)} precompressed files`);
  }
  return Object.fromEntries(builds.map((b) => [b.name, b.version]));
}

/**
 * The shell is served straight from `shell/dist`; only its content-hashed `static/` files
 * are precompressed, since a stale `.br` beside an edited unhashed file would be served.
 */
async function precompressShell(distDir: string): Promise<number> {
  const staticDir = join(distDir, 'static');
  if (!(await stat(staticDir).catch(() => null))) return 0;
  return precompress(staticDir, { skipExisting: true });
}
