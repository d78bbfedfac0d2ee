import type { FastifyInstance } from 'fastify';
import type { AppContext, FeatureModule } from '../context.ts';
import { LOCALES } from '../http/locale.ts';
import { CategoryTree } from '../catalog/categories.ts';
import { EncodedBody } from '../catalog/encoded-body.ts';
import { VersionedLru } from '../catalog/lru.ts';
import { withFields } from '../catalog/fields.ts';
import { parseSearchCriteria } from '../catalog/search-criteria.ts';
import { sharedSummaries } from '../catalog/snapshot.ts';
import { searchEngineFor } from './engine.ts';
import { magentoSearch } from './magento-search.ts';

/**
 * Magento's `GET /V1/search` (quick search and layered navigation buckets), answered by the
 * embedded engine over the catalogue's product summaries. It lives with search, which reads the
 * catalogue; the catalogue never reads search.
 */
export const magentoSearchModule: FeatureModule = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const summaries = sharedSummaries(ctx.db);
  const categories = new CategoryTree(ctx.db);
  const engine = () => searchEngineFor(ctx.db, ctx.now);
  const searchCache = new VersionedLru<EncodedBody>(500, 32 * 1024 * 1024);

  for (const locale of LOCALES) {
    app.get(`/rest/${locale}/V1/search`, async (request, reply) => {
      const snapshot = summaries.get();
      const now = ctx.now().getTime();
      // Prices depend on the clock (special price and flash-sale windows): cached per minute.
      const state = `${snapshot.version}:${snapshot.stockVersion}:${Math.floor(now / 60_000)}`;
      const key = `${locale}?${request.url.slice(request.url.indexOf('?') + 1)}`;
      const cached = searchCache.at(state).get(key);
      if (cached) return cached.send(request, reply);
      const query = request.query as Record<string, unknown>;
      const body = EncodedBody.json(JSON.stringify(withFields(query, magentoSearch(parseSearchCriteria(query), snapshot, categories, locale, now, engine))));
      searchCache.set(key, body, body.raw.length * 1.3);
      return body.send(request, reply);
    });
  }
};
