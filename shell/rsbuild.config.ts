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
      // 'version-first' downloads every registered remote's entry before the shell may render,
      // to compare shared versions; all bundles are built from one lockfile, so the shell's own
      // singletons win anyway and a remote's entry should load only when one of its pages does.
      shareStrategy: 'loaded-first',
      // Not `experiments.provideExternalRuntime`: with it the runtime no longer understands
      // mf-manifest.json entries and tries to run the manifest as a script (RUNTIME-008).
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { template: './src/index.html' },
  server: { port: 3000 },
  output: { filenameHash: true, legalComments: 'none', assetPrefix: '/' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
