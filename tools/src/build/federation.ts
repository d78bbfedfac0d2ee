import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RouteDef } from '../../../shared/src/contracts/routes.ts';
import { federationName } from '../../../shared/src/contracts/routes.ts';

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

export function sharedSingletons() {
  const sharedVersion: string = sharedPackage.version;
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    'react/jsx-runtime': singleton('react'),
    'react-dom/client': singleton('react-dom'),
    'react-router': singleton('react-router'),
    nanostores: singleton('nanostores'),
    '@nanostores/react': singleton('@nanostores/react'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    ky: singleton('ky'),
    '@shop/shared': { singleton: true, requiredVersion: `^${sharedVersion}`, version: sharedVersion },
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

export function defineRemoteConfig(options: RemoteOptions): RsbuildConfig {
  const pages = [...new Set(options.routes.map((r) => r.page))];
  const exposes: Record<string, string> = {
    ...Object.fromEntries(pages.map((page) => [`./${page}`, `./src/routes/${page}.tsx`])),
    ...options.exposes,
  };
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginRouteTable(options.routes),
      pluginModuleFederation({
        name: federationName(options.name),
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(),
        dts: false,
        manifest: true,
        // The shell provides the federation runtime (`provideExternalRuntime`), so each remote
        // entry stays small; a remote therefore runs only inside the shell, never on its own.
        experiments: { externalRuntime: true },
      }),
    ],
    source: { entry: { index: './src/expose.ts' } },
    server: { port: options.devPort, cors: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    dev: { assetPrefix: `http://localhost:${options.devPort}/` },
    output: {
      // Resolve chunks relative to the manifest, so one build can be served under any versioned path.
      assetPrefix: 'auto',
      filenameHash: true,
      legalComments: 'none',
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}

export function contentHash(files: Iterable<[string, Buffer]>): string {
  const hash = createHash('sha256');
  for (const [name, data] of files) hash.update(name).update(data);
  return hash.digest('hex').slice(0, 8);
}
