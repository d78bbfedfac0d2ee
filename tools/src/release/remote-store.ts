import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { release, type Context, type ReleaseOptions } from './commands.ts';
import { listFiles } from './publish.ts';
import type { StoreState } from './state.ts';
import { manifestFile, readState, versionDir } from './store.ts';
import type { ReleaseUpload, UploadResult } from './store-upload.ts';
import { ReleaseError } from './versioning.ts';

/**
 * The client side of releasing into a running store from CI or a workstation (decision 021):
 * `pnpm release|rollback|promote <remote> --store <url>` with the store's release token in the
 * environment (`RELEASE_TOKEN`). The token is the store server's; no browser code ever sees it.
 */
export interface RemoteStore {
  /** The store's origin, e.g. `https://boutique.example.cm`. */
  url: string;
  token: string;
}

function isNearby(hostname: string): boolean {
  // `localhost`, `[::1]` and compose service names have no dot.
  return !hostname.includes('.') || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** `--store <url>` and `RELEASE_TOKEN`: refused before anything is built when either is unusable. */
export function remoteStore(url: string, env: NodeJS.ProcessEnv = process.env): RemoteStore {
  let origin: URL;
  try {
    origin = new URL(url);
  } catch {
    throw new ReleaseError(`--store takes the store's address, e.g. https://boutique.example.cm; got "${url}"`);
  }
  if (origin.protocol !== 'https:' && origin.protocol !== 'http:') throw new ReleaseError(`--store must be an http(s) address, got "${url}"`);
  // The token travels in a header: in clear only to this machine or a name without dots (a
  // compose service on CI's network), never across the internet.
  if (origin.protocol === 'http:' && !isNearby(origin.hostname)) throw new ReleaseError(`--store ${origin.origin}: the release token is sent over https only (http is for this machine or a local service name)`);
  const token = env['RELEASE_TOKEN'];
  if (!token) throw new ReleaseError('set RELEASE_TOKEN to the store\'s release token (the store has it in its environment)');
  return { url: origin.origin, token };
}

async function call<T>(store: RemoteStore, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${store.token}`, accept: 'application/json' };
  let payload: Uint8Array<ArrayBuffer> | undefined;
  if (body !== undefined) {
    // A remote's build is a few megabytes of text: compressed, it crosses a slow uplink 4–5× faster.
    payload = new Uint8Array(await promisify(gzip)(JSON.stringify(body)));
    headers['content-type'] = 'application/json';
    headers['content-encoding'] = 'gzip';
  }
  let res: Response;
  try {
    res = await fetch(`${store.url}${path}`, { method, headers, ...(payload ? { body: payload } : {}) });
  } catch (error) {
    throw new ReleaseError(`${store.url} did not answer: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`);
  }
  const text = await res.text();
  const parsed = ((): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  })();
  if (!res.ok) {
    const message = (parsed as { message?: unknown } | null)?.message;
    if (res.status === 404) throw new ReleaseError(`${store.url} takes no releases (404): its RELEASE_TOKEN is not set`);
    throw new ReleaseError(`${store.url} refused (${res.status}): ${typeof message === 'string' ? message : text.slice(0, 500)}`);
  }
  return parsed as T;
}

interface StoreSnapshot {
  state: StoreState;
  campaigns: string[];
}

/**
 * `pnpm release <remote> --store <url>`: the same release as on the store's machine (source
 * clean, checks, build in a temporary folder, contract and route ownership), checked here against
 * the store's own manifest and campaign pages so a refusal comes before the upload, then the files
 * and the manifest change are sent; the store checks again and switches only that remote.
 */
export async function releaseToStore(ctx: Omit<Context, 'storeDir' | 'campaigns'>, store: RemoteStore, name: string, options: ReleaseOptions = {}): Promise<UploadResult> {
  const log = ctx.log ?? console.info;
  const snapshot = await call<StoreSnapshot>(store, 'GET', '/operator/api/releases');
  // A throw-away copy of the store's manifest: `release` checks against it and records there.
  const mirror = await mkdtemp(join(tmpdir(), 'release-mirror-'));
  try {
    await writeFile(manifestFile(mirror), JSON.stringify(snapshot.state));
    const version = await release({ ...ctx, storeDir: mirror, campaigns: async () => snapshot.campaigns }, name, options);
    const meta = (await readState(mirror)).remotes[name]?.versions[version];
    const dir = versionDir(mirror, name, version);
    const files: ReleaseUpload['files'] = [];
    for (const path of await listFiles(dir)) files.push({ path, data: (await readFile(join(dir, path))).toString('base64') });
    const upload: ReleaseUpload = {
      packageVersion: version.slice(0, version.lastIndexOf('-')),
      version,
      files,
      ...(meta?.release ? { release: meta.release } : {}),
      ...(meta?.contract ? { contract: meta.contract } : {}),
      ...(meta?.sharedSource ? { sharedSource: meta.sharedSource } : {}),
      ...(options.canary !== undefined ? { canary: options.canary } : {}),
      ...(options.window && (options.window.from !== undefined || options.window.until !== undefined)
        ? { window: { ...options.window, ...(options.route !== undefined ? { route: options.route } : { wholeRemote: true }) } }
        : {}),
      ...(options.acceptContract ? { acceptContract: true } : {}),
      ...(options.keep !== undefined ? { keep: options.keep } : {}),
    };
    log(`${name}: uploading ${version} (${files.length} files) to ${store.url}`);
    const result = await call<UploadResult>(store, 'POST', `/operator/api/releases/${encodeURIComponent(name)}`, upload);
    for (const line of result.messages) log(`${store.url}: ${line}`);
    return result;
  } finally {
    await rm(mirror, { recursive: true, force: true });
  }
}

/** `pnpm rollback <remote> [--to <version>] --store <url>`. */
export async function rollbackOnStore(store: RemoteStore, name: string, to?: string, log: (line: string) => void = console.info): Promise<void> {
  const result = await call<{ messages: string[] }>(store, 'POST', `/operator/api/releases/${encodeURIComponent(name)}/rollback`, to === undefined ? {} : { to });
  for (const line of result.messages) log(`${store.url}: ${line}`);
}

/** `pnpm promote <remote> --store <url>`. */
export async function promoteOnStore(store: RemoteStore, name: string, log: (line: string) => void = console.info): Promise<void> {
  const result = await call<{ messages: string[] }>(store, 'POST', `/operator/api/releases/${encodeURIComponent(name)}/promote`, {});
  for (const line of result.messages) log(`${store.url}: ${line}`);
}
