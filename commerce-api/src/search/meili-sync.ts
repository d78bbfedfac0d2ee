import type { FastifyBaseLogger } from 'fastify';
import { Meilisearch, type Config } from 'meilisearch';
import type { AppContext } from '../context.ts';
import { LOCALES } from '../http/locale.ts';
import { FILTERABLE_ATTRIBUTES, SORTABLE_ATTRIBUTES, searchEngineFor } from './engine.ts';
import { indexSettings } from './settings.ts';

/** Prices depend on the clock (special prices, flash sales): documents are pushed again this often. */
const RESYNC_MS = 10 * 60_000;

/** Waits for a Meilisearch task; a failed task is an error (the client resolves it as data). */
async function done(task: { waitTask: (options?: { timeout?: number }) => Promise<{ status: string; error?: { message?: string } | null }> }, timeout = 120_000) {
  const result = await task.waitTask({ timeout });
  if (result.status === 'failed') throw new Error(`Meilisearch task failed: ${result.error?.message ?? 'unknown error'}`);
  return result;
}

/**
 * Pushes index settings and documents of both locales to the Meilisearch at MEILI_HOST.
 * `client` lets tests pass a fake transport (`httpClient`).
 */
export async function pushToMeili(ctx: AppContext, client: Partial<Config> = {}): Promise<{ uid: string; documents: number }[]> {
  const meili = new Meilisearch({ host: ctx.config.meiliHost!, apiKey: ctx.config.meiliMasterKey, ...client });
  const engine = searchEngineFor(ctx.db, ctx.now);
  const pushed: { uid: string; documents: number }[] = [];
  for (const locale of LOCALES) {
    const uid = `${ctx.config.indexPrefix}${locale}_products`;
    // An existing index makes this task fail; that is fine.
    await meili.createIndex(uid, { primaryKey: 'id' }).waitTask({ timeout: 60_000 }).catch(() => undefined);
    const index = meili.index(uid);
    // The same settings the embedded engine applies (synonyms, searchable fields, product rank).
    await done(index.updateSettings(indexSettings(locale, { filterable: FILTERABLE_ATTRIBUTES, sortable: SORTABLE_ATTRIBUTES })));
    const documents = engine.documents(locale);
    await done(index.deleteAllDocuments());
    for (let i = 0; i < documents.length; i += 1000) await done(index.addDocuments(documents.slice(i, i + 1000)));
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
