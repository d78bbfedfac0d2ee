import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from '@shop/tools/build/federation';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({ name: 'shell', remotes: {}, shared: sharedSingletons(), dts: false }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { template: './src/index.html' },
  server: { port: 3000 },
  output: { filenameHash: true, legalComments: 'none', assetPrefix: '/' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
