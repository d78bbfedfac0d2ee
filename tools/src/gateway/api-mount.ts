import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Paths answered by commerce-api; everything else belongs to the static store. */
export const API_PREFIXES = ['/rest/', '/api/', '/search/', '/media/'] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}

/**
 * How the gateway reaches the back end:
 * - `in-process` (default, `npm start`): the commerce-api Fastify instance is built in this
 *   process and requests under its prefixes are handed to its own request handler on the
 *   gateway's socket. No second port, no proxy hop, no double parsing; its routes, hooks, error
 *   handler and body limits behave exactly as when it listens on its own.
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

export function inProcessDispatcher(): InProcessApi {
  let api: FastifyInstance | undefined;
  return {
    dispatch(req, res) {
      if (!api || !req.url || !isApiPath(req.url)) return false;
      // Fastify's server was created (not listening) with its request handler attached:
      // emitting `request` runs the full pipeline (routing, hooks, 503 while closing).
      api.server.emit('request', req, res);
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
