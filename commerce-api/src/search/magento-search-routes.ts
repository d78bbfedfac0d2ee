import type { FastifyInstance } from 'fastify';
import type { AppContext, FeatureModule } from '../context.ts';
import { LOCALES } from '../http/locale.ts';
import { encodedGet, sendAnswer } from '../catalog/encoded-body.ts';

/**
 * Magento's `GET /V1/search` (quick search and layered navigation buckets), answered by the
 * embedded engine over the catalogue's product summaries on a reader thread (`SearchReads`). It
 * lives with search, which reads the catalogue; the catalogue never reads search.
 */
export const magentoSearchModule: FeatureModule = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  for (const locale of LOCALES) {
    app.get(`/rest/${locale}/V1/search`, async (request, reply) =>
      sendAnswer(
        reply,
        await ctx.reader.read('magentoSearch', {
          locale,
          now: ctx.now().getTime(),
          ...encodedGet(request),
        }),
      ),
    );
  }
};
