import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { verifyMeSombSignature, type Credentials } from './signature.ts';

/** What the demo payer may answer on the phone; `expired` is what silence becomes. */
export type PayerAnswer = 'approve' | 'decline' | 'insufficient_funds' | 'wrong_pin';
export type SimulatedOutcome = Exclude<PayerAnswer, 'approve'> | 'approved' | 'expired';

/** Messages as the networks word them: the client reads the outcome from them, as it must from MeSomb's. */
export const OUTCOME_MESSAGES: Record<SimulatedOutcome, string> = {
  approved: 'Transaction completed successfully',
  decline: 'The payer declined the transaction',
  insufficient_funds: 'Insufficient balance in the payer account',
  wrong_pin: 'Wrong PIN entered by the payer',
  expired: 'Transaction expired: no answer from the payer',
};

export interface SimulatedTransaction {
  pk: string;
  reference: string;
  external_id: string | null;
  type: 'COLLECT' | 'REFUND';
  service: string;
  b_party: string;
  amount: number;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  outcome: SimulatedOutcome | null;
  message: string;
  created: number;
  /** For a refund: the collect it gives back. */
  refunds?: string;
  refunded?: boolean;
}

export interface MeSombSimulatorOptions extends Credentials {
  applicationKey: string;
  /** How long a prompt waits for the payer before it expires. */
  windowMs: number;
  /** The store's clock: what prompts expire by (tests move it). */
  now: () => number;
  /** What a request's signed date is checked against: the wall clock the SDK signs with. */
  signatureClock?: () => number;
}

export interface MeSombSimulator {
  /** `http://127.0.0.1:port`, the SDK's host. */
  url: string;
  /** The prompts a number received, newest first (what the demo phone shows). */
  promptsOf(payer: string): SimulatedTransaction[];
  /** The payer's answer to a pending prompt: the transaction, or null when there is none pending. */
  answer(reference: string, answer: PayerAnswer): SimulatedTransaction | null | 'final';
  close(): Promise<void>;
}

const API = '/api/v1.1/payment';

const finish = (trx: SimulatedTransaction, outcome: SimulatedOutcome) => {
  trx.status = outcome === 'approved' ? 'SUCCESS' : 'FAILED';
  trx.outcome = outcome;
  trx.message = OUTCOME_MESSAGES[outcome];
};

const view = (trx: SimulatedTransaction) => ({
  pk: trx.pk,
  status: trx.status,
  type: trx.type,
  amount: trx.amount,
  fees: 0,
  b_party: trx.b_party,
  message: trx.message,
  service: trx.service,
  reference: trx.reference,
  external_id: trx.external_id,
  ts: new Date(trx.created).toISOString(),
  country: 'CM',
  currency: 'XAF',
  fin_trx_id: trx.status === 'SUCCESS' ? trx.reference.slice(0, 12).toUpperCase() : null,
  trxamount: trx.amount,
});

const response = (trx: SimulatedTransaction) => ({
  success: trx.status !== 'FAILED',
  message: trx.message,
  redirect: null,
  transaction: view(trx),
  reference: trx.reference,
  status: trx.status,
});

const refuse = (reply: FastifyReply, code: number, detail: string, errorCode?: string) => reply.code(code).send({ detail, ...(errorCode ? { code: errorCode } : {}) });

const jsonOf = (request: FastifyRequest): Record<string, unknown> | null => {
  const json = (request.body as { json?: unknown } | undefined)?.json;
  return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
};


/**
 * A MeSomb-compatible service for the demo store and the tests (issue 23): it answers the
 * requests `@hachther/mesomb`'s PaymentOperation sends (collect, transactions, check, refund,
 * status) at the same paths, refuses any whose signature, application key or date does not check,
 * and keeps each collect PENDING until the payer answers on the demo phone or the window passes.
 * An external id (`X-MeSomb-TrxID`) seen before answers the same transaction: a retried collect
 * never asks the payer twice. State lives in memory: a demo restarted starts with no prompts.
 */
