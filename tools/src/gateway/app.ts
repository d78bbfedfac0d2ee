import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { RouteDef } from '../../../shared/src/contracts/routes.ts';
import type { StoreState } from '../release/state.ts';
import { readState } from '../release/store.ts';
import { API_PREFIXES, inProcessDispatcher, type ApiOption } from './api-mount.ts';
import { campaignSource, withCampaignRoutes } from './campaign-routes.ts';
import { memoizedPageExists } from './page-status.ts';
import { manifestPath, toRuntimeManifest } from './runtime-manifest.ts';
import { loopbackOrigin, registerSitemap } from './sitemap.ts';

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

export interface DevRemote {
  /** Absolute URL of the dev server's `mf-manifest.json`. */
  manifest: string;
  /** Re-read per request so that editing `src/expose.ts` is seen without restarting. */
  routes: () => Promise<RouteDef[]>;
}

export interface GatewayOptions {
  storeDir: string;
  /** The shell's production build (served at `/`); unused in dev mode. */
  shellDir: string;
  api: ApiOption;
  logger?: boolean;
  /** Server clock, for activation windows. */
  now?: () => Date;
  dev?: { shellUrl: string; remotes: Record<string, DevRemote> };
}

const NOT_SPA = [...API_PREFIXES, '/remotes/', '/builds/', '/static/'];

/**
 * The store's single origin: runtime manifest, versioned remotes, shell, and the back end.
 * Call `listen` on the result; `close` also closes an in-process back end.
 */
