import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSearchRequest, registerSearchProxy } from './search-proxy.ts';

describe('isSearchRequest', () => {
  it('accepts the two searches the browser makes, and nothing else', () => {
    expect(isSearchRequest('POST', '/search/indexes/fr_products/search')).toBe(true);
    expect(isSearchRequest('POST', '/search/multi-search?x=1')).toBe(true);
    expect(isSearchRequest('GET', '/search/indexes/fr_products/search')).toBe(false);
    expect(isSearchRequest('POST', '/search/indexes/fr_products/documents')).toBe(false);
    expect(isSearchRequest('POST', '/search/indexes/../keys/search')).toBe(false);
    expect(isSearchRequest('POST', '/search/keys')).toBe(false);
  });
});

describe('registerSearchProxy', () => {
  let upstream: Server;
  let gateway: FastifyInstance;
  const seen: { method: string; url: string; auth: string | undefined; body: string }[] = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ hits: [], from: 'meilisearch' }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    gateway = Fastify();
    expect(await registerSearchProxy(gateway, `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`)).toBe(true);
    await gateway.ready();
  });

  afterAll(async () => {
    await gateway.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('takes nothing without an upstream', async () => {
    const bare = Fastify();
    expect(await registerSearchProxy(bare, undefined)).toBe(false);
    await bare.close();
  });

  it('forwards a search and a multi-search with the shopper key, without the /search prefix', async () => {
    seen.length = 0;
    const headers = { authorization: 'Bearer search-only', 'content-type': 'application/json' };
    const one = await gateway.inject({ method: 'POST', url: '/search/indexes/fr_products/search', headers, payload: { q: 'tv' } });
    const many = await gateway.inject({ method: 'POST', url: '/search/multi-search', headers, payload: { queries: [] } });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ hits: [], from: 'meilisearch' });
    expect(many.statusCode).toBe(200);
    expect(seen).toEqual([
      { method: 'POST', url: '/indexes/fr_products/search', auth: 'Bearer search-only', body: '{"q":"tv"}' },
      { method: 'POST', url: '/multi-search', auth: 'Bearer search-only', body: '{"queries":[]}' },
    ]);
  });

  it('forwards nothing else, whatever the key', async () => {
    seen.length = 0;
    const headers = { authorization: 'Bearer master' };
    const refused = [
      await gateway.inject({ method: 'GET', url: '/search/keys', headers }),
      await gateway.inject({ method: 'POST', url: '/search/keys', headers, payload: {} }),
      await gateway.inject({ method: 'POST', url: '/search/indexes/fr_products/documents', headers, payload: [] }),
      await gateway.inject({ method: 'DELETE', url: '/search/indexes/fr_products', headers }),
      await gateway.inject({ method: 'GET', url: '/search/indexes/fr_products/search?q=tv', headers }),
      await gateway.inject({ method: 'POST', url: '/search/swap-indexes', headers, payload: [] }),
      await gateway.inject({ method: 'POST', url: '/search/multi-search/extra', headers, payload: {} }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(refused[0]!.json()).toMatchObject({ code: 'not_found', type: 'invalid_request' });
    expect(seen).toEqual([]);
  });
});
