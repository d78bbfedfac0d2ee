import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of the
 * file is compiled while the file streams in, on a background thread, instead of one function at
 * a time on the main thread when it is first called. Decision 060.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The shell's entry: Rspack's and Module Federation's runtimes, all run as the page starts. */
export const SHELL_ENTRY_FILE = /^static\/js\/index\.[0-9a-f]+\.js$/;

/** A remote's container: its half of the federation runtime, run when one of its pages loads. */
export const REMOTE_ENTRY_FILE = /^remoteEntry\.js$/;

/**
 * Puts the hint on the first line of the browser files `files` matches, in a production build.
 * Only files whose code mostly runs at start-up: on the others it would compile code that may
 * never run. After minification (which drops comments), before the source maps are written (so
 * their lines account for it) and before the content hashes are computed.
 */
export function pluginEagerCompile(files: RegExp): RsbuildPlugin {
  return {
    name: 'shop:eager-compile',
    setup(api) {
      api.modifyRspackConfig((config, { rspack, isProd, environment }) => {
        if (!isProd || environment.config.output.target !== 'web') return;
        (config.plugins ??= []).push(
          new rspack.BannerPlugin({ banner: EAGER_COMPILE_HINT, raw: true, test: files, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }),
        );
      });
    },
  };
}
