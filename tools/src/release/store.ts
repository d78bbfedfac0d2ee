import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { cp, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { emptyState, SHELL, type StoreState } from './state.ts';
import { newBuildId, ReleaseError } from './versioning.ts';

export const repoRoot = resolve(import.meta.dirname, '../../..');

/** `STORE_DIR` lets tests and benchmarks work on a throw-away store. */
export function defaultStoreDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env['STORE_DIR'] || join(repoRoot, '.store'));
}

export function manifestFile(storeDir: string): string {
  return join(storeDir, 'manifest.json');
}

/** Where a bundle's versions live: `.store/shell/` for the shell, `.store/remotes/<name>/` for a remote. */
export function bundleRoot(storeDir: string, name: string): string {
  return name === SHELL ? join(storeDir, 'shell') : join(storeDir, 'remotes', name);
}

export function versionDir(storeDir: string, name: string, version: string): string {
  return join(bundleRoot(storeDir, name), version);
}

/** Read on every call on purpose: the file is edited by other processes (release, rollback). */
export async function readState(storeDir: string): Promise<StoreState> {
  let text: string;
  try {
    text = await readFile(manifestFile(storeDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<StoreState>;
  if (typeof parsed !== 'object' || parsed === null || typeof parsed.remotes !== 'object' || parsed.remotes === null) {
    throw new Error(`${manifestFile(storeDir)} is not a store manifest`);
  }
  return { ...emptyState(), ...parsed } as StoreState;
}

/** Temp file + rename: a reader sees the old or the new manifest, never half of one. */
export async function writeState(storeDir: string, state: StoreState, now = new Date()): Promise<StoreState> {
  const next: StoreState = { ...state, build: newBuildId(now, randomBytes(3).toString('hex')), updatedAt: now.toISOString() };
  await mkdir(storeDir, { recursive: true });
  const target = manifestFile(storeDir);
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(next, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, target);
  return next;
}

const LOCK_STALE_MS = 60_000;

/**
 * Serialises read-modify-write of the manifest between concurrent CLI runs (two teams
 * releasing at once must not lose one of the two releases).
 */
export async function withStoreLock<T>(storeDir: string, task: () => Promise<T>): Promise<T> {
  await mkdir(storeDir, { recursive: true });
  const lock = join(storeDir, 'manifest.lock');
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const handle = await open(lock, fsConstants.O_CREAT | fsConstants.O_EXCL | fsConstants.O_WRONLY);
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const info = await stat(lock).catch(() => null);
      if (info && Date.now() - info.mtimeMs > LOCK_STALE_MS) {
        await rm(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new ReleaseError(`${lock} is held by another release; remove it if stale`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await task();
  } finally {
    await rm(lock, { force: true });
  }
}

/**
 * Copies a build into its immutable version directory. The copy goes to a temp directory
 * first and is renamed into place, so a crash never leaves a half-copied version that the
 * gateway would then serve with `immutable` caching.
 */
export async function copyIntoStore(
  storeDir: string,
  name: string,
  version: string,
  sourceDir: string,
  prepare: (dir: string) => Promise<void>,
): Promise<boolean> {
  const target = versionDir(storeDir, name, version);
  if (await stat(target).catch(() => null)) return false;
  const parent = bundleRoot(storeDir, name);
  await mkdir(parent, { recursive: true });
  const temp = join(parent, `.tmp-${version}-${randomBytes(4).toString('hex')}`);
  try {
    await cp(sourceDir, temp, { recursive: true });
    await prepare(temp);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    // Another process published the same content meanwhile: same bytes, nothing to do.
    if (await stat(target).catch(() => null)) return false;
    throw error;
  }
  return true;
}
