import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { SURFACE_ALIASES, hostFederation } from '@shop/tools/build/federation';

export default defineConfig({
  // The shell's federation options live beside the remotes' (`hostFederation`), where the floor
  // probe of `bench:bundle --floor` builds with them too.
  plugins: [pluginReact(), pluginModuleFederation(hostFederation())],
  source: { entry: { index: './src/index.ts' } },
  html: { template: './src/index.html' },
  server: { port: 3000 },
  resolve: { alias: SURFACE_ALIASES },
  output: { filenameHash: true, legalComments: 'none', assetPrefix: '/' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
