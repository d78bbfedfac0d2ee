import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RouteDef } from '@shop/shared/contracts/routes';
import { REMOTE_ENTRY_FILE, federationName } from '@shop/shared/contracts/routes';
import { REMOTE_ENTRY_SCRIPT, pluginEagerCompile } from './eager-compile.ts';

const root = join(import.meta.dirname, '../../..');

const sharedPackage = JSON.parse(readFileSync(join(root, 'shared/package.json'), 'utf8'));

/** `shared` depends on every singleton, so its ranges are the contract every bundle agrees on. */
function rangeOf(pkg: string): string {
  const range = sharedPackage.dependencies[pkg];
  if (!range) throw new Error(`${pkg} must be a dependency of shared/ to be shared as a singleton`);
  return range;
}

/**
 * Everything that must exist once per page: two Reacts break hooks, two nanostores copies
 * break the shared stores. The workspace `shared` package gets an explicit version because
 * it is not resolved from a registry.
 */
const singleton = (pkg: string) => ({ singleton: true, requiredVersion: rangeOf(pkg) });

/** Resolves a package as `shared/` does (its dependencies are the contract every bundle agrees on). */
const sharedRequire = createRequire(join(root, 'shared/package.json'));

/** The installed package, as `shared/` resolves it (the version every bundle is built with). */
function installedVersion(pkg: string): string {
  return (JSON.parse(readFileSync(sharedRequire.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;
}

/**
 * The shell provides react-router as `react-router-surface.ts` (only the exports the store
 * uses, tree-shaken), under the real package's version so every remote's `^range` accepts it.
 * The shell's build must alias `react-router-full` to the package (`SURFACE_ALIASES`).
 * Remotes keep the whole package as their fallback: it is never downloaded, since the shell
 * registers its copy before any remote loads.
 */
const reactRouterSurface = () => ({
  ...singleton('react-router'),
  import: join(import.meta.dirname, 'react-router-surface.ts'),
  version: installedVersion('react-router'),
});

/**
 * The same for nanostores (`nanostores-surface.ts`: the five names the store uses). Its alias
 * points at the package as `shared/` resolves it: the tools package does not depend on it.
 */
const nanostoresSurface = () => ({
  ...singleton('nanostores'),
  import: join(import.meta.dirname, 'nanostores-surface.ts'),
  version: installedVersion('nanostores'),
});

/** The aliases the shell's build needs for the surfaces' own imports of the real packages. */
export const SURFACE_ALIASES = { 'react-router-full$': 'react-router', 'nanostores-full$': sharedRequire.resolve('nanostores') };

/**
 * Packages only `@shop/shared` imports in browser code. They are not shared modules: a shared
 * module is downloaded whole (every export, as its own chunk), whereas a plain dependency is
 * bundled into `@shop/shared`'s chunk and tree-shaken there; `@shop/shared` being a singleton,
 * they still exist once per page (one i18next instance, one ky). `shared-only.test.ts` fails
 * when another package's browser code imports one of them (it would get a copy of its own).
 */
export const SHARED_ONLY_PACKAGES = ['i18next', 'react-i18next', 'ky'] as const;

export function sharedSingletons(options: { host?: boolean } = {}) {
  const sharedVersion: string = sharedPackage.version;
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    'react/jsx-runtime': singleton('react'),
    'react-dom/client': singleton('react-dom'),
    'react-router': options.host ? reactRouterSurface() : singleton('react-router'),
    nanostores: options.host ? nanostoresSurface() : singleton('nanostores'),
    '@nanostores/react': singleton('@nanostores/react'),
    '@shop/shared': { singleton: true, requiredVersion: `^${sharedVersion}`, version: sharedVersion },
  };
}

/** The shell's federation options (also the floor probe's host, `bench:bundle --floor`). */
export function hostFederation() {
  return {
    name: 'shell',
    remotes: {},
    // The host provides the singletons, react-router and nanostores as slim surfaces of the exports in use.
    shared: sharedSingletons({ host: true }),
    dts: false,
    // 'version-first' downloads every registered remote's entry before the shell may render,
    // to compare shared versions; all bundles are built from one lockfile, so the shell's own
    // singletons win anyway and a remote's entry should load only when one of its pages does.
    shareStrategy: 'loaded-first' as const,
    // Remotes are built with `experiments.externalRuntime` and reuse this runtime instead of
    // each shipping its own copy (remoteEntry.js 33.6 KB → 16.5 KB gzip, measured). This is the
    // browser build's runtime (the shell's server bundle requires the installed runtime package,
    // decision 022), so its Node code paths are left out (index.js 131 → 123 KB raw, −1.1 KB brotli).
    experiments: { provideExternalRuntime: true, optimization: { target: 'web' as const } },
  };
}

/** A remote's browser federation options (also the floor probe's remote, `bench:bundle --floor`). */
export function remoteWebFederation(name: string, exposes: Record<string, string>) {
  return {
    name,
    exposes,
    shared: sharedSingletons(),
    dts: false,
    // The shell registers this file (beside `mf-manifest.json`), not the manifest (decision 067).
    filename: REMOTE_ENTRY_FILE,
    manifest: true,
    // The shell provides the federation runtime (`provideExternalRuntime`), so each remote
    // entry stays small; a remote therefore runs only inside the shell, never on its own.
    // The runtime's Node code paths are left out of the browser build (the node
    // environment below keeps them).
    experiments: { externalRuntime: true, optimization: { target: 'web' as const } },
  };
}

/** Writes the remote's route table beside its manifest so `release` can publish it. */
function pluginRouteTable(routes: RouteDef[]): RsbuildPlugin {
  return {
    name: 'shop:route-table',
    setup(api) {
      api.onAfterBuild(() => {
        writeFileSync(join(api.context.distPath, 'routes.json'), JSON.stringify(routes, null, 2));
      });
    },
  };
}

export interface RemoteOptions {
  /** Package name, e.g. `mf-catalog`. */
  name: string;
  routes: RouteDef[];
  devPort: number;
  /** Extra modules to expose beside the pages (e.g. a cart contract implementation). */
  exposes?: Record<string, string>;
}

/** Where a remote's node build goes inside its build folder (published beside the browser build). */
export const SERVER_DIR = 'server';

export function defineRemoteConfig(options: RemoteOptions): RsbuildConfig {
  const pages = [...new Set(options.routes.map((r) => r.page))];
  const exposes: Record<string, string> = {
    ...Object.fromEntries(pages.map((page) => [`./${page}`, `./src/routes/${page}.tsx`])),
    ...options.exposes,
  };
  const federation = {
    name: federationName(options.name),
    exposes,
    shared: sharedSingletons(),
    dts: false,
  };
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginRouteTable(options.routes),
      pluginEagerCompile(REMOTE_ENTRY_SCRIPT),
      pluginModuleFederation(remoteWebFederation(federation.name, exposes), { target: 'web', environment: 'web' }),
      // The same pages for the gateway's server rendering (`server/remoteEntry.js`, CommonJS).
      // Published in the same version folder, so a release or a rollback switches both at once.
      pluginModuleFederation({ ...federation, filename: `${SERVER_DIR}/remoteEntry.js`, manifest: false }, { target: 'node', environment: 'node' }),
    ],
    source: { entry: { index: './src/expose.ts' } },
    server: { port: options.devPort, cors: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    dev: { assetPrefix: `http://localhost:${options.devPort}/` },
    output: { filenameHash: true, legalComments: 'none' },
    environments: {
      web: {
        output: {
          target: 'web',
          // Resolve chunks relative to the manifest, so one build can be served under any versioned path.
          assetPrefix: 'auto',
          ...profilingSourceMaps(),
        },
        // One page, one file: a page's modules are not split into chunks it shares with the
        // remote's other pages. A first view then asks for the entry and one file instead of three
        // or four, one after another (issue 27: requests on `/`); a later page of the same remote
        // downloads the modules it shares with the first again (catalogue: ≈ 6 KB brotli), but
        // never more than once per page, and never on the first view.
        performance: { chunkSplit: { strategy: 'custom', splitChunks: { chunks: 'async', cacheGroups: { default: false } } } },
      },
      node: {
        output: {
          target: 'node',
          distPath: { js: SERVER_DIR, jsAsync: SERVER_DIR },
          filenameHash: false,
          emitAssets: false,
        },
        tools: {
          rspack: (config, { rspack }) => {
            // Pages go into the entry; only shared-module fallbacks stay apart, and the gateway
            // provides every shared module, so a server render never fetches a chunk (with two
            // versions of a remote loaded, a relative chunk path can resolve to the older one).
            config.plugins.push(new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }));
          },
        },
      },
    },
  });
}

/**
 * `BUILD_SOURCE_MAPS=1`: the browser code's source maps, for `pnpm bench:profile` to name the
 * functions in its profiles. Hidden (no comment pointing at them) and never served by the gateway
 * (`isServerOnly`); off unless asked, and then Rsbuild's own choice (maps in `pnpm dev` only).
 */
export function profilingSourceMaps(): Pick<NonNullable<RsbuildConfig['output']>, 'sourceMap'> {
  return process.env['BUILD_SOURCE_MAPS'] === '1' ? { sourceMap: { js: 'hidden-source-map', css: false } } : {};
}

export function contentHash(files: Iterable<[string, Buffer]>): string {
  const hash = createHash('sha256');
  for (const [name, data] of files) hash.update(name).update(data);
  return hash.digest('hex').slice(0, 8);
}
