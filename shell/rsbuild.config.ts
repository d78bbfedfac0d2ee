import { defineConfig, type EnvironmentConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { SURFACE_ALIASES, hostFederation, profilingSourceMaps } from '@shop/tools/build/federation';
import { SHELL_SERVER_DIR, SHELL_SERVER_FILE, isShellServerExternal } from '@shop/tools/build/shell-server';
import { SHELL_BOOTSTRAP_FILE, SHELL_ENTRY_FILE, SHELL_FIRST_LOAD_FILE, pluginEagerCompile } from '@shop/tools/build/eager-compile';

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
 * all before anything renders), so they go in one file, with their stylesheets and the shell's
 * base one (`styles.css`): one script and one stylesheet instead of ten and two. The two
 * stylesheets share no selector or custom property (`.shop-*`, `--shop-*`), so their order in
 * the file does not matter. The bootstrap
 * itself cannot join them: a chunk waits for the shared modules its code consumes, which would
 * then be in the chunk being waited for (tried: the page never started).
 */
const FIRST_LOAD_CHUNK = {
  name: 'first-load',
  chunks: 'async' as const,
  test: /[\\/](node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|react-router|nanostores|@nanostores\+react|i18next|react-i18next|ky|html-parse-stringify|void-elements|cookie|set-cookie-parser)@|shared[\\/]src[\\/]|shell[\\/]src[\\/]styles\.css$|tools[\\/]src[\\/]build[\\/][a-z-]+-surface\.ts)/,
  enforce: true,
  priority: 20,
};

/**
 * `index.html` carries the SVG icon (public/favicon.svg) inline, since the browser's request for
 * it was one more on every first view. Rsbuild links an icon of the public folder by itself
 * (favicon.ico, kept there for whoever asks for it by name): that link is dropped.
 */
const pluginInlineIcon: RsbuildPlugin = {
  name: 'shop:inline-icon',
  setup(api) {
    api.modifyHTMLTags(({ headTags, bodyTags }) => ({ headTags: headTags.filter((tag) => !(tag.tag === 'link' && tag.attrs?.['rel'] === 'icon')), bodyTags }));
  },
};

export default defineConfig(({ command }) => ({
  plugins: [pluginReact(), pluginInlineIcon, pluginEagerCompile([SHELL_ENTRY_FILE, SHELL_FIRST_LOAD_FILE, SHELL_BOOTSTRAP_FILE])],
  html: { template: './src/index.html' },
  server: { port: 3000 },
  resolve: { alias: SURFACE_ALIASES },
  // Stylesheets named by chunk id, as the gateway finds the shell's first-view CSS (the chunk ids
  // its entry loads): the `first-load` chunk has a name, which would otherwise be its file's.
  output: { filenameHash: true, legalComments: 'none', assetPrefix: '/', filename: { css: '[id].[contenthash:10].css' } },
  environments: {
    web: {
      // The shell's federation options live beside the remotes' (`hostFederation`), where the
      // floor probe of `bench:bundle --floor` builds with them too.
      plugins: [pluginModuleFederation(hostFederation(), { target: 'web', environment: 'web' })],
      source: { entry: { index: './src/index.ts' } },
      output: { target: 'web', ...profilingSourceMaps() },
      performance: { chunkSplit: { strategy: 'split-by-experience', override: { cacheGroups: { firstLoad: FIRST_LOAD_CHUNK } } } },
    },
    // `pnpm dev` serves pages from the shell's dev server, never rendered on the server: hot
    // reload stays as fast as before.
    ...(command === 'build' ? { server } : {}),
  },
}));
