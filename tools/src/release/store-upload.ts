import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { compatibilityProblems, prune } from './commands.ts';
import type { ContractSignature } from './contract.ts';
import { inspectBuild, precompress } from './publish.ts';
import { routeOwnershipProblems } from './route-ownership.ts';
import { SHELL, type ActivationWindow, type ReleaseInfo, type StoreState } from './state.ts';
import { copyIntoStore, readState, versionDir, withStoreLock, writeState } from './store.ts';
import { applyRelease, applyWindow, assertRemoteName, assertWindowTarget, KEEP_VERSIONS, ReleaseError, validateWindow, type Change } from './versioning.ts';

/**
 * A remote's build sent to a running store by `pnpm release <remote> --store <url>` (decision
 * 021): its files as built (no `.br`/`.gz`: the store compresses them itself), the version the
 * sender computed, and what only the sender's checkout knows (the git source, the events/stores
 * contract of its `shared`). The route table and the `shared` range are read from the files.
 */
export interface ReleaseUpload {
  /** `package.json`'s version: the version is `<packageVersion>-<hash of the files>`. */
  packageVersion: string;
  version: string;
  files: { path: string; data: string }[];
  release?: ReleaseInfo;
  contract?: ContractSignature;
  sharedSource?: string;
  canary?: number;
  window?: ActivationWindow & { route?: string; wholeRemote?: boolean };
  acceptContract?: boolean;
  keep?: number;
}

/** A release the live store would not survive (contract, route ownership): HTTP 409, not 400. */
export class StoreConflict extends ReleaseError {
  override name = 'StoreConflict';
}

export interface UploadContext {
  storeDir: string;
  /** The slugs of the store's campaign pages: a release may not take their addresses. */
  campaigns: () => Promise<string[]>;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface UploadResult {
  name: string;
  version: string;
  messages: string[];
  build: string;
}

/** A remote's build has a few hundred files at most; a path is a plain relative one. */
const MAX_FILES = 5_000;
const SEGMENT = /^[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*$/;

function checkPaths(files: ReleaseUpload['files']): void {
  if (files.length === 0) throw new ReleaseError('the upload has no files');
  if (files.length > MAX_FILES) throw new ReleaseError(`the upload has ${files.length} files; at most ${MAX_FILES}`);
  const seen = new Set<string>();
  for (const { path } of files) {
    // Segments may not start with a dot: no `..`, no hidden files, nothing outside the version folder.
    if (path.length > 512 || !path.split('/').every((segment) => SEGMENT.test(segment))) throw new ReleaseError(`file path "${path}" is not a plain relative path`);
    if (/\.(br|gz)$/.test(path)) throw new ReleaseError(`file "${path}": compressed copies are made by the store, send the original only`);
    if (seen.has(path)) throw new ReleaseError(`file "${path}" is sent twice`);
    seen.add(path);
  }
}

function problemsOf(state: StoreState, name: string, built: Awaited<ReturnType<typeof inspectBuild>>, upload: ReleaseUpload, now: Date, campaigns: string[], log: (line: string) => void): void {
  const contract = compatibilityProblems(state, built, upload.contract);
  if (contract.length && !upload.acceptContract) throw new StoreConflict(`${name}: refused, the live store would break:\n  ${contract.join('\n  ')}`);
  for (const problem of contract) log(`${name}: accepted contract problem: ${problem}`);
  const taken = routeOwnershipProblems(state, name, built.routes, now, campaigns);
  if (taken.length) throw new StoreConflict(`${name}: refused, its routes take addresses another owner serves:\n  ${taken.join('\n  ')}`);
}

/**
 * Puts an uploaded remote build live in the store at `storeDir`, with the same rules as a release
 * on the store's own machine: the files must hash to the version the sender computed (a truncated
 * or altered upload is refused), the live bundles must agree with its contract, and its routes
 * may not take another owner's address or a campaign page's. The checks run against the manifest
 * read under the store lock, so two teams uploading at once cannot both pass against a stale one.
 * A refused upload leaves the store as it was.
 */
export async function acceptUpload(ctx: UploadContext, name: string, upload: ReleaseUpload): Promise<UploadResult> {
  assertRemoteName(name);
  if (name === SHELL) throw new ReleaseError("the shell is released on the store's machine (pnpm release shell); uploads are for remotes");
  const now = ctx.now ?? (() => new Date());
  const messages: string[] = [];
  const log = (line: string): void => {
    messages.push(line);
    ctx.log?.(line);
  };
  const window = upload.window;
  const windowed = window !== undefined && (window.from !== undefined || window.until !== undefined);
  if (windowed) {
    if (upload.canary !== undefined) throw new ReleaseError('a canary cannot also be a campaign window; release it, then set the window');
    assertWindowTarget(window);
    validateWindow(window);
  }
  if (upload.keep !== undefined && (!Number.isInteger(upload.keep) || upload.keep < 1)) throw new ReleaseError('keep must be a whole number of at least 1');
  checkPaths(upload.files);

  const staging = join(ctx.storeDir, '.uploads', `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`);
  const dist = join(staging, 'dist');
  let created = false;
  try {
    await mkdir(dist, { recursive: true });
    await writeFile(join(staging, 'package.json'), JSON.stringify({ name, version: upload.packageVersion }));
    for (const file of upload.files) {
      await mkdir(dirname(join(dist, file.path)), { recursive: true });
      await writeFile(join(dist, file.path), Buffer.from(file.data, 'base64'));
    }
    const built = await inspectBuild(staging, dist);
    if (built.version !== upload.version) throw new ReleaseError(`the files sent hash to ${built.version}, not ${upload.version}: the upload is incomplete or altered`);
    const campaigns = await ctx.campaigns();
    // Refused before the files are compressed and stored; checked again under the lock below.
    problemsOf(await readState(ctx.storeDir), name, built, upload, now(), campaigns, () => {});

    created = await copyIntoStore(ctx.storeDir, name, built.version, dist, async (dir) => {
      await precompress(dir);
    });
    if (created) log(`${name}: stored ${built.version}`);
    const meta = {
      shared: built.shared,
      ...(upload.release ? { release: upload.release } : {}),
      ...(upload.contract ? { contract: upload.contract } : {}),
      ...(upload.sharedSource ? { sharedSource: upload.sharedSource } : {}),
    };
    const state = await withStoreLock(ctx.storeDir, async () => {
      const before = await readState(ctx.storeDir);
      problemsOf(before, name, built, upload, now(), campaigns, log);
      const changes: Change[] = [
        applyRelease(before, { name, version: built.version, routes: built.routes, now: now(), meta, ...(upload.canary !== undefined ? { canary: upload.canary } : {}) }),
      ];
      if (windowed) {
        const { route, wholeRemote: _whole, ...dates } = window;
        changes.push(applyWindow(changes[0]!.state, { name, ...dates, ...(route !== undefined ? { route } : { wholeRemote: true }) }));
      }
      for (const change of changes) log(change.message);
      if (!changes.some((c) => c.changed)) return before;
      return writeState(ctx.storeDir, changes.at(-1)!.state, now());
    });
    created = false;
    await prune({ storeDir: ctx.storeDir, log }, name, upload.keep ?? KEEP_VERSIONS);
    return { name, version: built.version, messages, build: state.build };
  } finally {
    // A version folder this upload made but the manifest never took is not left to be served.
    if (created) await rm(versionDir(ctx.storeDir, name, upload.version), { recursive: true, force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
