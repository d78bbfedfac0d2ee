import { randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/** The spec's refusals: no agency in the town, no active account with identity documents, another financing running, a brand not financed. */
export const INSTALLMENT_REFUSALS = ['no_account', 'documents_missing', 'financing_running', 'not_eligible'] as const;
export type InstallmentRefusal = (typeof INSTALLMENT_REFUSALS)[number];

export interface InstallmentPlan {
  months: number;
  first_payment: number;
  monthly_payment: number;
}

export interface SimulatedInstallment {
  id: string;
  reference: string;
  payer: string;
  amount: number;
  status: 'pending' | 'approved' | 'refused';
  reason: InstallmentRefusal | null;
  plan: InstallmentPlan | null;
  created: number;
}

export interface InstallmentSimulator {
  url: string;
  key: string;
  requestsOf(payer: string): SimulatedInstallment[];
  /** The payment app's answer: the request, 'final' when already answered, null when unknown. */
  answer(id: string, answer: { approve: true } | { approve: false; reason: InstallmentRefusal }): SimulatedInstallment | 'final' | null;
  close(): Promise<void>;
}

/** A first payment of a quarter, the rest over six months: the formal workers' plan of the spec. */
export function planFor(amount: number): InstallmentPlan {
  const first = Math.ceil((amount * 0.25) / 5) * 5;
  return { months: 6, first_payment: first, monthly_payment: Math.ceil((amount - first) / 6 / 5) * 5 };
}

/**
 * The companion payment app's installment service, simulated for the demo and the tests: a
 * request waits until the payer answers in the app (approve, or a refusal with the spec's
 * reasons); a payer with an approved plan is refused another (one financing at a time). Bearer
 * key checked; a repeated store reference answers the same request.
 */
export async function startInstallmentSimulator(windowMs: number, now: () => number): Promise<InstallmentSimulator> {
  const key = randomBytes(24).toString('hex');
  const requests = new Map<string, SimulatedInstallment>();
  const app = Fastify({ logger: false, bodyLimit: 16 * 1024 });
  const authorized = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const given = Buffer.from(String(request.headers.authorization ?? ''));
    const wanted = Buffer.from(`Bearer ${key}`);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
    void reply.code(401).send({ error: 'unauthorized' });
    return false;
  };
  const settle = (r: SimulatedInstallment) => {
    if (r.status === 'pending' && now() - r.created >= windowMs) {
      r.status = 'refused';
      r.reason = 'not_eligible';
    }
    return r;
  };

  app.post('/v1/requests', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { reference, payer, amount } = body;
    if (typeof reference !== 'string' || !reference || typeof payer !== 'string' || !/^6\d{8}$/.test(payer) || typeof amount !== 'number' || amount <= 0) {
      return reply.code(400).send({ error: 'invalid request' });
    }
    const known = [...requests.values()].find((r) => r.reference === reference);
    if (known) return settle(known);
    const running = [...requests.values()].some((r) => r.payer === payer && r.status === 'approved');
    const created: SimulatedInstallment = {
      id: randomBytes(12).toString('hex'),
      reference,
      payer,
      amount,
      status: running ? 'refused' : 'pending',
      reason: running ? 'financing_running' : null,
      plan: null,
      created: now(),
    };
    requests.set(created.id, created);
    return reply.code(201).send(created);
  });

  app.get('/v1/requests/:id', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const found = requests.get((request.params as { id: string }).id);
    return found ? settle(found) : reply.code(404).send({ error: 'not found' });
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    requestsOf: (payer) => [...requests.values()].filter((r) => r.payer === payer).map(settle).toSorted((a, b) => b.created - a.created),
    answer(id, answer) {
      const found = requests.get(id);
      if (!found) return null;
      if (settle(found).status !== 'pending') return 'final';
      if (answer.approve) {
        found.status = 'approved';
        found.plan = planFor(found.amount);
      } else {
        found.status = 'refused';
        found.reason = answer.reason;
      }
      return found;
    },
    close: () => app.close(),
  };
}
