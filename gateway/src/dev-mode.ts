import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@shop/shared/contracts/routes';
import type { StoreState } from '@shop/tools/release/state';
import { withDevRefreshHook } from './dev-refresh-hook.ts';

export interface DevRemote {
  /** Absolute URL of the dev server's `mf-manifest.json`. */
  manifest: string;
  /** Re-read per request so that editing `src/expose.ts` is seen without restarting. */
  routes: () => Promise<RouteDef[]>;
}

export const DEV_VERSION = 'dev';

/** Puts dev-server remotes in place of their published versions, keeping their windows. */
export async function withDevRemotes(state: StoreState, remotes: Record<string, DevRemote>, at: Date): Promise<StoreState> {
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

/** Dev: the shell's dev server answers everything the gateway does not, HMR websocket included. */
export async function registerDevShellProxy(app: FastifyInstance, shellUrl: string): Promise<void> {
  await app.register(fastifyHttpProxy, {
    upstream: shellUrl,
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
}
