import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { RouteDef } from '@shop/shared/contracts/routes';
import { contentHash } from '../build/federation.ts';
import { SHELL } from './state.ts';
import { ReleaseError, versionOf } from './versioning.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files already compressed at publish time carry these suffixes beside the original. */
const PRECOMPRESSED = /\.(br|gz)$/;
const COMPRESSIBLE = /\.(m?js|css|json|html|svg|txt|map|xml|wasm)$/;
/** Below this a compressed copy saves less than the extra header bytes are worth. */
const MIN_COMPRESS_BYTES = 1024;

/** Every file under `dir`, as posix relative paths, sorted so hashes do not depend on readdir order. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((p) => !PRECOMPRESSED.test(p))
    .toSorted();
}

/**
 * Build statistics are not served and list modules in a non-deterministic order, so they stay
 * out of the version hash: the same source must always publish as the same version.
 */
const NOT_SERVED = new Set(['mf-stats.json']);

export async function hashDirectory(dir: string): Promise<string> {
  const files: [string, Buffer][] = [];
  for (const file of await listFiles(dir)) {
    if (!NOT_SERVED.has(file)) files.push([file, await readFile(join(dir, file))]);
  }
  return contentHash(files);
}

export interface BuiltRemote {
  name: string;
  distDir: string;
  version: string;
  routes: RouteDef[];
  /** `@shop/shared` in the build's `mf-manifest.json`: the version it carries, the range it requires. */
  shared: { version?: string; requiredVersion?: string };
}

function isRouteDef(value: unknown): value is RouteDef {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r['path'] === 'string' && r['path'].startsWith('/') && typeof r['page'] === 'string';
}

/** The `@shop/shared` entry of a Module Federation manifest (absent in hand-made test builds). */
function sharedOf(manifest: unknown): BuiltRemote['shared'] {
  const list = (manifest as { shared?: unknown } | null)?.shared;
  const entry = Array.isArray(list) ? (list as Record<string, unknown>[]).find((s) => s?.['name'] === '@shop/shared') : undefined;
  if (!entry) return {};
  return {
    ...(typeof entry['version'] === 'string' ? { version: entry['version'] } : {}),
    ...(typeof entry['requiredVersion'] === 'string' ? { requiredVersion: entry['requiredVersion'] } : {}),
  };
}

/**
 * Reads a build output: its version (package version + content hash), its route table (a
 * remote's `routes.json`; the shell has none, its pages are compiled in) and its `shared`.
 * `distDir` defaults to the package's `dist/`; a release inspects its temporary build folder.
 */
export async function inspectBuild(packageDir: string, distDir = join(packageDir, 'dist'), kind: 'remote' | 'shell' = 'remote'): Promise<BuiltRemote> {
  const pkg = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as { name: string; version: string };
  const required = kind === 'shell' ? ['index.html'] : ['mf-manifest.json', 'routes.json'];
  for (const file of required) {
    if (!(await stat(join(distDir, file)).catch(() => null))) {
      throw new ReleaseError(`${pkg.name}: ${join(distDir, file)} is missing; build it first (pnpm --filter ${pkg.name} build)`);
    }
  }
  let routes: unknown = [];
  if (kind === 'remote') {
    routes = JSON.parse(await readFile(join(distDir, 'routes.json'), 'utf8'));
    if (!Array.isArray(routes) || !routes.every(isRouteDef)) throw new ReleaseError(`${pkg.name}: dist/routes.json is not a route table`);
  }
  const manifest: unknown = JSON.parse(await readFile(join(distDir, 'mf-manifest.json'), 'utf8').catch(() => 'null'));
  return {
    name: kind === 'shell' ? SHELL : pkg.name,
    distDir,
    version: versionOf(pkg.version, await hashDirectory(distDir)),
    routes: routes as RouteDef[],
    shared: sharedOf(manifest),
  };
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text file: done once per file
 * at publish time, so the gateway never spends CPU compressing immutable assets per request.
 */
export async function precompress(dir: string, options: { skipExisting?: boolean } = {}): Promise<number> {
  const files = (await listFiles(dir)).filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  // zlib's async calls run on libuv's thread pool (4 threads): a small queue keeps it busy.
  const queue = [...files];
  async function worker(): Promise<void> {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const path = join(dir, file);
      if (options.skipExisting && (await isFresh(path))) continue;
      const data = await readFile(path);
      if (data.length < MIN_COMPRESS_BYTES) continue;
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      if (br.length < data.length) {
        await writeFile(`${path}.br`, br);
        written++;
      }
      if (gzipped.length < data.length) {
        await writeFile(`${path}.gz`, gzipped);
        written++;
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return written;
}

/** A compressed sibling at least as new as its source (hashed files never change in place). */
async function isFresh(path: string): Promise<boolean> {
  const [source, br, gzipped] = await Promise.all(
    [path, `${path}.br`, `${path}.gz`].map((p) => stat(p).catch(() => null)),
  );
  if (!source) return false;
  if (source.size < MIN_COMPRESS_BYTES) return true;
  return [br, gzipped].some((c) => c != null && c.mtimeMs >= source.mtimeMs);
}
