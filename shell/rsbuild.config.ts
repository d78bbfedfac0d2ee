import { defineConfig, type EnvironmentConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { SURFACE_ALIASES, hostFederation } from '@shop/tools/build/federation';
import { SHELL_SERVER_DIR, SHELL_SERVER_FILE, isShellServerExternal } from '@shop/tools/build/shell-server';

/**
 * The shell's server renderer (`server/render.js`, CommonJS, one file) for the gateway: built
 * beside the browser build, so a shell version carries the server code that renders it and a
 * release or a rollback switches both (decision 022). Its own sources and `@shop/shared` (the
 * version this shell carries) are compiled in; third-party packages stay `require`s that the
 * gateway resolves from its installation, as it provides them to the remotes' server bundles.
 */
const server: EnvironmentConfig = {
  source: { entry: { [SHELL_SERVER_FILE.replace(/\.js$/, '')]: './src/composition/server/render.tsx' } },
  output: {
    target: 'node',
    // CommonJS: the gateway evaluates it with a `require` of its own (below); an ES module would
    // resolve its imports from the store folder, where no package is installed.
    module: false,
    distPath: { js: SHELL_SERVER_DIR, jsAsync: SHELL_SERVER_DIR },
    filenameHash: false,
    emitAssets: false,
    externals: [
      ({ request }, callback) => {
        if (request && isShellServerExternal(request)) callback(undefined, `commonjs ${request}`);
        else callback();
      },
    ],
  },
  tools: {
    rspack: (config, { rspack }) => {
      // One file: a version folder never has a second file that could resolve into another version.
      config.plugins.push(new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }));
    },
  },
};

/**
 * The shared singletons every page starts with (React, react-dom, react-router's and
 * nanostores' surfaces, `@shop/shared` with the libraries bundled into it): Module Federation
 * makes each provided module a chunk of its own, so a first view asked for ten small files, one
 * after another once the entry ran. They are always wanted together (the bootstrap needs them
 * all before anything renders), so they go in one file: one request instead of ten.
 */
const FIRST_LOAD_CHUNK = {
  name: 'first-load',
  chunks: 'async' as const,
  // Their code and JSON (the texts), not their stylesheets: the gateway links those by chunk.
  type: /^(javascript|json)/,
  test: /[\\/](node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|react-router|nanostores|@nanostores\+react|i18next|react-i18next|ky|html-parse-stringify|void-elements|cookie|set-cookie-parser)@|shared[\\/]src[\\/]|tools[\\/]src[\\/]build[\\/][a-z-]+-surface\.ts)/,
  enforce: true,
  priority: 20,
};

export default defineConfig(({ command }) => ({
  plugins: [pluginReact()],
  // Explicit: with favicon.ico beside it in public/ (browsers ask for /favicon.ico on their own),
  // Rsbuild's detection would link the ICO; pages link the sharper SVG.
  html: { template: './src/index.html', favicon: './public/favicon.svg' },
  server: { port: 3000 },
  resolve: { alias: SURFACE_ALIASES },
  output: { filenameHash: true, legalComments: 'none', assetPrefix: '/' },
  environments: {
    web: {
      // The shell's federation options live beside the remotes' (`hostFederation`), where the
      // floor probe of `bench:bundle --floor` builds with them too.
      plugins: [pluginModuleFederation(hostFederation(), { target: 'web', environment: 'web' })],
      source: { entry: { index: './src/index.ts' } },
      output: { target: 'web' },
      performance: { chunkSplit: { strategy: 'split-by-experience', override: { cacheGroups: { firstLoad: FIRST_LOAD_CHUNK } } } },
    },
    // `pnpm dev` serves pages from the shell's dev server, never rendered on the server: hot
    // reload stays as fast as before.
    ...(command === 'build' ? { server } : {}),
  },
}));
