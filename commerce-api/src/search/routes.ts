import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, FeatureModule } from '../context.ts';
import type { Locale } from '../http/locale.ts';
import { searchEngineFor, SearchError, type SearchParams } from './engine.ts';
import { startMeiliSync } from './meili-sync.ts';
import { VersionedLru } from '../catalog/lru.ts';
import { EncodedBody } from '../catalog/encoded-body.ts';
import { trackWarmUp } from '../catalog/warm-up.ts';

const LINK = 'https://docs.meilisearch.com/errors#';

function meiliError(reply: FastifyReply, status: number, code: string, message: string, type = status === 401 || status === 403 ? 'auth' : 'invalid_request') {
  return reply.status(status).send({ message, code, type, link: `${LINK}${code}` });
}

/** Index uid → locale: `{prefix}fr_products` / `{prefix}en_products`. */
function localeOfIndex(uid: string, prefix: string): Locale | undefined {
  if (uid === `${prefix}fr_products`) return 'fr';
  if (uid === `${prefix}en_products`) return 'en';
  return undefined;
}

const SEARCH_FIELDS = new Set([
  'q', 'offset', 'limit', 'page', 'hitsPerPage', 'filter', 'facets', 'sort', 'attributesToRetrieve', 'attributesToHighlight',
  'highlightPreTag', 'highlightPostTag', 'showRankingScore', 'matchingStrategy', 'attributesToCrop', 'cropLength', 'cropMarker',
  'showMatchesPosition', 'showRankingScoreDetails', 'rankingScoreThreshold', 'attributesToSearchOn', 'distinct', 'locales',
  'retrieveVectors', 'vector', 'hybrid',
]);

const invalid = (code: string, message: string) => new SearchError(400, code, message);

/** Refuses, before the body is even parsed, what a search-only key may not do. */
const deny = async (_request: FastifyRequest, reply: FastifyReply) => meiliError(reply, 403, 'invalid_api_key', 'The provided API key is invalid.');

function intParam(name: string, code: string, value: unknown, max = 1_000_000): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw invalid(code, `Invalid value type at \`.${name}\`: expected a positive integer, but found ${JSON.stringify(value)?.slice(0, 60)}.`);
  return Math.min(n, max);
}

function stringList(name: string, code: string, value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value as null | undefined;
  if (typeof value === 'string') return value.split(',').map((s) => s.trim()).filter(Boolean);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string') && value.length <= 100) return value as string[];
  throw invalid(code, `Invalid value type at \`.${name}\`: expected an array of strings.`);
}

/** Validates a Meilisearch search body (or GET query) the way Meilisearch does, field by field. */
export function readSearchParams(body: unknown, fromQuery = false): SearchParams {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid('bad_request', 'The search body must be a JSON object.');
  const b = body as Record<string, unknown>;
  for (const key of Object.keys(b)) {
    if (!SEARCH_FIELDS.has(key) && !(key === 'indexUid' || key === 'federationOptions')) {
      throw invalid('bad_request', `Unknown field \`${key.slice(0, 60)}\`: expected one of \`${[...SEARCH_FIELDS].join('`, `')}\``);
    }
  }
  if (b['q'] !== undefined && b['q'] !== null && typeof b['q'] !== 'string') throw invalid('invalid_search_q', 'Invalid value type at `.q`: expected a string.');
  if (typeof b['q'] === 'string' && b['q'].length > 1000) throw invalid('invalid_search_q', 'The query is too long.');
  const filter = fromQuery && typeof b['filter'] === 'string' ? b['filter'] : b['filter'];
  const matchingStrategy = b['matchingStrategy'];
  if (matchingStrategy !== undefined && matchingStrategy !== 'last' && matchingStrategy !== 'all' && matchingStrategy !== 'frequency') {
    throw invalid('invalid_search_matching_strategy', 'Unknown value for `.matchingStrategy`: expected one of `last`, `all`, `frequency`.');
  }
  const bool = (name: string) => {
    const v = b[name];
    if (v === undefined) return undefined;
    if (typeof v === 'boolean') return v;
    if (fromQuery && (v === 'true' || v === 'false')) return v === 'true';
    throw invalid(`invalid_search_${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`, `Invalid value type at \`.${name}\`: expected a boolean.`);
  };
  const tag = (name: string) => {
    const v = b[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'string' || v.length > 100) throw invalid('bad_request', `Invalid value type at \`.${name}\`: expected a string.`);
    return v;
  };
  return {
    q: b['q'] as string | null | undefined,
    offset: intParam('offset', 'invalid_search_offset', b['offset']),
    limit: intParam('limit', 'invalid_search_limit', b['limit'], 1000),
    page: intParam('page', 'invalid_search_page', b['page']),
    hitsPerPage: intParam('hitsPerPage', 'invalid_search_hits_per_page', b['hitsPerPage'], 1000),
    filter,
    facets: stringList('facets', 'invalid_search_facets', b['facets']),
    sort: stringList('sort', 'invalid_search_sort', b['sort']),
    attributesToRetrieve: stringList('attributesToRetrieve', 'invalid_search_attributes_to_retrieve', b['attributesToRetrieve']),
    attributesToHighlight: stringList('attributesToHighlight', 'invalid_search_attributes_to_highlight', b['attributesToHighlight']),
    highlightPreTag: tag('highlightPreTag'),
    highlightPostTag: tag('highlightPostTag'),
    showRankingScore: bool('showRankingScore'),
    matchingStrategy: matchingStrategy as SearchParams['matchingStrategy'],
  };
}

