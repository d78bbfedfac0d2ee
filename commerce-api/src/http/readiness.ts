import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work the service must finish before a load balancer sends it shoppers (`/api/ready`). */
    readiness: Readiness;
  }
}

/**
 * What this process still does before it can serve at full speed: rendering the catalogue,
 * building the embedded search indexes, the first push to Meilisearch. A process answers while
 * it does (`/api/health`), but a cold one took 13–15 s over its first search: a load balancer
 * must not send it shoppers until this is empty.
 */
export class Readiness {
  private readonly waiting = new Set<string>();

  /**
   * The service is not ready until `work` settles. A failure settles it too (and is the work's
   * to report): the process still answers, more slowly or without search, and a node that never
   * became ready would take the whole store off the load balancer for a fault of one part.
   */
  wait(name: string, work: Promise<unknown>): void {
    this.waiting.add(name);
    void work.catch(() => undefined).finally(() => this.waiting.delete(name));
  }

  get pending(): string[] {
    return [...this.waiting];
  }
}

const ReadySchema = Type.Object({ status: Type.Literal('ready') });
const NotReadySchema = Type.Object({ status: Type.Literal('warming'), waiting: Type.Array(Type.String()) });

/**
 * `GET /api/ready`, the readiness probe: 200 once warm-up is done, 503 with what it still waits
 * for before. `/api/health` stays the liveness probe (the process answers), ok from the start.
 */
export function registerReadiness(app: FastifyInstance, readiness: Readiness): void {
  app.decorate('readiness', readiness);
  app.get('/api/ready', { schema: { response: { 200: ReadySchema, 503: NotReadySchema } } }, async (_request, reply) => {
    const waiting = readiness.pending;
    if (waiting.length) return reply.code(503).send({ status: 'warming' as const, waiting });
    return { status: 'ready' as const };
  });
}
