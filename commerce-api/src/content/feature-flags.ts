import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * GET /api/feature-flags — the storefront's switches, from the back end's configuration, so a
 * merchandiser turns one on without rebuilding a bundle. The same for every shopper: cacheable.
 */
export function registerFeatureFlags(app: FastifyInstance, ctx: AppContext): void {
  const body = JSON.stringify(ctx.config.featureFlags);
  app.get('/api/feature-flags', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
