import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forwardedHeaders } from './forwarded.ts';

/**
 * The two requests a shopper's browser makes to Meilisearch. Everything else (documents,
 * settings, keys, tasks, dumps) stays on the compose network even for someone holding a key.
 */
const SEARCH_REQUESTS = [/^\/search\/indexes\/[A-Za-z0-9_-]{1,400}\/search$/, /^\/search\/multi-search$/];

export function isSearchRequest(method: string, url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return method === 'POST' && SEARCH_REQUESTS.some((pattern) => pattern.test(path));
}

/** Meilisearch's own error shape, so the official client reports it as it would Meilisearch's. */
function refuse(reply: FastifyReply) {
  return reply.code(404).send({
    message: 'Only searches are served on this origin.',
    code: 'not_found',
    type: 'invalid_request',
    link: 'https://docs.meilisearch.com/errors#not_found',
  });
}

async function onlySearches(request: FastifyRequest, reply: FastifyReply) {
  if (!isSearchRequest(request.method, request.url)) return refuse(reply);
  return undefined;
}

/**
 * With Meilisearch (`MEILI_HOST`, docker-compose), the browser searches this origin's `/search/`
 * and the gateway forwards only searches to Meilisearch: the page's CSP stays `connect-src 'self'`
 * and Meilisearch is never exposed. The browser's key is the search-only key the back end derived
 * from the master key (`/api/search-config`). Returns whether it took `/search/`.
 */
export async function registerSearchProxy(app: FastifyInstance, upstream: string | undefined): Promise<boolean> {
  if (!upstream) return false;
  for (const path of ['/indexes', '/multi-search']) {
    await app.register(fastifyHttpProxy, {
      upstream,
      prefix: `/search${path}`,
      rewritePrefix: path,
      httpMethods: ['POST'],
      preHandler: onlySearches,
      replyOptions: { rewriteRequestHeaders: forwardedHeaders },
    });
  }
  app.all('/search/*', async (_request, reply) => refuse(reply));
  return true;
}