export async function startMeSombSimulator(options: MeSombSimulatorOptions): Promise<MeSombSimulator> {
  const transactions = new Map<string, SimulatedTransaction>();
  const byExternal = new Map<string, SimulatedTransaction>();
  const seenNonces = new Map<string, number>();
  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 64 * 1024 });

  const settle = (trx: SimulatedTransaction): SimulatedTransaction => {
    if (trx.status === 'PENDING' && options.now() - trx.created >= options.windowMs) finish(trx, 'expired');
    return trx;
  };

  // The signature covers the body's exact text: keep it as sent.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, { text: body as string, json: body ? (JSON.parse(body as string) as unknown) : {} });
    } catch {
      done(null, { text: body as string, json: null });
    }
  });

  const authentic = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const text = (request.body as { text?: string } | undefined)?.text ?? '';
    const check = verifyMeSombSignature({ method: request.method, url: request.url, headers: request.headers, body: text }, options, (options.signatureClock ?? Date.now)());
    if (!check.ok) {
      void refuse(reply, 401, `Invalid signature: ${check.reason}`, 'invalid-signature');
      return false;
    }
    if (request.headers['x-mesomb-application'] !== options.applicationKey) {
      void refuse(reply, 403, 'Unknown application', 'application-not-found');
      return false;
    }
    const nonce = String(request.headers['x-mesomb-nonce'] ?? '');
    if (request.method !== 'GET') {
      // A signed POST seen once is not accepted again: a replayed collect would ask the payer twice.
      if (!nonce || seenNonces.has(nonce)) {
        void refuse(reply, 401, 'Nonce already used', 'nonce-reused');
        return false;
      }
      seenNonces.set(nonce, options.now());
      for (const [key, at] of seenNonces) if (options.now() - at > 10 * 60_000) seenNonces.delete(key);
    }
    return true;
  };

  app.post(`${API}/collect/`, async (request, reply) => {
    if (!authentic(request, reply)) return reply;
    const body = jsonOf(request);
    if (!body) return refuse(reply, 400, 'Invalid JSON body', 'invalid-body');
    const { amount, service, payer } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 10 || amount > 1_000_000) return refuse(reply, 400, 'Invalid amount', 'invalid-amount');
    if (service !== 'MTN' && service !== 'ORANGE') return refuse(reply, 400, 'Unknown service', 'invalid-service');
    if (typeof payer !== 'string' || !/^6\d{8}$/.test(payer)) return refuse(reply, 400, 'Invalid payer number', 'invalid-payer');
    const externalHeader = request.headers['x-mesomb-trxid'];
    const external = typeof externalHeader === 'string' && externalHeader ? externalHeader.slice(0, 100) : null;
    const known = external ? byExternal.get(external) : undefined;
    if (known) return response(settle(known));
    const trx: SimulatedTransaction = {
      pk: randomUUID(),
      reference: randomBytes(12).toString('hex'),
      external_id: external,
      type: 'COLLECT',
      service,
      b_party: payer,
      amount,
      status: 'PENDING',
      outcome: null,
      message: 'Waiting for the payer to confirm on the phone',
      created: options.now(),
    };
    transactions.set(trx.pk, trx);
    if (external) byExternal.set(external, trx);
    return reply.code(201).send(response(trx));
  });

  const lookup = (request: FastifyRequest) => {
    const query = request.query as Record<string, string | undefined>;
    const ids = String(query['ids'] ?? '').split(',').filter(Boolean).slice(0, 100);
    const source = query['source'] === 'EXTERNAL' ? byExternal : transactions;
    return ids.flatMap((id) => {
      const trx = source.get(id);
      return trx ? [view(settle(trx))] : [];
    });
  };
  app.get(`${API}/transactions/`, async (request, reply) => (authentic(request, reply) ? lookup(request) : reply));
  app.get(`${API}/transactions/check/`, async (request, reply) => (authentic(request, reply) ? lookup(request) : reply));

  app.post(`${API}/refund/`, async (request, reply) => {
    if (!authentic(request, reply)) return reply;
    const body = jsonOf(request);
    const collect = typeof body?.['id'] === 'string' ? transactions.get(body['id']) : undefined;
    if (!collect || collect.type !== 'COLLECT') return refuse(reply, 404, 'Transaction not found', 'transaction-not-found');
    if (collect.status !== 'SUCCESS') return refuse(reply, 400, 'Only a successful collect can be refunded', 'transaction-not-success');
    if (collect.refunded) return refuse(reply, 400, 'Transaction already refunded', 'already-refunded');
    const amount = body?.['amount'] === undefined ? collect.amount : body['amount'];
    if (typeof amount !== 'number' || amount <= 0 || amount > collect.amount) return refuse(reply, 400, 'Invalid amount', 'invalid-amount');
    collect.refunded = true;
    const refund: SimulatedTransaction = {
      pk: randomUUID(),
      reference: randomBytes(12).toString('hex'),
      external_id: null,
      type: 'REFUND',
      service: collect.service,
      b_party: collect.b_party,
      amount,
      status: 'SUCCESS',
      outcome: 'approved',
      message: OUTCOME_MESSAGES.approved,
      created: options.now(),
      refunds: collect.pk,
    };
    transactions.set(refund.pk, refund);
    return reply.code(201).send(response(refund));
  });

  app.get(`${API}/status/`, async (request, reply) => {
    if (!authentic(request, reply)) return reply;
    return { key: options.applicationKey, name: 'Demo store (simulated MeSomb)', balances: [], countries: ['CM'] };
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    promptsOf: (payer) =>
      [...transactions.values()]
        .filter((trx) => trx.type === 'COLLECT' && trx.b_party === payer)
        .map(settle)
        .toSorted((a, b) => b.created - a.created),
    answer(reference, answer) {
      const trx = [...transactions.values()].find((t) => t.reference === reference && t.type === 'COLLECT');
      if (!trx) return null;
      if (settle(trx).status !== 'PENDING') return 'final';
      finish(trx, answer === 'approve' ? 'approved' : answer);
      return trx;
    },
    close: () => app.close(),
  };
}
