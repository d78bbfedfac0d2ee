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
  };
}
