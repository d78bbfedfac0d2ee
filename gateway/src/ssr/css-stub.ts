import { register } from 'node:module';

let registered = false;

/**
 * The shell's and `@shop/shared`'s sources import their stylesheets (`import './ui.css'`): the
 * bundler handles them for the browser; on the server they mean nothing, so they load empty.
 * (Under vitest, Vite already does this.)
 */
export function registerCssStub(): void {
  if (registered || process.env['VITEST']) return;
  registered = true;
  const hook = `export async function load(url, context, next) {
    if (url.split('?')[0].endsWith('.css')) return { format: 'module', source: 'export default {};', shortCircuit: true };
    return next(url, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}
