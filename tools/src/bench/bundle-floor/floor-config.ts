import { join } from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { SURFACE_ALIASES, hostFederation, remoteWebFederation } from '../../build/federation.ts';

/**
 * The probe's two builds (`FLOOR_PART` host or remote, into `FLOOR_OUT`), with the store's own
 * federation options: the shell's (`hostFederation`) and a remote's browser build's
 * (`remoteWebFederation`). Built by the rsbuild CLI in a process of its own: under tsx, the
 * federation plugin's runtime code (functions it serialises into the bundle) is transformed too.
 */
const part = process.env['FLOOR_PART'] === 'remote' ? 'remote' : 'host';
const out = join(process.env['FLOOR_OUT'] ?? 'dist', part);
const app = import.meta.dirname;

const common: RsbuildConfig = {
  resolve: { alias: SURFACE_ALIASES },
  // The tools package does not depend on React or i18next: resolve them as the shell does.
  tools: { rspack: { resolve: { modules: [join(app, '../../../../shell/node_modules'), 'node_modules'] } } },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
};

export default defineConfig(
  part === 'host'
    ? {
        ...common,
        plugins: [pluginReact(), pluginModuleFederation(hostFederation())],
        source: { entry: { index: join(app, 'host-index.js') } },
        output: { target: 'web', filenameHash: true, legalComments: 'none', assetPrefix: '/', distPath: { root: out } },
      }
    : {
        ...common,
        plugins: [
          pluginReact(),
          pluginModuleFederation(remoteWebFederation('probe', { './page': join(app, 'remote-page.jsx') }), { target: 'web' }),
        ],
        source: { entry: { index: join(app, 'remote-page.jsx') } },
        output: { target: 'web', filenameHash: true, legalComments: 'none', assetPrefix: 'auto', distPath: { root: out } },
      },
);
