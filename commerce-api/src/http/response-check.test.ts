import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterEach, describe, expect, it } from 'vitest';
import { installResponseSchemas } from './response-check.ts';

const Item = Type.Object({ id: Type.Integer(), name: Type.String() });

async function appWith(check: boolean, answer: unknown, options: { gzip?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify();
  installResponseSchemas(app, { check });
  app.get('/item', { schema: { response: { 200: Item } } }, async (_request, reply) =>
    options.gzip ? reply.header('content-encoding', 'gzip').type('application/json').send(gzipSync(JSON.stringify(answer))) : answer,
  );
  await app.ready();
  return app;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

describe('answers checked against their declared response schema', () => {
  it('passes an answer of the declared shape through unchanged, fields the schema does not name included', async () => {
    app = await appWith(true, { id: 1, name: 'Tecno', extra: true });
    const res = await app.inject('/item');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, name: 'Tecno', extra: true });
  });

  it('turns a drifted answer into a 500 that names the field', async () => {
    app = await appWith(true, { id: '1', name: 'Tecno' });
    const res = await app.inject('/item');
    expect(res.statusCode).toBe(500);
    expect(res.json<{ message: string }>().message).toContain('/id');
  });

  it('reads a compressed answer', async () => {
    app = await appWith(true, { id: 1 }, { gzip: true });
    const res = await app.inject('/item');
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<{ message: string }>().message).toContain('name');
  });

  it('leaves a `fields` projection alone: a subset of the shape by design', async () => {
    app = await appWith(true, { id: 1 });
    expect((await app.inject('/item?fields=id')).statusCode).toBe(200);
  });

  it('checks nothing when turned off (production), and still sends what the handler returned', async () => {
    app = await appWith(false, { id: '1', extra: true });
    const res = await app.inject('/item');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: '1', extra: true });
  });
});
