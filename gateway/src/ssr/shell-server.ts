/**
 * The shell's server renderer of the shell version being served (decision 022): its build's
 * `server/render.js`, stored with the version, loaded when a page of that version is first
 * rendered and let go when another version takes over. So the HTML and the texts it is seeded
 * with are always the ones the browser's shell of that version hydrates.
 */
import type { AsyncLocalStorage } from 'node:async_hooks';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFunction } from 'node:vm';
import type { PageHeadFn } from '@shop/shared';
import type { PageLoader } from '@shop/shared/contracts/loader';
import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import { VersionTurns } from '@shop/shell/version-turns';
import { SHELL_SERVER_DIR, SHELL_SERVER_FILE } from '@shop/tools/build/shell-server';
import { repoRoot } from '@shop/tools/release/store';
import { registerCssStub } from './css-stub.ts';

export type Locale = 'fr' | 'en';
export type PageModule = { default: unknown; loader?: PageLoader<unknown>; head?: PageHeadFn<unknown> };
export interface RouteEntry {
  remote: string;
  page: string;
  path: string;
}

/** The `SERVER_API` of the shell bundles this gateway knows how to use (`render.tsx`). */
export const SHELL_SERVER_API = 1;

/** What the gateway uses of a shell version's server renderer (`shell/src/composition/server/render.tsx`). */
export interface ShellServer {
  SERVER_API: number;
  requestLocale(request: { href: string; hostname: string; cookie: string; languages: readonly string[] }): Locale;
  remoteRouteOf(manifest: RuntimeManifest, href: string): RouteEntry | null;
  serverFederation(require: NodeJS.Require): {
    withVersion<T>(remote: string, entryFile: string, work: (loadPage: (page: string) => Promise<PageModule>) => Promise<T>): Promise<T>;
    dispose(): void;
  };
  renderShell(options: {
    manifest: RuntimeManifest;
    href: string;
    locale: Locale;
    origin: string;
    preloaded: { remote: string; page: string; href: string; Component: unknown; seed?: { data: unknown } };
    budgetMs: number;
    lowBandwidth: boolean;
    /** An error inside the page region while rendering (the region is left to the browser). */
    onError?: (error: unknown) => void;
  }): Promise<string>;
  locale: { get: () => Locale; set: (locale: Locale) => void };
  configureApi(options: { serverOrigin: string; serverHeaders: () => Record<string, string>; serverFetch?: typeof fetch }): void;
  setSanitizerDom(make: () => Promise<unknown>): void;
}

export interface LoadedShell {
  shell: ShellServer;
  federation: ReturnType<ShellServer['serverFederation']>;
  sanitizerDom: Promise<unknown>;
}

/**
 * How a bundle's `require` finds packages: as the shell's package does (React, the router, the
 * federation runtime: the same instances the remotes' server bundles are given), then as
 * `@shop/shared` does (its own dependencies, compiled into the shell bundle with it). Absolute
 * paths (a remote's server entry) load as they are.
 */
export function packageRequire(): NodeJS.Require {
  const base = createRequire(join(repoRoot, 'shell', 'package.json'));
  const paths = [join(repoRoot, 'shell'), join(repoRoot, 'shared')];
  const resolve = Object.assign((id: string) => (isBuiltin(id) ? id : base.resolve(id, { paths })), { paths: base.resolve.paths });
  const require = (id: string): unknown => base(resolve(id));
  return Object.assign(require, { resolve, cache: base.cache, extensions: base.extensions, main: base.main }) as NodeJS.Require;
}

/** Evaluates a CommonJS bundle with `require` as its resolver (it lies outside any package). */
export async function evaluateBundle(file: string, require: NodeJS.Require): Promise<unknown> {
  const code = await readFile(file, 'utf8');
  const run = compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
  const module = { exports: {} as unknown };
  run(module.exports, require, module, file, dirname(file));
  return module.exports;
}

/** Where a shell version's server bundle is (absent in shell versions released before it existed). */
export function shellServerFile(shellDir: string): string {
  return join(shellDir, SHELL_SERVER_DIR, SHELL_SERVER_FILE);
}

