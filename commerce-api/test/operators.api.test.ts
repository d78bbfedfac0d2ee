import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ADMIN_LOGIN, OPERATOR_ADDRESS_LIMIT, OPERATOR_LOGIN_LIMIT } from '../src/operators/routes.ts';
import { useSecondNode, useTestServer } from './support/server.ts';

/**
 * Personal operator accounts (issue 24): called by a gateway with the server-held credential,
 * on two back-end instances sharing ONE database (SQLite file, or PostgreSQL in
 * `pnpm test:api:pg`), as two nodes behind a load balancer would.
 */
const CREDENTIAL = 'operators-test-server-credential-0123456789';
process.env['CAMPAIGN_ADMIN_TOKEN'] = CREDENTIAL;
afterAll(() => {
  delete process.env['CAMPAIGN_ADMIN_TOKEN'];
});

const FIRST_PASSWORD = 'first administrator password';
const api = useTestServer({ seed: false });
const second = useSecondNode(api);
let nodes: FastifyInstance[] = [];

beforeAll(() => {
  nodes = [api.server.app, second.server.app];
});

interface Call {
  node?: number;
  session?: string;
  address?: string;
  credential?: string | null;
}

/** Addresses of one IPv6 subscriber's /64. */
const from = (i: number) => `2001:db8:77:1:${(i + 1).toString(16)}::9`;

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, { node = 0, session, address = '198.51.100.7', credential = CREDENTIAL }: Call = {}) {
  const res = await nodes[node]!.inject({
    method,
    url,
    headers: {
      ...(credential ? { authorization: `Bearer ${credential}` } : {}),
      ...(session ? { 'x-operator-session': session } : {}),
      'x-operator-address': address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {} };
}

async function signIn(login: string, password: string, options: Call = {}): Promise<string> {
  const res = await call('POST', '/api/operator/sessions', { login, password }, options);
  expect(res.status).toBe(201);
  return res.body['token'] as string;
}

let admin: string;

describe('operator accounts', () => {
  it('answer only a server holding the credential', async () => {
    expect((await call('POST', '/api/operator/bootstrap', { password: FIRST_PASSWORD }, { credential: null })).status).toBe(401);
    expect((await call('POST', '/api/operator/bootstrap', { password: FIRST_PASSWORD }, { credential: 'not-the-credential-0123456789' })).status).toBe(401);
    expect((await call('GET', '/api/operator/session', undefined, { credential: null })).status).toBe(401);
  });

  it('make the first administrator from OPERATOR_PASSWORD only while no account exists', async () => {
    const short = await call('POST', '/api/operator/bootstrap', { password: 'eleven char' });
    expect(short.status).toBe(400);
    expect(short.body['parameters']).toEqual({ min: 12 });
    // Both nodes start at once on an empty database: one account, made once.
    const [a, b] = await Promise.all([call('POST', '/api/operator/bootstrap', { password: FIRST_PASSWORD }), call('POST', '/api/operator/bootstrap', { password: FIRST_PASSWORD }, { node: 1 })]);
    expect([a.status, b.status].toSorted()).toEqual([200, 201]);
    // A later start with another OPERATOR_PASSWORD changes nothing.
    expect(await call('POST', '/api/operator/bootstrap', { password: 'another password entirely' })).toEqual({ status: 200, body: { created: false } });
    expect((await call('POST', '/api/operator/sessions', { login: FIRST_ADMIN_LOGIN, password: 'another password entirely' })).status).toBe(401);
    admin = await signIn(FIRST_ADMIN_LOGIN, FIRST_PASSWORD);
    expect((await call('GET', '/api/operator/session', undefined, { session: admin })).body).toEqual({ login: 'admin', roles: ['admin', 'releases', 'campaigns', 'orders'] });
  });

  it('keep a session in the database: made through one node, valid through the other, ended on both', async () => {
    const session = await signIn(FIRST_ADMIN_LOGIN, FIRST_PASSWORD, { node: 1 });
    expect((await call('GET', '/api/operator/session', undefined, { session, node: 0 })).status).toBe(200);
    expect((await call('DELETE', '/api/operator/session', undefined, { session, node: 0 })).status).toBe(204);
    expect((await call('GET', '/api/operator/session', undefined, { session, node: 1 })).status).toBe(401);
    expect((await call('GET', '/api/operator/session', undefined, { session: 'forged' })).status).toBe(401);
  });

  it('create accounts with roles and passwords of at least 12 characters, for administrators only', async () => {
    expect((await call('POST', '/api/operator/accounts', { login: 'awa', password: 'short pass', roles: ['campaigns'] }, { session: admin })).status).toBe(400);
    expect((await call('POST', '/api/operator/accounts', { login: 'Awa Ngono', password: 'campaign manager pass', roles: ['campaigns'] }, { session: admin })).status).toBe(400);
    expect((await call('POST', '/api/operator/accounts', { login: 'awa', password: 'campaign manager pass', roles: ['root'] }, { session: admin })).status).toBe(400);
    const created = await call('POST', '/api/operator/accounts', { login: 'awa', password: 'campaign manager pass', roles: ['campaigns'] }, { session: admin });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ login: 'awa', roles: ['campaigns'], disabled: false });
    expect(created.body).not.toHaveProperty('password_hash');
    expect((await call('POST', '/api/operator/accounts', { login: 'awa', password: 'someone else pass', roles: [] }, { session: admin })).status).toBe(409);

    const awa = await signIn('awa', 'campaign manager pass');
    expect((await call('GET', '/api/operator/accounts', undefined, { session: awa })).status).toBe(403);
    expect((await call('POST', '/api/operator/accounts', { login: 'mallory', password: 'a password for me', roles: ['admin'] }, { session: awa })).status).toBe(403);
    expect((await call('GET', '/api/operator/audit', undefined, { session: awa })).status).toBe(403);
    // What a gateway records after it acted: only for an operator who holds the action's role.
    expect((await call('POST', '/api/operator/audit', { action: 'campaign-publish', subject: 'black-friday' }, { session: awa })).status).toBe(204);
    const refused = await call('POST', '/api/operator/audit', { action: 'rollback', subject: 'mf-promotions' }, { session: awa });
    expect(refused.status).toBe(403);
    expect(refused.body['message']).toContain('%role');
    expect((await call('POST', '/api/operator/audit', { action: 'anything', subject: '' }, { session: awa })).status).toBe(400);

    const list = await call('GET', '/api/operator/accounts', undefined, { session: admin });
    expect((list.body['items'] as { login: string }[]).map((a) => a.login)).toEqual(['admin', 'awa']);
  });

  it('end the sessions of a disabled account or a changed password, and keep the acting administrator one', async () => {
    await call('POST', '/api/operator/accounts', { login: 'paul', password: 'release manager pass', roles: ['releases'] }, { session: admin });
    const paul = await signIn('paul', 'release manager pass');
    expect((await call('PATCH', '/api/operator/accounts/paul', { disabled: true }, { session: admin })).body).toMatchObject({ disabled: true });
    expect((await call('GET', '/api/operator/session', undefined, { session: paul })).status).toBe(401);
    expect((await call('POST', '/api/operator/sessions', { login: 'paul', password: 'release manager pass' })).status).toBe(401);
    await call('PATCH', '/api/operator/accounts/paul', { disabled: false, roles: ['releases', 'orders'] }, { session: admin });
    const again = await signIn('paul', 'release manager pass');
    expect((await call('PATCH', '/api/operator/accounts/paul', { password: 'short' }, { session: admin })).status).toBe(400);
    expect((await call('PATCH', '/api/operator/accounts/paul', { password: 'a new release pass' }, { session: admin })).status).toBe(200);
    expect((await call('GET', '/api/operator/session', undefined, { session: again })).status).toBe(401);
    expect((await call('PATCH', '/api/operator/accounts/nobody', { disabled: true }, { session: admin })).status).toBe(404);
    expect((await call('PATCH', '/api/operator/accounts/admin', { disabled: true }, { session: admin })).status).toBe(409);
    expect((await call('PATCH', '/api/operator/accounts/admin', { roles: ['releases'] }, { session: admin })).status).toBe(409);
    expect((await call('PATCH', '/api/operator/accounts/paul', {}, { session: admin })).status).toBe(400);
  });

  it('lock an account after five wrong passwords, whatever the addresses and nodes they come from', async () => {
    await call('POST', '/api/operator/accounts', { login: 'lock.me', password: 'the right password', roles: ['orders'] }, { session: admin });
    for (let i = 0; i < OPERATOR_LOGIN_LIMIT.max; i++) {
      expect((await call('POST', '/api/operator/sessions', { login: 'lock.me', password: `guess ${i}` }, { node: i % 2, address: `203.0.113.${i + 1}` })).status).toBe(401);
    }
    // Locked on both nodes, even for its owner from a fresh address.
    const locked = await call('POST', '/api/operator/sessions', { login: 'lock.me', password: 'the right password' }, { address: '192.0.2.50' });
    expect(locked.status).toBe(429);
    expect((await call('POST', '/api/operator/sessions', { login: 'lock.me', password: 'the right password' }, { node: 1, address: '192.0.2.51' })).status).toBe(429);
    // Another account is not locked by it.
    expect((await call('POST', '/api/operator/sessions', { login: 'awa', password: 'campaign manager pass' }, { address: '192.0.2.52' })).status).toBe(201);
  });

  it('let no more guesses through than the limit when they arrive all at once on both nodes', async () => {
    await call('POST', '/api/operator/accounts', { login: 'burst', password: 'the burst password', roles: ['orders'] }, { session: admin });
    const tries = OPERATOR_LOGIN_LIMIT.max * 3;
    const statuses = await Promise.all(
      Array.from({ length: tries }, (_, i) => call('POST', '/api/operator/sessions', { login: 'burst', password: `guess ${i}` }, { node: i % 2, address: `203.0.113.${100 + i}` }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(OPERATOR_LOGIN_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(tries - OPERATOR_LOGIN_LIMIT.max);
  });

  it('count the names one address sprays, an IPv6 caller by its /64 whatever address it takes in it', async () => {
    for (let i = 0; i < OPERATOR_ADDRESS_LIMIT.max; i++) {
      expect((await call('POST', '/api/operator/sessions', { login: `sprayed.${i}`, password: 'a guessed password' }, { node: i % 2, address: from(i) })).status).toBe(401);
    }
    const next = await call('POST', '/api/operator/sessions', { login: 'sprayed.last', password: 'a guessed password' }, { address: from(OPERATOR_ADDRESS_LIMIT.max) });
    expect(next.status).toBe(429);
    // Another subscriber's /64 is not held back by it.
    expect((await call('POST', '/api/operator/sessions', { login: 'sprayed.last', password: 'a guessed password' }, { address: '2001:db8:77:2::9' })).status).toBe(401);
  });

  it('write what operators did to an audit log the administrator reads, newest first', async () => {
    const log = await call('GET', '/api/operator/audit?limit=500', undefined, { session: admin });
    expect(log.status).toBe(200);
    const items = log.body['items'] as { login: string; action: string; subject: string; address: string }[];
    const seen = items.map((e) => `${e.login} ${e.action} ${e.subject}`);
    expect(seen).toContain('admin account-create admin (OPERATOR_PASSWORD)');
    expect(seen).toContain('admin account-create awa [campaigns]');
    expect(seen).toContain('awa campaign-publish black-friday');
    expect(seen).toContain('admin account-update paul: disabled');
    expect(seen).toContain('admin account-update paul: password');
    expect(seen).toContain('lock.me sign-in-refused ');
    expect(seen).not.toContain('awa rollback mf-promotions');
    expect(items.filter((e) => e.action === 'sign-in' && e.login === 'awa').map((e) => e.address)).toEqual(['192.0.2.52', '198.51.100.7']);
    expect(seen.indexOf('admin account-create awa [campaigns]')).toBeLessThan(seen.indexOf('admin account-create admin (OPERATOR_PASSWORD)'));
    const page = await call('GET', '/api/operator/audit?limit=2', undefined, { session: admin });
    expect(page.body['items']).toHaveLength(2);
    expect((await call('GET', '/api/operator/audit?limit=100000', undefined, { session: admin })).status).toBe(400);
  });
});
