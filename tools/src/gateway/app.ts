import { randomInt } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RouteDef } from '@shop/shared/contracts/routes';
import { SHELL, type StoreState } from '../release/state.ts';
import { manifestFile, readState, versionDir } from '../release/store.ts';
import { API_PREFIXES, inProcessDispatcher, type ApiOption } from './api-mount.ts';
import { campaignSource, withCampaignRoutes } from './campaign-routes.ts';
import { memoizedPageExists } from './page-status.ts';
import { cohortCookie, readCohort } from './cohort.ts';
import { withDevRefreshHook } from './dev-refresh-hook.ts';
import { fileMemo } from './file-memo.ts';
import { findFile } from './files.ts';
import { htmlEncoding, pageCompressor } from './html-encoding.ts';
import { errorLog, parseReport } from './error-reports.ts';
import { registerOperator } from './operator.ts';
import { registerSearchProxy } from './search-proxy.ts';
import { HEALTHCHECK, healthReport, prefersJson } from './health.ts';
import { COHORTS, manifestPath, toRuntimeManifest } from './runtime-manifest.ts';
import { loopbackOrigin, registerSitemap } from './sitemap.ts';
import { createServerRenderer, HTML_CACHE_CONTROL, type RenderedPage } from './ssr/index.ts';
import { cachedInlineHashes, contentSecurityPolicy, originsOf, PAGE_POLICY_HEADERS, thirdPartyOriginsFromEnv } from './security-headers.ts';

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
  /** Enables the operator console (`/operator`); absent = no console. Server-side only. */
  operatorPassword?: string;
  /** The content campaigns' admin credential, for the console's campaign managers (server-side). */
  campaignAdminToken?: () => string | null;
  /**
   * Server rendering of remote pages (decision 014); default: on when the env has `SHOP_SSR=1` (not `SSR`: Vite and vitest set that one).
   * `startStore` (the store `npm start` runs) turns it on unless the env has `SHOP_SSR=0`.
   * `budgetMs`: time for a page's code and data before its region is left to the browser.
   */
  ssr?: boolean | { budgetMs?: number };
  /** The back end's render key (its `renderKey`): page loaders' reads count against the shopper's limits. */
  renderKey?: string;
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

  const inlineHashesOf = cachedInlineHashes();
  const thirdPartyOrigins = thirdPartyOriginsFromEnv();
  /**
   * Headers of an HTML page. Its Content-Security-Policy allows the live shell page's inline
   * scripts by hash and the live remotes' origins. The dev servers inject hot-reload code the
   * policy would block, so development pages get the other headers only.
   */
  async function pageSecurityHeaders(renderedScripts: readonly string[] = []): Promise<Record<string, string>> {
    if (options.dev) return { ...PAGE_POLICY_HEADERS };
    const root = (await shellRoots())[0]!;
    const scriptHashes = [...new Set([...(await inlineHashesOf(join(root, 'index.html')).catch(() => [])), ...renderedScripts])];
    const remotes = await runtimeManifest().then((manifest) => manifest.remotes, () => []);
    const remoteOrigins = originsOf(remotes.map((remote) => remote.manifest));
    return { ...PAGE_POLICY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy({ scriptHashes, remoteOrigins, thirdPartyOrigins }) };
  }

  /**
   * A server-rendered page's own inline scripts (React's reveal of late Suspense boundaries),
   * allowed by hash: exactly those, in that response.
   */
  const renderedScriptHashes = new WeakMap<FastifyReply, string[]>();
  const compressPage = pageCompressor();

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.headers(await pageSecurityHeaders(renderedScriptHashes.get(reply)));
    return payload;
  });

  // A hand edit saved non-atomically (or with a typo) must not take the whole store down:
  // keep serving the last state that parsed, and say so in the log.
  let lastGood: StoreState | undefined;
  // Read again only when a release or a hand edit has replaced the file: every page request asks
  // for the state several times. The state is shared by every caller: none may change it.
  const readStore = fileMemo(() => readState(options.storeDir));
  async function currentState(): Promise<StoreState> {
    try {
      lastGood = await readStore(manifestFile(options.storeDir));
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

  /** `cohort`: the browser's canary cohort (see `cohortOf`); none = everybody's live versions. */
  // A page request asks for it up to three times (is it a page, its render, its CSP): the last
  // answer per cohort is reused while the store state and the campaign list are the same objects
  // and the second has not changed (a window opens or closes within a second).
  const manifests = new Map<number | undefined, { state: StoreState; campaigns: unknown; second: number; manifest: ReturnType<typeof toRuntimeManifest> }>();
  async function runtimeManifest(cohort?: number): Promise<ReturnType<typeof toRuntimeManifest>> {
    const state = await currentState();
    const list = await campaigns();
    const second = Math.floor(now().getTime() / 1000);
    // In development a remote's routes come from its dev server and change without the store's state.
    if (options.dev) return buildRuntimeManifest(state, list, cohort);
    const known = manifests.get(cohort);
    if (known && known.state === state && known.campaigns === list && known.second === second) return known.manifest;
    const manifest = await buildRuntimeManifest(state, list, cohort);
    if (manifests.size > 200) manifests.clear();
    manifests.set(cohort, { state, campaigns: list, second, manifest });
    return manifest;
  }
  async function buildRuntimeManifest(state: StoreState, list: Awaited<ReturnType<typeof campaigns>>, cohort?: number): Promise<ReturnType<typeof toRuntimeManifest>> {
    const manifest = !options.dev
      ? toRuntimeManifest(state, now(), manifestPath, cohort)
      : toRuntimeManifest(await withDevRemotes(state, options.dev.remotes, now()), now(), (name, version) =>
          version === DEV_VERSION ? options.dev!.remotes[name]!.manifest : manifestPath(name, version),
        );
    return withCampaignRoutes(manifest, list, now());
  }

  // Shopper-reported errors and page loads per bundle version (`POST /errors`, the console).
  const errors = errorLog();

  /**
   * A browser's canary cohort (0–99), kept in a cookie so it gets the same versions on every
   * page load. Given out only while a canary runs; a browser keeps the one it was given.
   */
  async function cohortOf(request: FastifyRequest, reply?: FastifyReply): Promise<number | undefined> {
    const known = readCohort(request.headers.cookie);
    if (known !== undefined) return known;
    if (!reply || !Object.values((await currentState()).remotes).some((r) => r.canary)) return undefined;
    const cohort = randomInt(COHORTS);
    reply.header('Set-Cookie', cohortCookie(cohort));
    return cohort;
  }

  app.get('/remotes.json', async (request, reply) => {
    reply.header('Cache-Control', NO_STORE);
    const manifest = await runtimeManifest(await cohortOf(request, reply));
    // Each answer is a page load: the denominator of the error rates the console shows per version.
    for (const remote of manifest.remotes) errors.served(remote.name, remote.version);
    const shell = (await currentState()).shell?.current;
    if (shell) errors.served(SHELL, shell);
    return manifest;
  });

  app.get('/builds/latest.json', async (request, reply) => {
    reply.header('Cache-Control', NO_STORE);
    return { build: (await runtimeManifest(await cohortOf(request, reply))).build };
  });

  /** Loads every live remote's entry through this gateway, as a browser would (`health.ts`). */
  const health = async () =>
    healthReport(await currentState(), await shellRoots(), async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      return { status: res.statusCode, body: res.body };
    });

  // Shoppers' browsers report failures here (the shell's error reporter); the console reads them.
  app.post('/errors', { bodyLimit: 2048 }, async (request, reply) => {
    const report = parseReport(request.body);
    if (typeof report === 'string') return reply.code(400).send({ message: report });
    const state = await currentState();
    if (report.bundle !== SHELL && !(report.bundle in state.remotes)) return reply.code(400).send({ message: `unknown bundle ${report.bundle}` });
    // The shell does not know its own version: `current` is the one live when the report arrives.
    if (report.bundle === SHELL && report.version === 'current') report.version = state.shell?.current ?? 'unpublished';
    // Over the per-client limit the report is dropped quietly: the browser has nothing to fix.
    errors.record(request.ip, report);
    return reply.code(204).send();
  });
  const campaignAdminToken = options.campaignAdminToken;
  registerOperator(app, {
    password: options.operatorPassword,
    state: currentState,
    errors,
    now,
    ...(campaignAdminToken
      ? { campaigns: { origin: () => (options.api.mode === 'proxy' ? options.api.url.replace(/\/+$/, '') : loopbackOrigin(app)), token: campaignAdminToken } }
      : {}),
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
    const searchProxied = await registerSearchProxy(app, process.env['MEILI_HOST']);
    for (const prefix of API_PREFIXES.filter((p) => !(searchProxied && p === '/search/'))) {
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
    await app.register(fastifyHttpProxy, {
      upstream: options.dev.shellUrl,
      prefix: '/',
      websocket: true,
      replyOptions: {
        // Pages are rewritten below: ask for them uncompressed (a local dev server, no cost).
        rewriteRequestHeaders: (_request, headers) => ({ ...headers, 'accept-encoding': 'identity' }),
        onResponse: (_request, reply, res) => {
          if (!String(reply.getHeader('content-type') ?? '').includes('text/html')) return void reply.send(res.stream);
          const chunks: Buffer[] = [];
          res.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.stream.on('error', (error: Error) => void reply.send(error));
          res.stream.on('end', () => {
            reply.removeHeader('content-length');
            void reply.send(withDevRefreshHook(Buffer.concat(chunks).toString('utf8')));
          });
        },
      },
    });
    return app;
  }

  const pageExists = memoizedPageExists();
  const ssrOption = options.ssr ?? process.env['SHOP_SSR'] === '1';
  const renderPage = ssrOption
    ? createServerRenderer({
        storeDir: options.storeDir,
        apiOrigin: () => (options.api.mode === 'proxy' ? options.api.url.replace(/\/+$/, '') : loopbackOrigin(app)),
        ...(inProcess ? { apiFetch: inProcess.fetch } : {}),
        ...(typeof ssrOption === 'object' && ssrOption.budgetMs !== undefined ? { budgetMs: ssrOption.budgetMs } : {}),
        ...(options.renderKey ? { renderKey: options.renderKey } : {}),
        onError: (error, at) => app.log.error({ err: error, ...at }, 'server render failed; the page region is left to the browser'),
      })
    : undefined;

  const readShellPage = fileMemo((file) => readFile(file, 'utf8'));

  /** The page rendered on the server, or null (not a remote's page, or rendering is off or failed). */
  async function serverRendered(request: FastifyRequest, indexFile: string): Promise<RenderedPage | null> {
    if (!renderPage) return null;
    try {
      return await renderPage({
        manifest: await runtimeManifest(await cohortOf(request)),
        href: request.url,
        hostname: request.hostname.replace(/:\d+$/, ''),
        cookie: request.headers.cookie ?? '',
        acceptLanguage: String(request.headers['accept-language'] ?? ''),
        indexHtml: await readShellPage(indexFile),
        shellDir: dirname(indexFile),
        saveData: /^\s*on\s*$/i.test(String(request.headers['save-data'] ?? '')),
        // Canonical and hreflang URLs: the configured public address (as the sitemap's), else the request's.
        origin: process.env['SITE_URL']?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`,
        shopperAddress: request.ip,
      });
    } catch (error) {
      app.log.error({ err: error }, 'server render failed; the shell page is served');
      return null;
    }
  }
  // `reply.sendFile` for the shell, whose folder is chosen per request (`shellRoots`).
  await app.register(fastifyStatic, { serve: false, preCompressed: true, cacheControl: false });

  /**
   * The shell's folders, the live one first: its released version in the store
   * (`.store/shell/<version>/`, written once and switched by a manifest write, so neither a
   * release nor a rebuild of `shell/dist` ever leaves a request without a shell), then the
   * versions before it, newest first, so a tab opened before a release still gets its lazy
   * chunks. Before the shell is first published: `shellDir`.
   */
  async function shellRoots(): Promise<string[]> {
    const shell = (await currentState().catch(() => undefined))?.shell;
    if (!shell?.current) return [options.shellDir];
    return [shell.current, ...shell.history.toReversed()].map((v) => versionDir(options.storeDir, SHELL, v));
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, root: string, path: string): Promise<FastifyReply> {
    const indexFile = join(root, 'index.html');
    if (!statSync(indexFile, { throwIfNoEntry: false })) {
      return reply.code(503).header('Cache-Control', NO_STORE).send({ message: 'The shell is not built (run pnpm build)' });
    }
    if (HEALTHCHECK.test(path)) {
      // The shell's /healthcheck page, with a status monitors can use: 503 when a remote's entry
      // does not load; `Accept: application/json` gets the report itself.
      const report = await health();
      reply.code(report.ok ? 200 : 503);
      if (prefersJson(request.headers.accept)) return reply.header('Cache-Control', NO_STORE).send(report);
      // A body, not sendFile: no ETag, so a 503 is never revalidated into a 304.
      return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(await readFile(indexFile));
    }
    reply.header('Cache-Control', REVALIDATE);
    if (await isPage(request, path)) {
      const rendered = await serverRendered(request, indexFile);
      if (rendered !== null) {
        // Anonymous HTML (personal parts fill in after hydration): shared caches may keep it a
        // short while; the language and the canary cohort come from the URL and the cookies, the
        // picture sizes from Save-Data.
        reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie, Save-Data');
        reply.header('Cache-Control', rendered.cacheable ? HTML_CACHE_CONTROL : REVALIDATE);
        // A 404 (an unknown product or category) carries no validator, so it never turns into a 304.
        if (rendered.status === 200) {
          reply.header('ETag', rendered.etag);
          if (request.headers['if-none-match'] === rendered.etag) return reply.code(304).send();
        }
        renderedScriptHashes.set(reply, rendered.scriptHashes);
        reply.code(rendered.status).type('text/html; charset=utf-8');
        const encoding = htmlEncoding(request.headers['accept-encoding']);
        if (encoding === null) return reply.send(rendered.html);
        return reply.header('Content-Encoding', encoding).send(await compressPage(rendered, rendered.html, encoding));
      }
      return reply.sendFile('index.html', root);
    }
    // The same page, so the shell renders its 404 as before, but a real 404 for crawlers (no
    // soft 404). Sent as a body rather than through sendFile: a 404 must never turn into a
    // 304 or a 206 because the browser sent the validators of the page it cached earlier.
    return reply.code(404).type('text/html; charset=utf-8').send(await readFile(indexFile));
  }

  /** Whether `path` is a page (for this browser's cohort); when the store cannot say, it is not declared missing. */
  async function isPage(request: FastifyRequest, path: string): Promise<boolean> {
    try {
      return pageExists(await runtimeManifest(await cohortOf(request)), path, now());
    } catch (error) {
      app.log.error({ err: error }, 'runtime manifest unavailable; page answered 200 unchecked');
      return true;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (request.method === 'GET' || request.method === 'HEAD') {
      const roots = await shellRoots();
      // Home is a remote's page too when pages are rendered on the server.
      if (path === '/' && renderPage) return sendIndex(request, reply, roots[0]!, path);
      const hashed = path.startsWith('/static/');
      // Content-hashed files may come from an older shell version; anything else only from the live one.
      // `/` is the shell's own page, always (as `index.html` was served before page statuses).
      const found = await findFile(hashed ? roots : roots.slice(0, 1), path === '/' ? '/index.html' : path);
      if (found) {
        reply.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
        return reply.sendFile(found.file, found.root);
      }
      // The shell's router owns every other page URL (and renders its own 404, which the status
      // repeats: see `pageExists`). Asset-like prefixes stay real 404s without the page: a
      // missing chunk must fail as a chunk error so the shell's reload-after-deploy logic runs,
      // not parse an HTML page as JavaScript.
      if (!NOT_SPA.some((p) => path.startsWith(p))) return sendIndex(request, reply, roots[0]!, path);
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
