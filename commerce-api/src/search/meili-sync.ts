import type { FastifyBaseLogger } from 'fastify';
import { Meilisearch } from 'meilisearch';
import type { AppContext } from '../context.ts';
import type { Locale } from '../http/locale.ts';
import { FILTERABLE_ATTRIBUTES, SEARCHABLE_ATTRIBUTES, SORTABLE_ATTRIBUTES, searchEngineFor } from './engine.ts';

const LOCALES: Locale[] = ['fr', 'en'];
/** Prices depend on the clock (special prices, flash sales): documents are pushed again this often. */
const RESYNC_MS = 10 * 60_000;

/** Pushes index settings and documents of both locales to the Meilisearch at MEILI_HOST. */
export async function pushToMeili(ctx: AppContext): Promise<{ uid: string; documents: number }[]> {
  const client = new Meilisearch({ host: ctx.config.meiliHost!, apiKey: ctx.config.meiliMasterKey });
  const engine = searchEngineFor(ctx.db, ctx.now);
  const pushed: { uid: string; documents: number }[] = [];
  for (const locale of LOCALES) {
    const uid = `${ctx.config.indexPrefix}${locale}_products`;
    await client.createIndex(uid, { primaryKey: 'id' }).waitTask({ timeout: 60_000 }).catch(() => undefined);
    const index = client.index(uid);
    await index
      .updateSettings({
        searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
        filterableAttributes: FILTERABLE_ATTRIBUTES,
        sortableAttributes: SORTABLE_ATTRIBUTES,
        displayedAttributes: ['*'],
        typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
        pagination: { maxTotalHits: 1000 },
        faceting: { maxValuesPerFacet: 100 },
        localizedAttributes: [{ attributePatterns: ['*'], locales: [locale === 'fr' ? 'fra' : 'eng'] }],
      })
      .waitTask({ timeout: 60_000 });
    const documents = engine.documents(locale);
    await index.deleteAllDocuments().waitTask({ timeout: 60_000 });
    for (let i = 0; i < documents.length; i += 1000) {
      await index.addDocuments(documents.slice(i, i + 1000)).waitTask({ timeout: 120_000 });
    }
    pushed.push({ uid, documents: documents.length });
  }
  return pushed;
}

/** Starts the push in the background (the service must answer even while Meilisearch is down). */
export function startMeiliSync(ctx: AppContext, log: FastifyBaseLogger): void {
  const sync = () =>
    pushToMeili(ctx).then(
      (pushed) => log.info({ pushed }, 'search documents pushed to Meilisearch'),
      (error: unknown) => log.error({ err: error }, 'could not push search documents to Meilisearch'),
    );
  void sync();
  setInterval(() => void sync(), RESYNC_MS).unref();
}
