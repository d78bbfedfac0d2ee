/**
 * The shell's server bundle (decision 022): where the shell's build puts it inside a version
 * folder, and which imports it leaves to the gateway's installation.
 */

/** Folder of the server bundle inside a shell build (and so inside `.store/shell/<version>/`). */
export const SHELL_SERVER_DIR = 'server';
/** The one file of it. */
export const SHELL_SERVER_FILE = 'render.js';

/**
 * Bare package imports stay `require`s, resolved by the gateway: React, the router, i18next,
 * nanostores and the federation runtime must be the very instances the gateway provides to the
 * remotes' server bundles. `@shop/*` is compiled in: the shell carries its `@shop/shared`
 * (decision 003), on the server as in the browser. Stylesheets are the browser build's.
 */
export function isShellServerExternal(request: string): boolean {
  if (request.startsWith('@shop/')) return false;
  if (/[!?]/.test(request) || request.endsWith('.css')) return false;
  return /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w./-]+)?$/i.test(request);
}
