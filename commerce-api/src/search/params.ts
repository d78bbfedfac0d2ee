import { SearchError, type SearchParams } from './port.ts';

const SEARCH_FIELDS = new Set([
  'q', 'offset', 'limit', 'page', 'hitsPerPage', 'filter', 'facets', 'sort', 'attributesToRetrieve', 'attributesToHighlight',
  'highlightPreTag', 'highlightPostTag', 'showRankingScore', 'matchingStrategy', 'attributesToCrop', 'cropLength', 'cropMarker',
  'showMatchesPosition', 'showRankingScoreDetails', 'rankingScoreThreshold', 'attributesToSearchOn', 'distinct', 'locales',
  'retrieveVectors', 'vector', 'hybrid',
]);

export const invalid = (code: string, message: string) => new SearchError(400, code, message);

export function intParam(name: string, code: string, value: unknown, max = 1_000_000): number | undefined {
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