export async function createGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const inProcess = options.api.mode === 'in-process' ? inProcessDispatcher() : undefined;
  const app = Fastify({
    logger: options.logger ?? false,
    serverFactory: (handler) =>
      createServer((req: IncomingMessage, res: ServerResponse) => {
        if (inProcess?.dispatch(req, res)) return;
        handler(req, res);
      }),
  });

  if (options.api.mode === 'in-process') {
    const api = await options.api.create();
    await inProcess!.attach(api);
    app.addHook('onClose', async () => inProcess!.close());
  }

  // Dynamic compression for what was not precompressed at publish time (index.html, the
  // runtime manifest, proxied API responses), at brotli quality 4. Static text files get
  // quality 11 once at publish time instead: measured on 2 cores, serving a 202 KB chunk
  // precompressed ran ~10x the requests/s of compressing it per request, 15% smaller.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });

  // A hand edit saved non-atomically (or with a typo) must not take the whole store down:
  // keep serving the last state that parsed, and say so in the log.
  let lastGood: StoreState | undefined;
  async function currentState(): Promise<StoreState> {
    try {
      lastGood = await readState(options.storeDir);
    } catch (error) {
      if (!lastGood) throw error;
      app.log.error({ err: error }, 'manifest.json unreadable; serving the last valid state');
    }
    return lastGood;
  }

  // Campaign pages are back-end data: their routes join the manifest here (see campaign-routes.ts).
  const api = options.api;
  const campaigns = campaignSource(() => (api.mode === 'proxy' ? api.url.replace(/\/+$/, '') : loopbackOrigin(app)), {
    onError: (error) => app.log.error({ err: error }, 'campaign list unavailable; keeping the last one'),
  });

  async function runtimeManifest(): Promise<ReturnType<typeof toRuntimeManifest>> {
    const state = await currentState();
    const manifest = !options.dev
      ? toRuntimeManifest(state, now())
      : toRuntimeManifest(await withDevRemotes(state, options.dev.remotes, now()), now(), (name, version) =>
          version === DEV_VERSION ? options.dev!.remotes[name]!.manifest : manifestPath(name, version),
        );
    return withCampaignRoutes(manifest, await campaigns(), now());
  }

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_STORE);
    return runtimeManifest();
  });

  app.get('/builds/latest.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_STORE);
    return { build: (await runtimeManifest()).build };
  });

  registerSitemap(app, { routes: async () => (await runtimeManifest()).remotes.flatMap((remote) => remote.routes) });

  // Published remotes. Dot-directories (publishes in progress) are never served.
  await app.register(fastifyStatic, {
    root: join(options.storeDir, 'remotes'),
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

  if (options.api.mode === 'proxy') {
    for (const prefix of API_PREFIXES) {
      // The bare `/search` is the catalogue's results page (served below), so that prefix keeps
      // its slash; the others also answer their bare path.
      const base = prefix === '/search/' ? prefix : prefix.slice(0, -1);
      await app.register(fastifyHttpProxy, {
        upstream: options.api.url,
        prefix: base,
        rewritePrefix: base,
        // The back end rate-limits per client address: tell it who the client is (it trusts
        // this header only when started with TRUST_PROXY).
        replyOptions: {
          rewriteRequestHeaders: (request, headers) => ({
            ...headers,
            'x-forwarded-for': [headers['x-forwarded-for'], request.ip].filter(Boolean).join(', '),
            'x-forwarded-proto': request.protocol,
          }),
        },
      });
    }
  }

  if (options.dev) {
    // Dev: the shell's dev server answers everything else, HMR websocket included.
    await app.register(fastifyHttpProxy, { upstream: options.dev.shellUrl, prefix: '/', websocket: true });
    return app;
  }

  const indexFile = join(options.shellDir, 'index.html');
  const pageExists = memoizedPageExists();
  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      const hashed = path.startsWith(join(options.shellDir, 'static'));
      res.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });

  async function sendIndex(reply: FastifyReply, path: string): Promise<FastifyReply> {
    if (!(await stat(indexFile).catch(() => null))) {
      return reply.code(503).header('Cache-Control', NO_STORE).send({ message: 'The shell is not built (run pnpm build)' });
    }
    reply.header('Cache-Control', REVALIDATE);
    if (await isPage(path)) return reply.sendFile('index.html', options.shellDir);
    // The same page, so the shell renders its 404 as before, but a real 404 for crawlers (no
    // soft 404). Sent as a body rather than through sendFile: a 404 must never turn into a
    // 304 or a 206 because the browser sent the validators of the page it cached earlier.
    return reply.code(404).type('text/html; charset=utf-8').send(await readFile(indexFile));
  }

  /** Whether `path` is a page; when the store cannot say, it is not declared missing. */
  async function isPage(path: string): Promise<boolean> {
    try {
      return pageExists(await runtimeManifest(), path, now());
    } catch (error) {
      app.log.error({ err: error }, 'runtime manifest unavailable; page answered 200 unchecked');
      return true;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    // The shell's router owns every other page URL (and renders its own 404, which the status
    // repeats: see `pageExists`). Asset-like prefixes stay real 404s without the page: a
    // missing chunk must fail as a chunk error so the shell's reload-after-deploy logic runs,
    // not parse an HTML page as JavaScript.
    if ((request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.some((p) => path.startsWith(p))) {
      return sendIndex(reply, path);
    }
    return reply.code(404).header('Cache-Control', NO_STORE).send({ message: `Not found: ${path}` });
  });

  return app;
}

export const DEV_VERSION = 'dev';

/** Puts dev-server remotes in place of their published versions, keeping their windows. */
async function withDevRemotes(state: StoreState, remotes: Record<string, DevRemote>, at: Date): Promise<StoreState> {
  const next = structuredClone(state);
  for (const [name, dev] of Object.entries(remotes)) {
    const stored = next.remotes[name];
    next.remotes[name] = {
      name,
      ...(stored?.from !== undefined ? { from: stored.from } : {}),
      ...(stored?.until !== undefined ? { until: stored.until } : {}),
      ...(stored?.routeWindows ? { routeWindows: stored.routeWindows } : {}),
      current: DEV_VERSION,
      history: [],
      versions: { [DEV_VERSION]: { routes: await dev.routes(), publishedAt: at.toISOString() } },
    };
  }
  return next;
}
