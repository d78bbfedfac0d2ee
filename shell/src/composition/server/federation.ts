/**
 * The gateway's side of Module Federation: loads remotes' node builds (`server/remoteEntry.js`
 * in their version folders) and gives them this process's React, router and `@shop/shared`,
 * so a remote page renders inside the shell's tree with the same singletons as in the browser.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as NanostoresReact from '@nanostores/react';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import * as I18next from 'i18next';
import * as Ky from 'ky';
import * as Nanostores from 'nanostores';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactI18next from 'react-i18next';
import * as ReactRouter from 'react-router';
import * as Shared from '@shop/shared';
import { federationName } from '@shop/shared/contracts/routes';

const require = createRequire(import.meta.url);

/** The installed version of `pkg` (some packages do not export their package.json). */
function versionOf(pkg: string): string {
  for (let dir = dirname(require.resolve(pkg)); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version: string };
      if (manifest.name === pkg) return manifest.version;
    } catch {
      // no package.json at this level
    }
  }
  throw new Error(`cannot find the version of ${pkg}`);
}

/** Every singleton a remote declares (tools/src/build/federation.ts), provided by this process. */
const SINGLETONS: Record<string, { lib: unknown; pkg: string }> = {
  react: { lib: React, pkg: 'react' },
  'react-dom': { lib: ReactDom, pkg: 'react-dom' },
  'react/jsx-runtime': { lib: ReactJsxRuntime, pkg: 'react' },
  'react-dom/client': { lib: ReactDomClient, pkg: 'react-dom' },
  'react-router': { lib: ReactRouter, pkg: 'react-router' },
  nanostores: { lib: Nanostores, pkg: 'nanostores' },
  '@nanostores/react': { lib: NanostoresReact, pkg: '@nanostores/react' },
  i18next: { lib: I18next, pkg: 'i18next' },
  'react-i18next': { lib: ReactI18next, pkg: 'react-i18next' },
  ky: { lib: Ky, pkg: 'ky' },
  '@shop/shared': { lib: Shared, pkg: '@shop/shared' },
};

export type PageModule = { default: React.ComponentType; loader?: Shared.PageLoader<unknown>; head?: Shared.PageHeadFn<unknown> };

/**
 * One federation instance for the process and one registration per remote name: a version
 * switch re-registers the name with `force` (which drops the old container, its module cache
 * and its share-scope entries). Two versions of one remote cannot live in one process at
 * once (the runtime keys containers by name), so renders that use a remote are serialised
 * by the caller around a switch.
 */
export function serverFederation(): { loadPage: (remote: string, entryFile: string, page: string) => Promise<PageModule> } {
  const instance: ModuleFederation = createInstance({
    name: 'shop_gateway',
    remotes: [],
    shared: Object.fromEntries(
      Object.entries(SINGLETONS).map(([name, { lib, pkg }]) => [
        name,
        { version: versionOf(pkg), lib: () => lib, shareConfig: { singleton: true, requiredVersion: false } },
      ]),
    ),
    plugins: [
      {
        name: 'shop-server-entry',
        // The node build is CommonJS on this machine's disk: required from its version folder,
        // so its own chunks (shared fallbacks) resolve beside it, never in another version.
        loadEntry: ({ remoteInfo }) => require(remoteInfo.entry),
      },
    ],
  });
  const registered = new Map<string, string>();
  return {
    async loadPage(remote, entryFile, page) {
      const name = federationName(remote);
      if (registered.get(name) !== entryFile) {
        instance.registerRemotes([{ name, entry: entryFile, type: 'commonjs-module' } as never], { force: registered.has(name) });
        registered.set(name, entryFile);
      }
      const mod = await instance.loadRemote<PageModule>(`${name}/${page}`);
      if (!mod || typeof mod.default !== 'function') throw new Error(`${name}/${page} does not export a page component`);
      return mod;
    },
  };
}
