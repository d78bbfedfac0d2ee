import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';

export interface BestSelection {
  id: number;
  name: string;
  /** The storefront's category path: `/category/{url_key}-{id}`. */
  path: string;
}

/**
 * GET /api/best-selections?locale=fr|en — the error page's tiles, in the merchandiser's order,
 * named in the page's language. Only active categories: a retired one drops out on its own.
 */
export function registerBestSelections(app: FastifyInstance, ctx: AppContext): void {
  // The locale is checked here, to name the field and its values in the refusal.
  const querystring = Type.Object({ locale: Type.Optional(Type.String()) });
  app.withTypeProvider<TypeBoxTypeProvider>().get('/api/best-selections', { schema: { querystring } }, async (request, reply) => {
    const locale = request.query.locale ?? 'fr';
    if (locale !== 'fr' && locale !== 'en') throw badRequest('invalid_field', { fieldName: 'locale', reason: 'fr or en' });
    const rows = await ctx.repos.content.bestSelections();
    // Public catalogue data that changes rarely: a few minutes in any cache is fine.
    reply.header('Cache-Control', 'public, max-age=300');
    return rows.map((r): BestSelection => ({ id: r.id, name: locale === 'fr' ? r.name_fr : r.name_en, path: `/category/${r.url_key}-${r.id}` }));
  });
}
