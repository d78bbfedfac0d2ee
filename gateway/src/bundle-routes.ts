import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SHELL } from '@shop/tools/release/state';
import { parseReport, parseVisits, type ErrorLog } from './error-reports.ts';
import type { StoreView } from './store-view.ts';

/**
 * Cache policy.
 * - `/remotes/<name>/<version>/…`: the version ends with a hash of the whole build, and a
 *   version directory is written once (temp dir + rename) and never modified, so every file
 *   under it, `mf-manifest.json` and `remoteEntry.js` included, is immutable: same URL, same
 *   bytes, forever. What changes on a release is `/remotes.json`, which is never cached.
 * - shell: `static/` files carry content hashes (immutable); `index.html` and anything
 *   unhashed must be revalidated (`no-cache` + ETag) so a shell deploy is seen at once.
 * - `/remotes.json`, `/builds/latest.json`: `no-store`, computed per request.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const NO_STORE = 'no-store';

/**
 * What the shell's runtime asks for besides pages: the runtime manifest, the build id it polls,
 * the published remotes' files, and the error reports its browsers send.
 */
export async function registerBundleRoutes(app: FastifyInstance, storeDir: string, view: StoreView, errors: ErrorLog): Promise<void> {
  app.get('/remotes.json', async (request, reply) => {
    reply.header('Cache-Control', NO_STORE);
    return view.runtimeManifest(await view.cohortOf(request, reply));
  });

  app.get('/builds/latest.json', async (request, reply) => {
    reply.header('Cache-Control', NO_STORE);
    return { build: (await view.runtimeManifest(await view.cohortOf(request, reply))).build };
  });

  // Shoppers' browsers report failures here (the shell's error reporter); the console reads them.
  app.post('/errors', { bodyLimit: 2048 }, async (request, reply) => {
    const report = parseReport(request.body);
    if (typeof report === 'string') return reply.code(400).send({ message: report });
    const state = await view.currentState();
    if (report.bundle !== SHELL && !(report.bundle in state.remotes)) return reply.code(400).send({ message: `unknown bundle ${report.bundle}` });
    // The shell does not know its own version: `current` is the one live when the report arrives.
    if (report.bundle === SHELL && report.version === 'current') report.version = state.shell?.current ?? 'unpublished';
    // Over the per-client limit the report is dropped quietly: the browser has nothing to fix.
    errors.record(request.ip, report);
    return reply.code(204).send();
  });

  // The same browsers count their visits per remote version: the error rates' denominators.
  app.post('/errors/visits', { bodyLimit: 4096 }, async (request, reply) => {
    const counts = parseVisits(request.body);
    if (typeof counts === 'string') return reply.code(400).send({ message: counts });
    const state = await view.currentState();
    for (const c of counts) {
      if (c.bundle === SHELL && c.version === 'current') c.version = state.shell?.current ?? 'unpublished';
      const bundle = c.bundle === SHELL ? state.shell : state.remotes[c.bundle];
      // Only stored versions: made-up ones would grow the counters without end.
      if (!bundle || !(c.version in bundle.versions)) return reply.code(400).send({ message: `unknown version ${c.bundle}@${c.version}` });
    }
    errors.visited(request.ip, counts);
    return reply.code(204).send();
  });

  // Published remotes. Dot-directories (publishes in progress) are never served.
  await app.register(fastifyStatic, {
    root: join(storeDir, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    setHeaders: (res) => {
      res.header('Access-Control-Allow-Origin', '*');
      res.header('Cache-Control', IMMUTABLE);
    },
  });
  // Module Federation fetches manifests with `fetch`; answer preflights if a client sends one.
  app.options('/remotes/*', async (_request, reply) => {
    reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
      .header('Access-Control-Max-Age', '86400')
      .code(204)
      .send();
  });
}
