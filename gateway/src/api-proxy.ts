import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { API_PREFIXES } from './api-mount.ts';
import { forwardedHeaders } from './forwarded.ts';
import { registerSearchProxy } from './search-proxy.ts';

/** With `COMMERCE_API_URL`: the back end's prefixes are proxied to it (docker-compose) instead of served in-process. */
export async function registerApiProxy(app: FastifyInstance, upstream: string): Promise<void> {
  const searchProxied = await registerSearchProxy(app, process.env['MEILI_HOST']);
  for (const prefix of API_PREFIXES.filter((p) => !(searchProxied && p === '/search/'))) {
    // The bare `/search` is the catalogue's results page (served by the shell), so that prefix
    // keeps its slash; the others also answer their bare path.
    const base = prefix === '/search/' ? prefix : prefix.slice(0, -1);
    await app.register(fastifyHttpProxy, {
      upstream,
      prefix: base,
      rewritePrefix: base,
      // The back end rate-limits per client address: tell it who the client is (it believes
      // this header only from the hops in its TRUST_PROXY).
      replyOptions: { rewriteRequestHeaders: forwardedHeaders },
    });
  }
}