/**
 * `/search/…`: a Meilisearch-compatible, read-only search endpoint over the catalogue, used when
 * no Meilisearch runs (fresh machine, CI). Requires `Authorization: Bearer <public search key>`;
 * everything but searching is refused with 403, as a search-only key is in Meilisearch.
 * With MEILI_HOST set, the documents go to that Meilisearch instead and these routes are not
 * registered: the gateway points the browser at the real Meilisearch.
 */
export const searchModule: FeatureModule = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const { config } = ctx;
  app.get('/api/search-config', async () => ({
    host: config.meiliHost ? (process.env['MEILI_PUBLIC_HOST'] ?? config.meiliHost) : '/search',
    key: config.searchKey,
    indexPrefix: config.indexPrefix,
    indexes: { fr: `${config.indexPrefix}fr_products`, en: `${config.indexPrefix}en_products` },
  }));

  if (config.meiliHost) {
    startMeiliSync(ctx, app.log);
    return;
  }

  const engine = () => searchEngineFor(ctx.db, ctx.now);
  if (config.mode !== 'test') {
    // Build both indexes right after start (≈1 s of CPU) rather than on the first shopper's search.
    app.addHook('onReady', async () => {
      trackWarmUp(
        new Promise<void>((resolve) => {
          setTimeout(() => {
            try {
              for (const locale of ['fr', 'en'] as const) engine().search(locale, { q: 'warm up' });
            } catch (error) {
              // The app may have been closed meanwhile (short-lived tools); warming is best effort.
              app.log.debug({ err: error }, 'search warm-up skipped');
            }
            resolve();
          }, 200).unref();
        }),
      );
    });
  }

  // Errors under /search/ use Meilisearch's shape, not Magento's (this plugin is encapsulated).
  app.setErrorHandler((error: FastifyError | SearchError, request, reply) => {
    if (error instanceof SearchError) return meiliError(reply, error.status, error.code, error.message);
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) return meiliError(reply, 413, 'payload_too_large', 'The provided payload reached the size limit.');
    if (status === 415) return meiliError(reply, 415, 'invalid_content_type', 'The Content-Type header is not supported. Use `application/json`.');
    if (status >= 400 && status < 500) return meiliError(reply, 400, 'bad_request', 'The request body could not be read as JSON.');
    request.log.error({ err: error }, 'search failed');
    return meiliError(reply, 500, 'internal', 'An internal error has occurred.', 'internal');
  });

  const authorize = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['authorization'];
    if (!header) {
      return meiliError(reply, 401, 'missing_authorization_header', 'The Authorization header is missing. It must use the bearer authorization method.');
    }
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match || match[1] !== config.searchKey) return meiliError(reply, 403, 'invalid_api_key', 'The provided API key is invalid.');
    return undefined;
  };

  const localeOf = (uid: string): Locale => {
    const locale = localeOfIndex(uid, config.indexPrefix);
    if (!locale) throw new SearchError(404, 'index_not_found', `Index \`${uid.slice(0, 100)}\` not found.`);
    return locale;
  };
  const run = (uid: string, params: SearchParams) => engine().search(localeOf(uid), params);
  // Identical searches (popular queries, facet panels) within the same index state.
  const responses = new VersionedLru<EncodedBody>(2000, 48 * 1024 * 1024);

  app.get('/search/health', async () => ({ status: 'available' }));

  app.post('/search/indexes/:uid/search', { onRequest: authorize }, async (request, reply) => {
    const { uid } = request.params as { uid: string };
    const locale = localeOf(uid);
    const state = engine().stateKey(locale);
    // Validated before it is turned into a cache key: an invalid body never reaches JSON.stringify.
    const params = readSearchParams(request.body ?? {});
    const key = `${uid}:${JSON.stringify(request.body ?? {})}`;
    let body = responses.at(state).get(key);
    if (!body) {
      body = EncodedBody.json(JSON.stringify(engine().search(locale, params)));
      responses.set(key, body, body.raw.length * 1.3);
    }
    return body.send(request, reply);
  });

  app.get('/search/indexes/:uid/search', { onRequest: authorize }, async (request) => {
    const { uid } = request.params as { uid: string };
    return run(uid, readSearchParams({ ...(request.query as object) }, true));
  });

  app.post('/search/multi-search', { onRequest: authorize }, async (request) => {
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || !Array.isArray(body['queries'])) {
      throw invalid('missing_parameter', 'Missing field `queries`');
    }
    const queries = body['queries'] as unknown[];
    if (queries.length > 50) throw invalid('bad_request', 'Too many queries in one multi-search (50 at most).');
    const federation = body['federation'];
    const results = queries.map((q, i) => {
      if (!q || typeof q !== 'object' || typeof (q as Record<string, unknown>)['indexUid'] !== 'string') {
        throw invalid('missing_index_uid', `Inside \`.queries[${i}]\`: Missing field \`indexUid\``);
      }
      const uid = (q as Record<string, string>)['indexUid']!;
      try {
        const params = readSearchParams(q);
        return { indexUid: uid, ...run(uid, federation ? { ...params, offset: 0, limit: 1000, page: undefined, hitsPerPage: undefined, showRankingScore: true } : params) };
      } catch (error) {
        if (error instanceof SearchError) throw new SearchError(error.status, error.code, `Inside \`.queries[${i}]\`: ${error.message}`);
        throw error;
      }
    });
    if (federation === undefined || federation === null) return { results };
    if (typeof federation !== 'object' || Array.isArray(federation)) throw invalid('invalid_multi_search_federation', 'Invalid value type at `.federation`: expected an object.');
    // Federated search: one merged list ordered by each hit's normalised relevance.
    const f = federation as Record<string, unknown>;
    const offset = intParam('federation.offset', 'invalid_multi_search_federation', f['offset']) ?? 0;
    const limit = intParam('federation.limit', 'invalid_multi_search_federation', f['limit'], 1000) ?? 20;
    const merged = results
      .flatMap((r, queriesPosition) => r.hits.map((hit): Record<string, unknown> => ({ ...hit, _federation: { indexUid: r.indexUid, queriesPosition } })))
      .toSorted((a, b) => Number(b['_rankingScore'] ?? 0) - Number(a['_rankingScore'] ?? 0));
    return {
      hits: merged.slice(offset, offset + limit),
      processingTimeMs: results.reduce((s, r) => s + r.processingTimeMs, 0),
      limit,
      offset,
      estimatedTotalHits: merged.length,
    };
  });

  // Anything else (documents, settings, keys, index management) needs more than a search key.
  app.all('/search/*', { onRequest: [authorize, deny] }, async (_request, reply) => deny(_request, reply));
};