/**
 * The checkout's shell sources, compiled with the shell's own TypeScript settings (its JSX is
 * the automatic runtime): for tests that exercise remotes' rendering without building a shell.
 * Under vitest, Vite compiles them already.
 */
async function importCheckoutShell(): Promise<unknown> {
  registerCssStub();
  if (process.env['VITEST']) return import('@shop/shell/server');
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('@shop/shell/server', { parentURL: import.meta.url, tsconfig: fileURLToPath(new URL('render.tsconfig.json', import.meta.url)) });
}

export interface ShellServersOptions {
  /**
   * `release` (the store): each shell version's own server bundle; a version without one is
   * served without server rendering. `checkout`: this checkout's shell sources, whatever the
   * version (tests of the remotes' rendering).
   */
  source: 'release' | 'checkout';
  /** The language of the request being rendered (the shell's language store reads it). */
  requestLocale: AsyncLocalStorage<Locale>;
  onError: (error: unknown, shellDir: string) => void;
}

export interface ShellServers {
  /**
   * Runs `work` with the server renderer of the shell in `shellDir`; null when that version
   * cannot be rendered on the server. One shell version is loaded at a time: renders of one
   * version run side by side, a request for another waits until they are done, then the old
   * version is let go and the new one loaded (a release happens once; no tab mixes versions).
   */
  use<T>(shellDir: string, work: (loaded: LoadedShell) => Promise<T>): Promise<T | null>;
}

export function shellServers(options: ShellServersOptions): ShellServers {
  const require = packageRequire();
  const turns = new VersionTurns();
  let current: { key: string; loaded: Promise<LoadedShell | null> } | undefined;
  // Loaders that sanitise content (information pages) need a DOM. jsdom takes a second or more
  // to load on a busy machine: like a remote's code, it is loaded before the first page and not
  // against that page's data budget, and once for the process, whichever shell versions come.
  let sanitizerDom: Promise<unknown> | undefined;
  const dom = () => {
    sanitizerDom ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window);
    sanitizerDom.catch(() => undefined);
    return sanitizerDom;
  };

  async function load(shellDir: string): Promise<LoadedShell | null> {
    let shell: ShellServer;
    if (options.source === 'checkout') shell = (await importCheckoutShell()) as ShellServer;
    else {
      const file = shellServerFile(shellDir);
      if (!statSync(file, { throwIfNoEntry: false })) {
        options.onError(new Error(`${file} does not exist: this shell version was built before its server bundle; its pages are not rendered on the server`), shellDir);
        return null;
      }
      shell = (await evaluateBundle(file, require)) as ShellServer;
      if (shell.SERVER_API !== SHELL_SERVER_API) {
        options.onError(new Error(`${file} has server API ${String(shell.SERVER_API)}, this gateway uses ${SHELL_SERVER_API}: its pages are not rendered on the server`), shellDir);
        return null;
      }
    }
    const globalGet = shell.locale.get.bind(shell.locale);
    shell.locale.get = () => options.requestLocale.getStore() ?? globalGet();
    const sanitizer = dom();
    shell.setSanitizerDom(() => sanitizer);
    return { shell, federation: shell.serverFederation(require), sanitizerDom: sanitizer };
  }

  return {
    async use(shellDir, work) {
      const key = options.source === 'checkout' ? 'checkout' : shellDir;
      await turns.enter(key);
      try {
        if (current?.key !== key) {
          // No render of the previous version is running (turns): its federation instance and
          // the remote containers it loaded go before the new version loads its own, and with
          // the last reference to its module, the version's code and texts.
          const previous = current?.loaded;
          const loaded = (async () => {
            (await previous?.catch(() => null))?.federation.dispose();
            return load(shellDir);
          })().catch((error: unknown) => {
            options.onError(error, shellDir);
            return null;
          });
          current = { key, loaded };
        }
        const loaded = await current.loaded;
        return loaded ? await work(loaded) : null;
      } finally {
        turns.leave();
      }
    },
  };
}
