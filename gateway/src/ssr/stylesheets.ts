import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteEntryUrl } from '@shop/shared/contracts/routes';

/**
 * The stylesheets a server-rendered page needs for its first paint. In the browser, the shell's
 * layout styles and a remote page's styles arrive with their code (async chunks); a page sent
 * as HTML without them paints unstyled and then jumps when they arrive (layout shift). So the
 * gateway links them in the head: the same files at the same URLs, which the browser's chunk
 * loaders then find already there instead of adding them again.
 */

interface FederationManifest {
  exposes?: { name?: string; path?: string; assets?: { css?: { sync?: string[] }; js?: { sync?: string[] } } }[];
}

async function readExpose(versionFolder: string, page: string): Promise<{ manifest: FederationManifest; expose: NonNullable<FederationManifest['exposes']>[number] | undefined }> {
  const manifest = JSON.parse(await readFile(join(versionFolder, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  return { manifest, expose: manifest.exposes?.find((e) => e.path === `./${page}` || e.name === page) };
}

/** `asset` (relative to the version folder) as a URL beside the version's `mf-manifest.json`. */
function besideManifest(manifestUrl: string, asset: string): string {
  return `${manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)}${asset.replace(/^\.?\//, '')}`;
}

/**
 * The CSS the page module `page` loads with its code, from the remote version's
 * `mf-manifest.json` (the exposed module's own, synchronous stylesheets), as URLs beside that
 * manifest (`/remotes/<name>/<version>/…`). Empty when the manifest does not say.
 */
export async function remotePageStylesheets(versionFolder: string, manifestUrl: string, page: string): Promise<string[]> {
  const { expose } = await readExpose(versionFolder, page);
  return (expose?.assets?.css?.sync ?? []).map((asset) => besideManifest(manifestUrl, asset));
}

/**
 * What the browser fetches, one after the other, before it can hydrate the page `page`: the
 * version's entry (`remoteEntryUrl`, as the shell registers it), then the page module's own
 * chunks, which the entry asks for. The server knows both at render time, so the page's head asks
 * for them at once (preload) instead of the browser finding the chunks once the entry has run.
 * `null` when the manifest does not name the page.
 */
export async function remotePageScripts(versionFolder: string, manifestUrl: string, page: string): Promise<string[] | null> {
  const { expose } = await readExpose(versionFolder, page);
  if (!expose) return null;
  return [remoteEntryUrl(manifestUrl), ...(expose.assets?.js?.sync ?? []).map((asset) => besideManifest(manifestUrl, asset))];
}

/**
 * Chunk ids the shell's entry files load before its first render: its bootstrap and the shared
 * modules it provides (`__webpack_require__.e("<id>")`, which the minifier keeps as a property
 * call; a numeric id is written bare, `.e(0)`). Lazy shell pages (login, sign-up) are loaded from other chunks, so they are not here.
 */
export function entryChunkIds(entrySources: readonly string[]): Set<string> {
  const ids = new Set<string>();
  for (const source of entrySources) for (const match of source.matchAll(/\.e\((?:"([\w-]+)"|(\d+))\)/g)) ids.add((match[1] ?? match[2])!);
  return ids;
}

const SHELL_CSS_DIR = 'static/css/async';

/**
 * The shell's own stylesheets for the first render (its layout and the UI primitives of the
 * `@shop/shared` it provides): the CSS files of the chunks its entry loads, as absolute paths.
 * Read from the shell folder `shellDir` whose `index.html` is `indexHtml`.
 */
export async function shellStylesheets(shellDir: string, indexHtml: string): Promise<string[]> {
  const entries = [...indexHtml.matchAll(/<script[^>]*\ssrc="\/(static\/js\/[^"?#]+\.js)"/g)].map((m) => m[1]!);
  if (entries.length === 0) return [];
  const sources = await Promise.all(entries.map((file) => readFile(join(shellDir, file), 'utf8').catch(() => '')));
  const ids = entryChunkIds(sources);
  const files = await readdir(join(shellDir, SHELL_CSS_DIR)).catch(() => [] as string[]);
  return files
    .filter((file) => file.endsWith('.css') && ids.has(file.slice(0, file.indexOf('.'))))
    .toSorted()
    .map((file) => `/${SHELL_CSS_DIR}/${file}`);
}
