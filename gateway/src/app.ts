import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { inProcessDispatcher, type ApiOption } from './api-mount.ts';
import { registerApiProxy } from './api-proxy.ts';
import { registerBundleRoutes } from './bundle-routes.ts';
import { registerDevShellProxy, type DevRemote } from './dev-mode.ts';
import { errorLog } from './error-reports.ts';
import { reportTokens } from './report-token.ts';
import { registerOperator } from './operator.ts';
import { registerPageHeaders } from './page-headers.ts';
import { registerPages } from './pages.ts';
import { registerReady } from './ready.ts';
import { registerReleaseUpload } from './release-upload.ts';
import { loopbackOrigin } from './public-origin.ts';
import { registerSitemap } from './sitemap.ts';
import { storeView } from './store-view.ts';

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
   * The back end's shopper-error credential (`ERROR_REPORTS_TOKEN`, else the file beside the
   * SQLite database; decision 029): reports and the console's error rates go through it, and
   * page-load tokens are signed with a key derived from it. Absent: `/errors` answers 503.
   */
  reportsCredential?: string | null;
  /** Enables releases of a remote from CI or a workstation (`RELEASE_TOKEN`, decision 021); absent = none. */
  releaseToken?: string;
  /**
   * Server rendering of remote pages (decision 014); default: on when the env has `SHOP_SSR=1` (not `SSR`: Vite and vitest set that one).
   * `startStore` (the store `npm start` runs) turns it on unless the env has `SHOP_SSR=0`.
   * `budgetMs`: time for a page's code and data before its region is left to the browser.
   * `shellSource`: `checkout` frames pages with this checkout's shell sources instead of each
   * shell version's server bundle (tests of the remotes' rendering that build no shell).
   */
  ssr?: boolean | { budgetMs?: number; shellSource?: 'release' | 'checkout' };
  /** The back end's render key (its `renderKey`): page loaders' reads count against the shopper's limits. */
  renderKey?: string;
  /** How long one `/healthcheck` report is reused (default 5 s). */
  healthTtlMs?: number;
  /**
   * The proxy hops in front of this gateway (`TRUSTED_PROXIES`: nginx's addresses or ranges) whose
   * `X-Forwarded-For` names the client; from any other peer the socket's address is the client's.
   */
  trustedProxies?: string[];
  /** Load the back end's readiness, the manifest and the server bundles from the start (`/ready`); else from the first probe. */
  warmUp?: boolean;
}

/** How long an idle connection stays open: Fastify's default, longer than load balancers' 60 s. */
const KEEP_ALIVE_MS = 72_000;

/**
 * The store's single origin: runtime manifest, versioned remotes, shell, and the back end.
 * Call `listen` on the result; `close` also closes an in-process back end.
 */
export async function createGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const inProcess = options.api.mode === 'in-process' ? inProcessDispatcher() : undefined;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustedProxies?.length ? options.trustedProxies : false,
    serverFactory: (handler) => {
      const server = createServer((req: IncomingMessage, res: ServerResponse) => {
        if (inProcess?.dispatch(req, res)) return;
        handler(req, res);
      });
      // Fastify applies its timeouts only to a server it creates. Node's own 5 s keep-alive is
      // shorter than a load balancer's or a proxy's idle timeout (60 s is common): a request
      // sent on a connection the gateway is closing at that moment fails with a reset. Fastify's
      // default (72 s) outlasts them. Node's request timeout (300 s) stays: Fastify's is none.
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      return server;
    },
  });
  if (options.api.mode === 'in-process') {
    await inProcess!.attach(await options.api.create());
    app.addHook('onClose', async () => inProcess!.close());
  }
  const api = options.api;
  const apiOrigin = () => (api.mode === 'proxy' ? api.url.replace(/\/+$/, '') : loopbackOrigin(app));

  // Dynamic compression for what was not precompressed at publish time (index.html, the
  // runtime manifest, proxied API responses), at brotli quality 4. Static text files get
  // quality 11 once at publish time instead: measured on 2 cores, serving a 202 KB chunk
  // precompressed ran ~10x the requests/s of compressing it per request, 15% smaller.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  const view = storeView({ storeDir: options.storeDir, shellDir: options.shellDir, now, apiOrigin, log: app.log, ...(options.dev ? { devRemotes: options.dev.remotes } : {}) });
  const markRenderedScripts = registerPageHeaders(app, view, options.dev !== undefined);
  // Shopper-reported errors and page loads per bundle version (`POST /errors`, the console), kept
  // by the back end for every gateway alike; in process, through its own pipeline.
  const credential = options.reportsCredential;
  const reports = credential
    ? {
        log: errorLog({ fetch: inProcess?.fetch ?? fetch, origin: inProcess ? () => 'http://localhost' : apiOrigin, credential }),
        tokens: reportTokens(credential),
      }
    : undefined;
  await registerBundleRoutes(app, options.storeDir, view, reports);
  const campaignAdminToken = options.campaignAdminToken;
  registerOperator(app, {
    password: options.operatorPassword,
    state: view.currentState,
    ...(reports ? { errors: reports.log } : {}),
    now,
    ...(campaignAdminToken ? { campaigns: { origin: apiOrigin, token: campaignAdminToken } } : {}),
  });
  registerReleaseUpload(app, { token: options.releaseToken, storeDir: options.storeDir, apiOrigin, now });
  registerSitemap(app, { routes: async () => (await view.runtimeManifest()).remotes.flatMap((remote) => remote.routes) });
  const ssrOption = options.ssr ?? process.env['SHOP_SSR'] === '1';
  registerReady(app, { view, apiOrigin, ...(inProcess ? { apiFetch: inProcess.fetch } : {}), rendersPages: !options.dev && Boolean(ssrOption), warmUpAtStart: options.warmUp ?? false });
  if (api.mode === 'proxy') await registerApiProxy(app, api.url);
  if (options.dev) {
    await registerDevShellProxy(app, options.dev.shellUrl);
    return app;
  }

  const ssr = ssrOption
    ? {
        storeDir: options.storeDir,
        apiOrigin,
        ...(inProcess ? { apiFetch: inProcess.fetch } : {}),
        ...(typeof ssrOption === 'object' && ssrOption.budgetMs !== undefined ? { budgetMs: ssrOption.budgetMs } : {}),
        ...(typeof ssrOption === 'object' && ssrOption.shellSource !== undefined ? { shellSource: ssrOption.shellSource } : {}),
        ...(options.renderKey ? { renderKey: options.renderKey } : {}),
      }
    : undefined;
  await registerPages(app, { view, now, markRenderedScripts, ...(ssr ? { ssr } : {}), ...(options.healthTtlMs !== undefined ? { healthTtlMs: options.healthTtlMs } : {}) });
  return app;
}
