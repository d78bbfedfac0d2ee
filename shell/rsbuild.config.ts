import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from '@shop/tools/build/federation';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(),
      dts: false,
      // Remotes built with `experiments.externalRuntime` reuse this runtime instead of shipping
      // their own copy (~17 KB gzip each, stack-notes); remotes without it are unaffected.
      experiments: { provideExternalRuntime: true },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { template: './src/index.html' },
  server: { port: 3000 },
  output: { filenameHash: true, legalComments: 'none', assetPrefix: '/' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
