import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMIT } from '../src/customers/password-check.ts';
import { registerCustomer } from './support/commerce.ts';
import { useSecondNode, useTestServer } from './support/server.ts';

/**
 * Two back-end instances on ONE database, as two nodes behind a load balancer: the abuse limits
 * live in the database, so a guesser gains nothing by spreading tries over the nodes.
 */
const api = useTestServer();
const second = useSecondNode(api, { config: { mode: 'test', demoOutbox: true } });
let nodes: FastifyInstance[] = [];

beforeAll(() => {
  nodes = [api.server.app, second.server.app];
});

async function login(node: FastifyInstance, address: string, username: string, password: string): Promise<number> {
  const res = await node.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ username, password }),
  });
  return res.statusCode;
}

describe('limits shared by two instances on one database', () => {
  it('count failed logins once across nodes', async () => {
    const customer = await registerCustomer(api.server);
    for (let i = 0; i < LOGIN_LIMIT.max; i++) {
      expect(await login(nodes[i % 2]!, `198.51.100.${i + 1}`, customer.email, 'wrong-password')).toBe(401);
    }
    // The account is locked on both nodes, even for its owner with the right password.
    expect(await login(nodes[0]!, '198.51.100.201', customer.email, customer.password)).toBe(429);
    expect(await login(nodes[1]!, '198.51.100.202', customer.email, customer.password)).toBe(429);
  });

  it('let no more guesses through than the limit when they arrive all at once on both nodes', async () => {
    const customer = await registerCustomer(api.server);
    const tries = LOGIN_LIMIT.max * 2;
    // Sent together, every guess is in flight before any password check ends: a limit checked
    // first and counted after the check would let all of them through.
    const statuses = await Promise.all(
      Array.from({ length: tries }, (_, i) => login(nodes[i % 2]!, `203.0.113.${i + 1}`, customer.email, 'wrong-password')),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(tries - LOGIN_LIMIT.max);
  });

  it('share one sign-in session: a token issued by one node opens the account on the other', async () => {
    const customer = await registerCustomer(api.server);
    const me = await nodes[1]!.inject({ method: 'GET', url: '/rest/fr/V1/customers/me', headers: { authorization: `Bearer ${customer.token}` } });
    expect(me.statusCode).toBe(200);
    expect(JSON.parse(me.body).email).toBe(customer.email);
  });
});
