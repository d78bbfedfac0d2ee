import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { SHELL_PAGE_ROUTES } from '@shop/shared/contracts/shell-pages';
import { contractProblems, contractSignature, satisfies, type ContractSignature } from './contract.ts';
import { BUILD_INPUTS, sourceState } from './git.ts';
import { hashDirectory, inspectBuild, precompress, type BuiltRemote } from './publish.ts';
import { newRouteClashes, routeOwnershipProblems, type CampaignSlugs } from './route-ownership.ts';
import { SHELL, type ActivationWindow, type BundleState, type PublishedVersion, type ReleaseInfo, type StoreState } from './state.ts';
import { copyIntoStore, readState, repoRoot, versionDir, withStoreLock, writeState } from './store.ts';
import {
  applyPromote,
  applyPrune,
  applyRelease,
  applyRollback,
  applyWindow,
  assertRemoteName,
  assertWindowTarget,
  bundleOf,
  KEEP_VERSIONS,
  ReleaseError,
  validateWindow,
  type Change,
  type WindowInput,
} from './versioning.ts';

/** Runs a command; returns its exit code. Tests replace it to stand in for rsbuild and tsc. */
export type Runner = (command: string, args: string[], cwd: string) => Promise<number>;

/** Output goes to the terminal; the gateway (same process in tests) keeps serving meanwhile. */
const spawnRunner: Runner = (command, args, cwd) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });

