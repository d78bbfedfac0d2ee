import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { publishAll } from '@shop/tools/release/commands';
import { createGateway } from '../app.ts';

/** A throw-away store a gateway can serve, and the folder it was published from. */
export interface PublishedStore {
  root: string;
  storeDir: string;
  shellDir: string;
}

/**
 * The smallest tree the release tooling publishes: a shell page and the events contract, and
 * with `demo` a remote `mf-demo` that answers `/demo`. The gateway's tests of the console and
 * its pages need a store to start on, not what is in it.
 */
export async function publishedStore(prefix: string, { demo = false }: { demo?: boolean } = {}): Promise<PublishedStore> {
  const root = await mkdtemp(join(tmpdir(), prefix));
  const write = async (path: string, content: string) => {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  };
  await write('shell/package.json', JSON.stringify({ name: '@shop/shell', version: '1.0.0' }));
  await write('shell/dist/index.html', '<!doctype html><div id="root"></div>');
  if (demo) {
    await write('shared/src/events.ts', "export interface EventMap { 'cart:updated': { quantity: number } }");
    await write('mf-demo/package.json', JSON.stringify({ name: 'mf-demo', version: '1.0.0' }));
    await write('mf-demo/dist/mf-manifest.json', JSON.stringify({ name: 'mf_demo' }));
    await write('mf-demo/dist/routes.json', JSON.stringify([{ path: '/demo', page: 'demo' }]));
  } else {
    await write('shared/src/events.ts', 'export interface EventMap {}');
  }
  const storeDir = join(root, '.store');
  await publishAll({ storeDir, rootDir: root, log: () => {} });
  return { root, storeDir, shellDir: join(root, 'shell/dist') };
}

/**
 * Stands for commerce-api's operator accounts on a stub back end: one operator, who signs in
 * with `password` through the server's credential `token` and gets `session`.
 */
export function oneOperator(upstream: FastifyInstance, operator: { login: string; password: string; roles: string[]; session: string; token: string }): void {
  upstream.post('/api/operator/bootstrap', async () => ({ created: false }));
  upstream.post('/api/operator/sessions', async (request, reply) => {
    const { login, password } = request.body as { login: string; password: string };
    if (request.headers.authorization !== `Bearer ${operator.token}` || login !== operator.login || password !== operator.password) {
      return reply.code(401).send({ message: 'Wrong login name or password.' });
    }
    return reply.code(201).send({ token: operator.session, expires_in: 3600, operator: { login: operator.login, roles: operator.roles } });
  });
  upstream.get('/api/operator/session', async (request, reply) =>
    request.headers['x-operator-session'] === operator.session ? { login: operator.login, roles: operator.roles } : reply.code(401).send({ message: 'Sign in first.' }),
  );
}

/** A gateway with the console on, over `store`, whose back end is the stub `upstream` (made to listen on loopback). */
export async function gatewayOnStub(store: PublishedStore, upstream: FastifyInstance, { password, token }: { password: string; token: string }): Promise<FastifyInstance> {
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
  const gateway = await createGateway({ storeDir: store.storeDir, shellDir: store.shellDir, api: { mode: 'proxy', url }, operatorPassword: password, campaignAdminToken: () => token });
  await gateway.ready();
  return gateway;
}

/** Signs `login` in to the console: the cookie its pages' calls carry. */
export async function operatorCookie(gateway: FastifyInstance, login: string, password: string): Promise<string> {
  const res = await gateway.inject({ method: 'POST', url: '/operator/login', payload: { login, password } });
  if (res.statusCode !== 200) throw new Error(`${login} could not sign in: ${res.statusCode} ${res.body}`);
  return String(res.headers['set-cookie']).split(';')[0]!;
}
