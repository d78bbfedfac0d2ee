import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnFreePort } from './listen.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('listenOnFreePort', () => {
  it('takes the wanted port when free and the next one when it is taken', async () => {
    const first = Fastify();
    apps.push(first);
    await first.listen({ port: 0, host: '127.0.0.1' });
    const taken = (first.server.address() as { port: number }).port;
    const second = Fastify();
    apps.push(second);
    const port = await listenOnFreePort(second, taken, '127.0.0.1');
    expect(port).not.toBe(taken);
    expect((second.server.address() as { port: number }).port).toBe(port);
    expect(port).toBeGreaterThan(taken);
  });
});
