import { randomBytes, createHash } from 'node:crypto';
import type { Store } from '../../src/db/store.ts';
import type { TestServer } from './server.ts';
import { call } from './commerce.ts';

/**
 * A live proof of `telephone` written straight to the store, as `POST /api/phone-proofs` writes
 * one, for tests of what a proven number may do (games, bids): their subject is not the code,
 * and many numbers from one test address would meet the per-address code limits.
 */
export async function proofOf(store: Store, telephone: string): Promise<Record<string, string>> {
  const proof = randomBytes(32).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  // Valid until 2100 whatever clock the test server runs on (some run theirs in the past or future).
  await store.db
    .insertInto('phone_proofs')
    .values({ token_hash: createHash('sha256').update(proof).digest('hex'), telephone, created_at: now, expires_at: 4_102_444_800 })
    .execute();
  return { 'x-phone-proof': proof };
}

/** The whole guest path: a code by SMS to `telephone`, read from the demo outbox, exchanged for a proof. */
export async function provePhone(server: TestServer, telephone: string): Promise<Record<string, string>> {
  const sent = await call(server, 'POST', '/api/auth/code', { body: { to: telephone } });
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  const outbox = await call(server, 'GET', `/api/dev/outbox?to=${telephone}`);
  const code = /(\d{6})/.exec(outbox.body.items[0].body)![1]!;
  const proven = await call(server, 'POST', '/api/phone-proofs', { body: { telephone, code } });
  if (proven.status !== 200) throw new Error(`not proven: ${JSON.stringify(proven.body)}`);
  return { 'x-phone-proof': proven.body.proof as string };
}

/**
 * Proof headers per telephone, made once each (`proofOf`): what a tab holds after proving each
 * number. `store` is read at call time (a test server's store exists once it started).
 */
export function proofsFor(store: () => Store): (telephone: unknown) => Promise<Record<string, string>> {
  const made = new Map<string, Promise<Record<string, string>>>();
  return (telephone) => {
    const key = String(telephone).replace(/\D/g, '').replace(/^237(?=\d{9}$)/, '');
    if (!made.has(key)) made.set(key, proofOf(store(), key));
    return made.get(key)!;
  };
}

/**
 * `call` as a tab that proved the request's number (`tel`, or a bid's `bidder_phone_number`)
 * sends it: for tests whose subject is what a proven player may do.
 */
export function provenCaller(api: { server: TestServer; store: Store }) {
  const proofs = proofsFor(() => api.store);
  return async (method: string, path: string, options: Parameters<typeof call>[3] = {}) => {
    const body = (options.body ?? {}) as Record<string, unknown>;
    const telephone = body['tel'] ?? body['bidder_phone_number'];
    return call(api.server, method, path, { ...options, headers: { ...(telephone === undefined ? {} : await proofs(telephone)), ...options.headers } });
  };
}
