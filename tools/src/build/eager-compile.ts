import type { RsbuildPlugin } from '@rsbuild/core';
import { REMOTE_ENTRY_FILE } from '@shop/shared/contracts/routes';

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of the
 * file is compiled while the file streams in, on a background thread, instead of one function at
 * a time on the main thread when it is first called. Decision 060.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The shell's entry: Rspack's and Module Federation's runtimes, all run as the page starts. */
export const SHELL_ENTRY_FILE = /^static\/js\/index\.[0-9a-f]+\.js$/;

/**
 * The shell's `first-load` chunk (react, react-dom, the router, i18next, ky, `@shop/shared`: the
 * singletons every page evaluates before anything renders, `FIRST_LOAD_CHUNK` in the shell's
 * configuration). Hashed, in the async folder; never a page's own chunk. Less of it runs than of
 * the entry (45 % of its functions by the time a page is live), but on every page, and its lazy
 * compiles were most of the main thread's: decision 063 measured the trade.
 */
export const SHELL_FIRST_LOAD_FILE = /^static\/js\/async\/first-load\.[0-9a-f]+\.js$/;

/**
 * The shell's `bootstrap` chunk (its router, layouts and start-up: `src/index.ts` names it), which
 * every page evaluates right after `first-load`. Decision 065 measured the trade.
 */
export const SHELL_BOOTSTRAP_FILE = /^static\/js\/async\/bootstrap\.[0-9a-f]+\.js$/;

/** A remote's container: its half of the federation runtime, run when one of its pages loads. */
export const REMOTE_ENTRY_SCRIPT = new RegExp(`^${REMOTE_ENTRY_FILE.replaceAll('.', '\\.')}$`);

/**
 * Puts the hint on the first line of the browser files `files` matches (one pattern or several),
 * in a production build. Only files every page runs at start-up, where moving their compilation
 * off the main thread was measured to pay (decisions 060, 063): on others it would compile code
 * that may never run. After minification (which drops comments), before the source maps are
 * written (so their lines account for it) and before the content hashes are computed.
 */
export function pluginEagerCompile(files: RegExp | readonly RegExp[]): RsbuildPlugin {
  return {
    name: 'shop:eager-compile',
    setup(api) {
      api.modifyRspackConfig((config, { rspack, isProd, environment }) => {
        if (!isProd || environment.config.output.target !== 'web') return;
        (config.plugins ??= []).push(
          new rspack.BannerPlugin({ banner: EAGER_COMPILE_HINT, raw: true, test: files instanceof RegExp ? files : [...files], stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }),
        );
      });
    },
  };
}
