import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './app.ts';
import { DEV_REFRESH_HOOK, withDevRefreshHook } from './dev-refresh-hook.ts';

describe('withDevRefreshHook', () => {
  it('puts the hook first in <head>, before any script', () => {
    const page = '<!doctype html><html lang="fr"><head><script src="/static/js/index.js"></script></head><body></body></html>';
    const out = withDevRefreshHook(page);
    expect(out.indexOf(DEV_REFRESH_HOOK)).toBeGreaterThan(out.indexOf('<head>'));
    expect(out.indexOf(DEV_REFRESH_HOOK)).toBeLessThan(out.indexOf('/static/js/index.js'));
    expect(withDevRefreshHook('<p>no head</p>')).toBe(`${DEV_REFRESH_HOOK}<p>no head</p>`);
  });

  it('keeps React renderers in the hook, so a refresh runtime loaded later finds them', () => {
    const window: Record<string, unknown> = {};
    new Function('window', DEV_REFRESH_HOOK.replace(/^<script>|<\/script>$/g, ''))(window);
    const hook = window['__REACT_DEVTOOLS_GLOBAL_HOOK__'] as { inject: (r: object) => number; renderers: Map<number, object> };
    const renderer = { scheduleRefresh() {}, setRefreshHandler() {} };
    const id = hook.inject(renderer);
    expect(hook.renderers.get(id)).toBe(renderer);
  });
});

describe('dev gateway', () => {
  let shellDev: FastifyInstance;
  let gateway: FastifyInstance;

  beforeAll(async () => {
    // Stands for the shell's rsbuild dev server.
    shellDev = Fastify();
    shellDev.get('/static/js/index.js', async (_request, reply) => reply.type('text/javascript').send('console.log("shell");'));
    shellDev.get('/*', async (_request, reply) => reply.type('text/html').send('<!doctype html><html><head><title>Boutique</title></head><body></body></html>'));
    await shellDev.listen({ port: 0, host: '127.0.0.1' });
    const shellUrl = `http://127.0.0.1:${(shellDev.server.address() as { port: number }).port}`;
    gateway = await createGateway({ storeDir: '/nonexistent-store', shellDir: '/nonexistent', api: { mode: 'in-process', create: async () => Fastify() }, dev: { shellUrl, remotes: {} } });
    await gateway.ready();
  });
  afterAll(async () => {
    await Promise.all([gateway?.close(), shellDev?.close()]);
  });

  it('serves the shell dev server pages with the refresh hook, and its scripts untouched', async () => {
    const page = await gateway.inject({ method: 'GET', url: '/quiz', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(withDevRefreshHook('<!doctype html><html><head><title>Boutique</title></head><body></body></html>'));
    const script = await gateway.inject({ method: 'GET', url: '/static/js/index.js' });
    expect(script.body).toBe('console.log("shell");');
  });
});
