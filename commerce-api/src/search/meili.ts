import { createHash } from 'node:crypto';
import { MeilisearchApiError, type Meilisearch } from 'meilisearch';
import type { IndexedDocument } from './documents.ts';
import type { IndexSettings, SearchAnswer, SearchParams, SearchPort } from './port.ts';

const BATCH = 1000;
const TASK_TIMEOUT_MS = 120_000;

/** Waits for a Meilisearch task; a failed task is an error (the client resolves it as data). */
async function done(task: { waitTask: (options?: { timeout?: number }) => Promise<{ status: string; error?: { message?: string } | null }> }) {
  const result = await task.waitTask({ timeout: TASK_TIMEOUT_MS });
  if (result.status === 'failed') throw new Error(`Meilisearch task failed: ${result.error?.message ?? 'unknown error'}`);
  return result;
}

const codeOf = (error: unknown) => (error instanceof MeilisearchApiError ? error.cause?.code : undefined);

/**
 * The Meilisearch adapter of the search port (production), through the official client with the
 * master key. Only the back end holds that key; browsers get `searchKey`'s.
 */
export class MeiliIndexes implements SearchPort {
  constructor(private readonly client: Meilisearch) {}

  /**
   * Builds `{uid}__next` whole (settings, then documents) and swaps it with `uid`: searches see the
   * old index until the new one is complete, never an empty or partial one. The old documents
   * leave with `{uid}__next` afterwards.
   */
  async rebuild(uid: string, settings: IndexSettings, documents: readonly IndexedDocument[]): Promise<void> {
    const next = `${uid}__next`;
    // A rebuild interrupted earlier may have left one behind (the task fails when there is none).
    await this.client.deleteIndex(next).waitTask({ timeout: TASK_TIMEOUT_MS });
    await done(this.client.createIndex(next, { primaryKey: 'id' }));
    await done(this.client.index(next).updateSettings(settings));
    for (let i = 0; i < documents.length; i += BATCH) await done(this.client.index(next).addDocuments(documents.slice(i, i + BATCH), { primaryKey: 'id' }));
    // The first time there is nothing to swap with: an empty index takes the name, then the swap.
    const live = await this.client.getIndex(uid).catch((error: unknown) => (codeOf(error) === 'index_not_found' ? undefined : Promise.reject(error)));
    if (!live) await done(this.client.createIndex(uid, { primaryKey: 'id' }));
    await done(this.client.swapIndexes([{ indexes: [uid, next], rename: false }]));
    await done(this.client.deleteIndex(next));
  }

  async upsert(uid: string, documents: readonly IndexedDocument[]): Promise<void> {
    for (let i = 0; i < documents.length; i += BATCH) await done(this.client.index(uid).addDocuments(documents.slice(i, i + BATCH), { primaryKey: 'id' }));
  }

  async remove(uid: string, ids: readonly number[]): Promise<void> {
    if (ids.length) await done(this.client.index(uid).deleteDocuments([...ids]));
  }

  async search(uid: string, params: SearchParams): Promise<SearchAnswer> {
    const { q, ...rest } = params;
    return (await this.client.index(uid).search(q, rest as Record<string, unknown>)) as unknown as SearchAnswer;
  }
}

/**
 * The uid of the storefront's search key, derived from the master key (as a UUID v4 is laid out):
 * every process, and every restart, asks for the same key instead of creating another.
 */
export function searchKeyUid(masterKey: string): string {
  const h = createHash('sha256').update(`storefront-search-key\u0000${masterKey}`).digest('hex');
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The key browsers search with: allowed `search` on the store's indexes only, created from the
 * master key the first time (Meilisearch derives its value from its uid and the master key, so
 * it is the same on every process) and read back afterwards.
 */
export async function ensureSearchKey(client: Meilisearch, masterKey: string, indexes: string[]): Promise<string> {
  const uid = searchKeyUid(masterKey);
  const existing = await client.getKey(uid).catch((error: unknown) => (codeOf(error) === 'api_key_not_found' ? undefined : Promise.reject(error)));
  if (existing) return existing.key;
  try {
    const created = await client.createKey({ uid, name: 'storefront-search', description: 'Shoppers\u2019 searches (search only)', actions: ['search'], indexes, expiresAt: null });
    return created.key;
  } catch (error) {
    // Another process created it meanwhile.
    if (codeOf(error) === 'api_key_already_exists') return (await client.getKey(uid)).key;
    throw error;
  }
}