export interface Context {
  storeDir: string;
  /** Workspace root holding the `mf-*` packages. */
  rootDir?: string;
  log?: (line: string) => void;
  now?: () => Date;
  run?: Runner;
  /** The live campaign pages a release must not take (the CLI asks the running store); none if absent. */
  campaigns?: CampaignSlugs;
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

/** The package folder of a bundle: `shell/` or `mf-<name>/`. */
async function packageDir(name: string, rootDir: string): Promise<string> {
  if (name === SHELL) return join(rootDir, 'shell');
  assertRemoteName(name);
  const remotes = await listRemotes(rootDir);
  if (!remotes.includes(name)) throw new ReleaseError(`unknown remote "${name}" (known: ${remotes.join(', ')}, or shell)`);
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

/** Copies a build (precompressed) into its immutable version directory. */
async function storeBuild(ctx: Context, built: BuiltRemote): Promise<void> {
  const copied = await copyIntoStore(ctx.storeDir, built.name, built.version, built.distDir, async (dir) => {
    await precompress(dir);
  });
  if (copied) (ctx.log ?? console.info)(`${built.name}: stored ${built.version}`);
}

/** What a build was made from: `shared`'s contract and source hash (absent without `shared/src`). */
async function sharedSnapshot(rootDir: string): Promise<{ contract?: ContractSignature; sharedSource?: string }> {
  const dir = join(rootDir, 'shared', 'src');
  if (!(await stat(dir).catch(() => null))) return {};
  return { contract: await contractSignature(dir), sharedSource: await hashDirectory(dir) };
}

function releaseInfo(rootDir: string, pkgDir: string, force = false): ReleaseInfo & { changes: string[] } {
  const source = sourceState(rootDir, [relative(rootDir, pkgDir) || '.', ...BUILD_INPUTS]);
  return { ...source, ...(source.dirty && force ? { forced: true } : {}) };
}

function live(bundle: BundleState | undefined): { version: string; meta: PublishedVersion }[] {
  if (!bundle) return [];
  return [bundle.current, bundle.canary?.version]
    .filter((v): v is string => v !== null && v !== undefined && v in bundle.versions)
    .map((version) => ({ version, meta: bundle.versions[version]! }));
}

/**
 * Why a build may not go live beside what is live now (empty = it may):
 * - a remote requires a `@shop/shared` range; the live shell carries one version of it, which
 *   every remote gets (singleton, decision 003), so the range must accept it;
 * - the shell's new `shared` must satisfy every live remote's range;
 * - events and stores must mean the same thing in the new bundle as in the live ones (`contract.ts`).
 */
export function compatibilityProblems(state: StoreState, built: Pick<BuiltRemote, 'name' | 'shared'>, contract: ContractSignature | undefined): string[] {
  const problems: string[] = [];
  if (built.name === SHELL) {
    for (const remote of Object.values(state.remotes)) {
      for (const { version, meta } of live(remote)) {
        const range = meta.shared?.requiredVersion;
        if (range && built.shared.version && !satisfies(built.shared.version, range)) {
          problems.push(`${remote.name}@${version} requires @shop/shared ${range}; this shell carries ${built.shared.version}`);
        }
        if (contract && meta.contract) problems.push(...contractProblems(meta.contract, contract, `${remote.name}@${version}`, false));
      }
    }
    return problems;
  }
  for (const { version, meta } of live(state.shell)) {
    const range = built.shared.requiredVersion;
    if (range && meta.shared?.version && !satisfies(meta.shared.version, range)) {
      problems.push(`${built.name} requires @shop/shared ${range}; the live shell ${version} carries ${meta.shared.version} (release the shell first)`);
    }
    if (contract && meta.contract) problems.push(...contractProblems(meta.contract, contract, `shell@${version}`, true));
  }
  for (const remote of Object.values(state.remotes)) {
    if (remote.name === built.name) continue;
    for (const { version, meta } of live(remote)) {
      if (contract && meta.contract) problems.push(...contractProblems(meta.contract, contract, `${remote.name}@${version}`, false));
    }
  }
  return problems;
}

export interface ReleaseOptions {
  window?: ActivationWindow;
  /** With a window: the one route it applies to. */
  route?: string;
  /** With a window and no route: the whole remote, on purpose. */
  wholeRemote?: boolean;
  /** Percentage of shoppers (sticky per browser) given the new version; the rest keep the live one. */
  canary?: number;
  /** Release a dirty tree anyway (recorded with the version). */
  force?: boolean;
  /** Go live despite contract problems (recorded in the log only; for an emergency). */
  acceptContract?: boolean;
  /** Versions kept by the prune that follows (see `versionsToPrune`). */
  keep?: number;
}

function hasWindow(window?: ActivationWindow): window is ActivationWindow {
  return Boolean(window && (window.from !== undefined || window.until !== undefined));
}

/**
 * `pnpm release <remote|shell>`: refuses a dirty source (unless forced), runs the package's
 * typecheck and tests (and the workspace typecheck when `shared` changed since the live
 * version), builds into a temporary folder, refuses a build the live bundles are not compatible
 * with or whose routes take an address another owner serves (`route-ownership.ts`), stores it, makes it current (or a canary), prunes, and only then replaces `dist/`:
 * a failed or refused release leaves both the store and `dist/` as they were.
 */
export async function release(ctx: Context, name: string, options: ReleaseOptions = {}): Promise<string> {
  const rootDir = ctx.rootDir ?? repoRoot;
  const log = ctx.log ?? console.info;
  const run = ctx.run ?? spawnRunner;
  const pkgDir = await packageDir(name, rootDir);
  const kind = name === SHELL ? 'shell' : 'remote';
  // Validate before spending a build on arguments that will be refused.
  const windowed = hasWindow(options.window);
  if (windowed) {
    if (kind === 'shell') throw new ReleaseError('the shell has no activation window');
    if (options.canary !== undefined) throw new ReleaseError('a canary cannot also be a campaign window; release it, then set the window');
    assertWindowTarget({ ...(options.route !== undefined ? { route: options.route } : {}), ...(options.wholeRemote ? { wholeRemote: true } : {}) });
    validateWindow(options.window!);
  }

  const source = releaseInfo(rootDir, pkgDir, options.force);
  if (source.dirty && !options.force) {
    throw new ReleaseError(`${name}: uncommitted changes in what it is built from; commit them or pass --force:\n  ${source.changes.join('\n  ')}`);
  }
  if (source.dirty) log(`${name}: releasing uncommitted changes (--force), recorded as dirty`);
  const { changes: _changes, ...info } = source;

  const shared = await sharedSnapshot(rootDir);
  const before = await readState(ctx.storeDir);
  const liveVersion = bundleOf(before, name)?.current;
  const liveShared = liveVersion ? bundleOf(before, name)?.versions[liveVersion]?.sharedSource : undefined;
  // The events/stores contract is known before building: refuse early, before minutes of checks.
  refuseIncompatible(name, compatibilityProblems(before, { name, shared: {} }, shared.contract), options, log);
  const pkgName = kind === 'shell' ? '@shop/shell' : name;
  const checks: [string, string[]][] = [
    ['typecheck', ['--filter', pkgName, 'run', 'typecheck']],
    ['tests', ['exec', 'vitest', 'run', '--passWithNoTests', relative(rootDir, join(pkgDir, 'src'))]],
  ];
  // Another bundle may rely on what changed in `shared`: only the workspace typecheck says.
  if (!liveShared || liveShared !== shared.sharedSource) checks.push(['workspace typecheck (shared changed)', ['run', 'typecheck']]);
  for (const [label, args] of checks) {
    log(`${name}: ${label}`);
    const code = await run('pnpm', args, rootDir);
    if (code !== 0) throw new ReleaseError(`${name}: ${label} failed (exit ${code}); nothing was released`);
  }

  const temp = join(pkgDir, 'node_modules', '.release', `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`);
  await mkdir(join(temp, '..'), { recursive: true });
  try {
    const code = await run('pnpm', ['--filter', pkgName, 'run', 'build', '--dist-path', temp], rootDir);
    if (code !== 0) throw new ReleaseError(`${name}: build failed (exit ${code}); dist/ and the store are unchanged`);
    const built = await inspectBuild(pkgDir, temp, kind);

    refuseIncompatible(name, compatibilityProblems(await readState(ctx.storeDir), built, shared.contract), options, log);
    // Not overridable like a contract problem: a taken address is a page shoppers lose, at once.
    const routes = kind === 'shell' ? SHELL_PAGE_ROUTES : built.routes;
    const taken = routeOwnershipProblems(await readState(ctx.storeDir), name, routes, ctx.now?.() ?? new Date(), (await ctx.campaigns?.()) ?? []);
    if (taken.length) throw new ReleaseError(`${name}: refused, its routes take addresses another owner serves:\n  ${taken.join('\n  ')}`);

    await storeBuild(ctx, built);
    await mutate(ctx, (state) => {
      const now = ctx.now?.() ?? new Date();
      const released = applyRelease(state, {
        name,
        version: built.version,
        routes: built.routes,
        now,
        meta: { release: info, shared: built.shared, ...shared },
        ...(options.canary !== undefined ? { canary: options.canary } : {}),
      });
      if (!windowed) return [released];
      return [released, applyWindow(released.state, { name, ...options.window, ...(options.route !== undefined ? { route: options.route } : { wholeRemote: true }) })];
    });
    await prune(ctx, name, options.keep);
    await replaceDist(pkgDir, temp);
    return built.version;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

function refuseIncompatible(name: string, problems: string[], options: ReleaseOptions, log: (line: string) => void): void {
  if (problems.length && !options.acceptContract) {
    throw new ReleaseError(`${name}: refused, the live store would break:\n  ${problems.join('\n  ')}`);
  }
  for (const p of problems) log(`${name}: accepted contract problem: ${p}`);
}

/** Puts the released build in `dist/` (two renames; the old one is removed after). */
async function replaceDist(pkgDir: string, built: string): Promise<void> {
  const dist = join(pkgDir, 'dist');
  const old = `${built}.old`;
  await rename(dist, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(built, dist);
  await rm(old, { recursive: true, force: true });
}

export async function rollback(ctx: Context, name: string, to?: string): Promise<StoreState> {
  return (await mutate(ctx, (state) => [applyRollback(state, name, to)])).state;
}

export async function promote(ctx: Context, name: string): Promise<StoreState> {
  return (await mutate(ctx, (state) => [applyPromote(state, name)])).state;
}

/** Deletes the versions the prune rule lets go (`versionsToPrune`), manifest first, folders after. */
export async function prune(ctx: Context, name: string, keep = KEEP_VERSIONS): Promise<string[]> {
  let pruned: string[] = [];
  await mutate(ctx, (state) => {
    const change = applyPrune(state, name, keep);
    pruned = change.pruned;
    return [change];
  });
  for (const version of pruned) await rm(versionDir(ctx.storeDir, name, version), { recursive: true, force: true });
  return pruned;
}

export async function setWindow(ctx: Context, input: WindowInput): Promise<StoreState> {
  return (await mutate(ctx, (state) => [applyWindow(state, input)])).state;
}

/**
 * `publish-all` (run by every `npm start`): stores every existing remote `dist/` and the shell's,
 * without building. A bundle with no live version gets this one; a bundle that has one keeps
 * it (the new build is only stored), so a restart never undoes a release or a rollback.
 * `switchIfNew` (the docker image's start): content never stored before goes live, since a new
 * image is a deployment; content already stored still never does.
 */
export async function publishAll(ctx: Context, options: { switchIfNew?: boolean } = {}): Promise<Record<string, string>> {
  const rootDir = ctx.rootDir ?? repoRoot;
  const builds: BuiltRemote[] = [];
  for (const name of await listRemotes(rootDir)) {
    if (!(await stat(join(rootDir, name, 'dist', 'mf-manifest.json')).catch(() => null))) {
      console.warn(`${name}: no dist/ to publish (run pnpm build); the store runs without it`);
      continue;
    }
    builds.push(await inspectBuild(join(rootDir, name)));
  }
  if ((await stat(join(rootDir, 'shell', 'dist', 'index.html')).catch(() => null)) && (await stat(join(rootDir, 'shell', 'package.json')).catch(() => null))) {
    builds.push(await inspectBuild(join(rootDir, 'shell'), undefined, 'shell'));
  }
  // Built by `pnpm build` just before, from this working tree: its shared snapshot is the build's.
  const shared = await sharedSnapshot(rootDir);
  const metas = new Map(builds.map((b) => [b.name, { release: releaseInfo(rootDir, join(rootDir, b.name === SHELL ? 'shell' : b.name)), shared: b.shared, ...shared }]));
  for (const built of builds) await storeBuild(ctx, built);
  // One manifest write for all bundles: the shell sees a single new build, not one per bundle.
  await mutate(ctx, (state) => {
    const now = ctx.now?.() ?? new Date();
    const changes: Change[] = [];
    for (const built of builds) {
      const { changes: _changes, ...info } = metas.get(built.name)!.release;
      const meta = { ...metas.get(built.name)!, release: info };
      changes.push(applyRelease(changes.at(-1)?.state ?? state, { name: built.name, version: built.version, routes: built.routes, now, meta, onlyIfNone: true, ...(options.switchIfNew ? { switchIfNew: true } : {}) }));
    }
    const taken = changes.length ? newRouteClashes(state, changes.at(-1)!.state, now) : [];
    if (taken.length) throw new ReleaseError(`publish refused, routes would take addresses another owner serves:\n  ${taken.join('\n  ')}`);
    return changes;
  });
  for (const built of builds) await prune({ ...ctx, log: () => {} }, built.name);
  return Object.fromEntries(builds.map((b) => [b.name, b.version]));
}
