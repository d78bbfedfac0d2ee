/**
 * The gateway's side of Module Federation: loads remotes' node builds (`server/remoteEntry.js`
 * in their version folders) and gives them the gateway's React and router and this shell
 * version's `@shop/shared` (`require`: how the gateway resolves packages and entries),
 * so a remote page renders inside the shell's tree with the same singletons as in the browser.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
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
import { VersionTurns } from './version-turns';

/** The installed version of `pkg` (some packages do not export their package.json). */
function versionOf(require: NodeJS.Require, pkg: string): string {
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

/** What the gateway renders a remote's pages with: one version of each remote at a time. */
export interface ServerFederation {
  /**
   * Runs `work` while `entryFile` (a version's node build) is the one loaded for `remote`; its
   * `loadPage` gives that version's page modules. Renders of one version run side by side;
   * a render of another version of the same remote waits for them (first come, first served).
   */
  withVersion<T>(remote: string, entryFile: string, work: (loadPage: (page: string) => Promise<PageModule>) => Promise<T>): Promise<T>;
  /**
   * Lets go of this instance (the gateway loaded another shell version): the runtime keeps every
   * instance and each host's share scope in process-wide lists, which would otherwise hold this
   * version's code, its `@shop/shared` and every remote container loaded through it for ever.
   */
  dispose(): void;
}

/**
 * Removes the federation instances named `name` from the runtime's process-wide lists (it does
 * not export them: `__FEDERATION__`, see its global.ts), with the share scopes kept under that
 * name, so that nothing keeps a let-go shell version's code alive.
 */
function forgetInstance(name: string): void {
  const global: Record<string, unknown> = globalThis;
  const federation = global['__FEDERATION__'] as { ['__SHARE__']?: Record<string, unknown>; ['__INSTANCES__']?: { name?: string }[] } | undefined;
  delete federation?.['__SHARE__']?.[name];
  const instances = federation?.['__INSTANCES__'] ?? [];
  for (let at = instances.length - 1; at >= 0; at--) if (instances[at]!.name === name) instances.splice(at, 1);
}

/**
 * One federation instance per shell version the gateway has loaded (each its own name: the
 * runtime keys its process-wide maps by it, and each version's bundle has its own copy of this
 * module) and one registration per remote name: a version switch re-registers the name with
 * `force` (which drops the old container, its module cache and its share-scope entries). Two versions of one remote cannot live in one process at once
 * (the runtime keys containers by name, and a page registers its texts in the one i18next
 * store under the remote's namespace), so during a canary the renders of the two versions take
 * turns, and each switch evaluates the version's build afresh: Node's `require` would hand back
 * the container it loaded before, whose modules, texts included, never run again, and the
 * page would be rendered with the other version's strings.
 */
export function serverFederation(require: NodeJS.Require): ServerFederation {
  const hostName = `shop_gateway_${randomUUID().slice(0, 8)}`;
  const instance: ModuleFederation = createInstance({
    name: hostName,
    remotes: [],
    shared: Object.fromEntries(
      Object.entries(SINGLETONS).map(([name, { lib, pkg }]) => [
        name,
        { version: versionOf(require, pkg), lib: () => lib, shareConfig: { singleton: true, requiredVersion: false } },
      ]),
    ),
    plugins: [
      {
        name: 'shop-server-entry',
        // The node build is CommonJS on this machine's disk: required from its version folder,
        // so its own chunks (shared fallbacks) resolve beside it, never in another version.
        loadEntry: ({ remoteInfo }) => {
          const folder = dirname(remoteInfo.entry) + sep;
          for (const file of Object.keys(require.cache)) if (file.startsWith(folder)) delete require.cache[file];
          return require(remoteInfo.entry);
        },
      },
    ],
  });
  const registered = new Map<string, string>();
  const turns = new Map<string, VersionTurns>();
  return {
    async withVersion(remote, entryFile, work) {
      const name = federationName(remote);
      let remoteTurns = turns.get(name);
      if (!remoteTurns) turns.set(name, (remoteTurns = new VersionTurns()));
      await remoteTurns.enter(entryFile);
      try {
        if (registered.get(name) !== entryFile) {
          instance.registerRemotes([{ name, entry: entryFile, type: 'commonjs-module' } as never], { force: registered.has(name) });
          registered.set(name, entryFile);
        }
        return await work(async (page) => {
          const mod = await instance.loadRemote<PageModule>(`${name}/${page}`);
          if (!mod || typeof mod.default !== 'function') throw new Error(`${name}/${page} does not export a page component`);
          return mod;
        });
      } finally {
        remoteTurns.leave();
      }
    },
    dispose() {
      // The runtime keeps each remote's container process-wide, by name and entry file, and a
      // remote's own instance by name: the next shell version's host would be handed this one's
      // containers, initialised with this version's `@shop/shared` (pages rendered without the
      // data the new shell seeds, since its stores are another copy's). Re-registering with
      // `force` is the runtime's way to drop them; the placeholders it registers are never loaded.
      const remotes = [...registered].map(([name, entry]) => ({ name, entry: `${entry}#let-go`, type: 'commonjs-module' }));
      if (remotes.length > 0) instance.registerRemotes(remotes as never, { force: true });
      registered.clear();
      forgetInstance(hostName);
    },
  };
}
