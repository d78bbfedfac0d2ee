import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import type { FastifyInstance } from 'fastify';

/** Paths answered by commerce-api; everything else belongs to the static store. */
export const API_PREFIXES = ['/rest/', '/api/', '/search/', '/media/'] as const;

/** Bare prefixes that are also shop pages: `/search` is the catalogue's results page. */
const SHOP_PAGES = new Set(['/search']);

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || (path === prefix.slice(0, -1) && !SHOP_PAGES.has(path)));
}

/**
 * How the gateway reaches the back end:
 * - `in-process` (default, `npm start`): the commerce-api Fastify instance is built in this
 *   process and requests under its prefixes are handed to its own request handler on the
 *   gateway's socket. No second port, no proxy hop, no double parsing; its routes, hooks, error
 *   handler, body limits and the client's address (rate limits) behave exactly as when it
 *   listens on its own.
 * - `proxy` (docker-compose, `COMMERCE_API_URL`): the back end is another service.
 */
export type ApiOption =
  | { mode: 'in-process'; create: () => Promise<FastifyInstance> }
  | { mode: 'proxy'; url: string };

export interface InProcessApi {
  /** Installed in the gateway's server factory before Fastify's own handler. */
  dispatch: (req: IncomingMessage, res: ServerResponse) => boolean;
  attach: (app: FastifyInstance) => Promise<void>;
  close: () => Promise<void>;
  /**
   * `fetch` for this process's own reads of the back end (server rendering's loaders): the request
   * goes through the back end's full pipeline (`inject`: routing, hooks, limits, error handler)
   * without a loopback socket, the HTTP client and parser on both ends (a sixth of an uncached
   * product render's event-loop profile; `inject`'s own plumbing takes back most of it: measured,
   * 3 % less CPU per render). Not compressed: the answer stays in this process.
   */
  fetch: typeof fetch;
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export function inProcessDispatcher(): InProcessApi {
  let api: FastifyInstance | undefined;
  // The gateway's own compression hooks never see these responses, so they are compressed
  // on the raw response (catalogue JSON shrinks ~6x, which matters on 3G). Brotli quality 4,
  // 1 KB threshold, only compressible types, `Vary: Accept-Encoding`.
  const compress = compression({ threshold: 1024 }) as unknown as Middleware;
  return {
    dispatch(req, res) {
      if (!api || !req.url || !isApiPath(req.url)) return false;
      const instance = api;
      // Fastify's server was created (not listening) with its request handler attached:
      // emitting `request` runs the full pipeline (routing, hooks, 503 while closing).
      compress(req, res, () => instance.server.emit('request', req, res));
      return true;
    },
    async attach(instance) {
      await instance.ready();
      api = instance;
    },
    async close() {
      await api?.close();
    },
    async fetch(input, init) {
      const request = new Request(input, init);
      if (!api) throw new TypeError('the back end is not attached yet');
      request.signal.throwIfAborted();
      const url = new URL(request.url);
      const headers: Record<string, string> = {};
      for (const [name, value] of request.headers) headers[name] = value;
      const answer = api.inject({
        method: request.method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { ...headers, host: url.host },
        ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
      });
      const aborted = new Promise<never>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      });
      aborted.catch(() => undefined);
      const res = await Promise.race([answer, aborted]);
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
      }
      const empty = request.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304;
      const body = res.rawPayload;
      return new Response(empty ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { status: res.statusCode, statusText: res.statusMessage, headers: responseHeaders });
    },
  };
}
