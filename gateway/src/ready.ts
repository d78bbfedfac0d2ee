import type { FastifyInstance } from 'fastify';
import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import { NO_STORE } from './bundle-routes.ts';
import type { StoreView } from './store-view.ts';

export interface ReadyOptions {
  view: StoreView;
  /** Where the back end answers, and how this process reaches it (in process: without a socket). */
  apiOrigin: () => string;
  apiFetch?: typeof fetch;
  /** Pages are rendered on the server: their remotes' server bundles load before shoppers come. */
  rendersPages: boolean;
  /** Warm up from the start (the store); otherwise from the first probe. */
  warmUpAtStart: boolean;
  /** Between two looks at a back end that is not ready yet. */
  retryMs?: number;
}

/** What `/ready` still waits for, in the order it is done. */
type Step = 'back-end' | 'manifest' | 'pages';

const BACK_END_TIMEOUT_MS = 2000;

/**
 * A page each live remote renders on the server for anyone: its first route without parameters
 * that needs no login. Rendering it loads the remote's server bundle (all its pages are in its
 * entry) and compiles the render path, which a first burst of shoppers paid for otherwise.
 */
export function warmUpPages(manifest: RuntimeManifest): string[] {
  const pages = new Set<string>();
  for (const remote of manifest.remotes) {
    const route = remote.routes.find((r) => !r.auth && !/[:*?]/.test(r.path));
    if (route) pages.add(route.path);
  }
  return [...pages];
}

/**
 * `GET /ready`, the gateway's readiness probe for the orchestrator and the load balancer: 200
 * once it has read the runtime manifest, rendered one page of each live remote (their server
 * bundles loaded) and while its back end answers ready (`/api/ready`); before, 503 with what it
 * waits for. A page that fails to render does not hold readiness back: `/healthcheck` reports a
 * broken bundle, and one bad remote must not take every gateway off the load balancer.
 */
export function registerReady(app: FastifyInstance, options: ReadyOptions): void {
  const retryMs = options.retryMs ?? 500;
  const get = options.apiFetch ?? fetch;
  const stopped = new AbortController();
  let warmedUp = false;
  let step: Step = 'back-end';
  let warming: Promise<void> | undefined;

  const backEndReady = async (): Promise<boolean> => {
    try {
      const res = await get(`${options.apiOrigin()}/api/ready`, { signal: AbortSignal.timeout(BACK_END_TIMEOUT_MS) });
      await res.body?.cancel();
      return res.status === 200;
    } catch {
      return false;
    }
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, retryMs).unref());
  const closed = () => stopped.signal.aborted;

  async function warmUp(): Promise<void> {
    while (!closed() && !(await backEndReady())) await pause();
    step = 'manifest';
    let manifest: RuntimeManifest | undefined;
    while (!closed() && !manifest) {
      manifest = await options.view.runtimeManifest().catch(() => undefined);
      if (!manifest) await pause();
    }
    step = 'pages';
    if (options.rendersPages && manifest) {
      for (const url of warmUpPages(manifest)) {
        if (closed()) return;
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } }).catch(() => undefined);
        if (!res || res.statusCode >= 500) app.log.warn({ url, status: res?.statusCode }, 'warm-up page did not render');
      }
    }
    warmedUp = true;
  }
  const startWarmUp = () => {
    warming ??= warmUp().catch((error: unknown) => app.log.error({ err: error }, 'gateway warm-up failed'));
  };

  if (options.warmUpAtStart) app.addHook('onReady', async () => void setImmediate(startWarmUp));
  app.addHook('onClose', async () => stopped.abort());

  app.get('/ready', async (_request, reply) => {
    reply.header('Cache-Control', NO_STORE);
    startWarmUp();
    // Once warm, the back end is asked on every probe: a gateway whose back end went away is no use to shoppers.
    const waiting = !warmedUp ? step : (await backEndReady()) ? null : 'back-end';
    if (waiting) return reply.code(503).send({ status: 'not-ready', waiting });
    return { status: 'ready' };
  });
}
