import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REMOTE_ENTRY_FILE } from '@shop/shared/contracts/routes';
import { SHELL } from '@shop/tools/release/state';
import { parseReport, parseVisits, type ErrorLog } from './error-reports.ts';
import { isServerOnly } from './files.ts';
import type { ReportTokens } from './report-token.ts';
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

/** Shoppers' error reports: where they are kept, and the page-load tokens they must carry (decision 029). */
export interface ShopperReports {
  log: ErrorLog;
  tokens: ReportTokens;
}

const tokenOf = (body: unknown): unknown => (typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined);

/**
 * Whether a `/remotes/<name>/<version>/…` URL names a file browsers load: the version's
 * `mf-manifest.json`, its `remoteEntry.js` and its `static/` assets. Its server bundle
 * (`server/`), the bundler's statistics and source maps (the build's paths), its route table and
 * its standalone page are the gateway's or the build's. Judged on the decoded path, as the file
 * server will read it.
 */
export function isBrowserRemoteFile(url: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?', 1)[0] ?? '');
  } catch {
    return false;
  }
  const parts = path.replace(/^\/remotes\//, '').split(/[\\/]+/);
  if (parts.length < 3 || parts.some((part) => part === '' || part.startsWith('.'))) return false;
  const file = parts.slice(2).join('/');
  if (file === 'mf-manifest.json' || file === REMOTE_ENTRY_FILE) return true;
  return parts[2] === 'static' && parts.length > 3 && !isServerOnly(file);
}

/**
 * What the shell's runtime asks for besides pages: the runtime manifest, the build id it polls,
 * the published remotes' files, and the error reports its browsers send (refused with 503 when
 * the store has no `reports`: no credential for the back end's shopper-error API).
 */
export async function registerBundleRoutes(app: FastifyInstance, storeDir: string, view: StoreView, reports: ShopperReports | undefined): Promise<void> {
  app.get('/remotes.json', async (request, reply) => {
    reply.header('Cache-Control', NO_STORE);
    const manifest = await view.runtimeManifest(await view.cohortOf(request, reply));
    // Fetched once by every page load of the shell, never cached: the page load's report token.
    return reports ? { ...manifest, reportToken: reports.tokens.issue() } : manifest;
  });

  app.get('/builds/latest.json', async (request, reply) => {
    reply.header('Cache-Control', NO_STORE);
    return { build: (await view.runtimeManifest(await view.cohortOf(request, reply))).build };
  });

  /** The page load a report comes from, or the answer refusing it (no reports here, no valid token). */
  const pageOf = (body: unknown): string | { code: number; message: string } => {
    if (!reports) return { code: 503, message: 'Error reports are not configured on this server' };
    return reports.tokens.verify(tokenOf(body)) ?? { code: 403, message: 'A report needs the token of a page load of this store (reportToken in /remotes.json)' };
  };
  /** Passes on to the back end; over a limit the browser is answered as usual (it has nothing to fix). */
  const passOn = async (reply: FastifyReply, send: () => Promise<unknown>) => {
    try {
      await send();
    } catch (error) {
      app.log.error({ err: error }, 'shopper error report not kept');
      return reply.code(503).send({ message: 'Error reports cannot be kept right now' });
    }
    return reply.code(204).send();
  };

  // Shoppers' browsers report failures here (the shell's error reporter); the console reads them.
  app.post('/errors', { bodyLimit: 2048 }, async (request, reply) => {
    const report = parseReport(request.body);
    if (typeof report === 'string') return reply.code(400).send({ message: report });
    const page = pageOf(request.body);
    if (typeof page !== 'string') return reply.code(page.code).send({ message: page.message });
    const state = await view.currentState();
    if (report.bundle !== SHELL && !(report.bundle in state.remotes)) return reply.code(400).send({ message: `unknown bundle ${report.bundle}` });
    // The shell does not know its own version: `current` is the one live when the report arrives.
    if (report.bundle === SHELL && report.version === 'current') report.version = state.shell?.current ?? 'unpublished';
    return passOn(reply, () => reports!.log.record(request.ip, page, report));
  });

  // The same browsers count their visits per remote version: the error rates' denominators.
  app.post('/errors/visits', { bodyLimit: 4096 }, async (request, reply) => {
    const counts = parseVisits(request.body);
    if (typeof counts === 'string') return reply.code(400).send({ message: counts });
    const page = pageOf(request.body);
    if (typeof page !== 'string') return reply.code(page.code).send({ message: page.message });
    const state = await view.currentState();
    for (const c of counts) {
      if (c.bundle === SHELL && c.version === 'current') c.version = state.shell?.current ?? 'unpublished';
      const bundle = c.bundle === SHELL ? state.shell : state.remotes[c.bundle];
      // Only stored versions: made-up ones would grow the counters without end.
      if (!bundle || !(c.version in bundle.versions)) return reply.code(400).send({ message: `unknown version ${c.bundle}@${c.version}` });
    }
    return passOn(reply, () => reports!.log.visited(request.ip, page, counts));
  });

  // Published remotes: what a browser loads of them, nothing else. Dot-directories (publishes in
  // progress) are never served.
  await app.register(async (remotes) => {
    remotes.addHook('onRequest', async (request, reply) => {
      if (!isBrowserRemoteFile(request.url)) return reply.code(404).header('Cache-Control', NO_STORE).send({ message: 'Not found' });
      return undefined;
    });
    await remotes.register(fastifyStatic, {
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
