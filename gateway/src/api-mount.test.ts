import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessDispatcher } from './api-mount.ts';

/** The back end's answers to this process's own reads (server rendering's loaders), without a socket. */
describe('inProcessDispatcher().fetch', () => {
  const mount = inProcessDispatcher();
  const slow: { done?: () => void } = {};

  beforeAll(async () => {
    const api = Fastify();
    api.get('/rest/fr/V1/echo', async (request) => ({ url: request.url, ip: request.ip, host: request.headers.host, key: request.headers['x-key'] ?? null }));
    api.post('/api/echo', async (request) => ({ body: request.body }));
    api.get('/api/empty', async (_request, reply) => reply.code(204).send());
    api.get('/api/cookies', async (_request, reply) => reply.header('set-cookie', ['a=1', 'b=2']).code(404).send({ message: 'absent' }));
    api.get('/api/slow', () => new Promise((resolve) => (slow.done = () => resolve({ late: true }))));
    await mount.attach(api);
  });
  afterAll(() => mount.close());

  it('runs a read through the back end with its path, query, headers and a loopback address', async () => {
    const res = await mount.fetch('http://127.0.0.1:8080/rest/fr/V1/echo?q=riz%20blanc', { headers: { 'x-key': 'k1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ url: '/rest/fr/V1/echo?q=riz%20blanc', ip: '127.0.0.1', host: '127.0.0.1:8080', key: 'k1' });
  });

  it('sends a request body and keeps every header of the answer', async () => {
    const posted = await mount.fetch(new Request('http://shop/api/echo', { method: 'POST', body: JSON.stringify({ a: 'é' }), headers: { 'content-type': 'application/json' } }));
    expect(await posted.json()).toEqual({ body: { a: 'é' } });
    const cookies = await mount.fetch('http://shop/api/cookies');
    expect(cookies.status).toBe(404);
    expect(cookies.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await cookies.json()).toEqual({ message: 'absent' });
    const empty = await mount.fetch('http://shop/api/empty');
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it('gives up when the reader aborts (a page past its time budget)', async () => {
    const controller = new AbortController();
    const read = mount.fetch('http://shop/api/slow', { signal: controller.signal });
    controller.abort(new Error('budget'));
    await expect(read).rejects.toThrow('budget');
    slow.done?.();
    const aborted = new AbortController();
    aborted.abort(new Error('already'));
    await expect(mount.fetch('http://shop/api/echo', { signal: aborted.signal })).rejects.toThrow('already');
  });
});
