/**
 * Errors reported by shoppers' browsers (`POST /errors`, sent by the shell): a remote that did
 * not load, a render error caught by a region boundary, a chunk that failed to download. Beside
 * them, the same browsers count their visits (`POST /errors/visits`): visits of each remote's
 * pages, and how many of them failed. The back end keeps them for the last hour, per bundle and
 * version, for every gateway alike (decision 029), so the operator console shows which release
 * hurts, as a rate over that remote's own visits (and compares a canary with the live version).
 * Nothing identifies the shopper.
 */
export const ERROR_KINDS = ['remote-load-failed', 'render', 'chunk'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface ErrorReport {
  kind: ErrorKind;
  bundle: string;
  version: string;
  message: string;
}

export interface VersionErrors {
  /** Error reports of every kind (a browser may send several for one visit: `kinds` says which). */
  count: number;
  /**
   * Visits of this version's pages (a remote: one of its routes opened, by a page load or in the
   * app; the shell: a page load) from the browsers that report, a sample of page loads (the
   * shell's `SAMPLE_RATE`), the same sample as the errors: compare rates, not counts.
   */
  visits: number;
  /** Those visits whose page failed (at most one failure per visit): the error rate is failed / visits. */
  failed: number;
  kinds: Partial<Record<ErrorKind, number>>;
  /** The most recent message (truncated), to tell one failure from another at a glance. */
  last: string;
}

const BUNDLE = /^(?:shell|[a-z][a-z0-9-]{0,63})$/;
const VERSION = /^[0-9A-Za-z.+-]{1,64}$/;
const MAX_MESSAGE = 300;

/** One browser's visits of one bundle version since it last sent them. */
export interface VisitCount {
  bundle: string;
  version: string;
  visits: number;
  failed: number;
}

const MAX_VISIT_ENTRIES = 20;
/** More than a shopper opens between two sends (every 10 s at most, and at each failure). */
const MAX_VISITS = 500;

const isCount = (value: unknown, max: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;

/** A valid batch of visit counts (`{ visits: [...] }`), or the reason it is refused (answered 400). */
export function parseVisits(body: unknown): VisitCount[] | string {
  const list = typeof body === 'object' && body !== null ? (body as { visits?: unknown }).visits : undefined;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_VISIT_ENTRIES) return `visits must be a list of 1 to ${MAX_VISIT_ENTRIES} counts`;
  const out: VisitCount[] = [];
  for (const item of list as unknown[]) {
    const v = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (typeof v['bundle'] !== 'string' || !BUNDLE.test(v['bundle'])) return 'bundle must be a bundle name';
    if (typeof v['version'] !== 'string' || !VERSION.test(v['version'])) return 'version must be a version';
    if (!isCount(v['visits'], MAX_VISITS)) return `visits must be a whole number from 0 to ${MAX_VISITS}`;
    if (!isCount(v['failed'], MAX_VISITS)) return `failed must be a whole number from 0 to ${MAX_VISITS}`;
    out.push({ bundle: v['bundle'], version: v['version'], visits: v['visits'], failed: v['failed'] });
  }
  return out;
}

/** A valid report, or the reason it is refused (answered 400). */
export function parseReport(body: unknown): ErrorReport | string {
  if (typeof body !== 'object' || body === null) return 'expected a JSON object';
  const b = body as Record<string, unknown>;
  if (!ERROR_KINDS.includes(b['kind'] as ErrorKind)) return `kind must be one of ${ERROR_KINDS.join(', ')}`;
  if (typeof b['bundle'] !== 'string' || !BUNDLE.test(b['bundle'])) return 'bundle must be a bundle name';
  if (typeof b['version'] !== 'string' || !VERSION.test(b['version'])) return 'version must be a version';
  if (typeof b['message'] !== 'string') return 'message must be a string';
  return { kind: b['kind'] as ErrorKind, bundle: b['bundle'], version: b['version'], message: b['message'].slice(0, MAX_MESSAGE) };
}

/** How the gateway reaches the back end's shopper-error API (server to server, never from a browser). */
export interface ReportsApi {
  /** The back end's own pipeline in process, or the network's `fetch` (`COMMERCE_API_URL`). */
  fetch: typeof fetch;
  origin: () => string;
  /** The gateways' credential (`ERROR_REPORTS_TOKEN`, or the file beside the SQLite database). */
  credential: string;
}

export interface ErrorLog {
  /**
   * Passes a report on, with the address that sent it and its page load (the token's id) for the
   * limits; `limited` when either sent too many (counted in the database, across gateways).
   */
  record(client: string, page: string, report: ErrorReport): Promise<'recorded' | 'limited'>;
  /** Adds a browser's visit counts; `limited` as for reports. */
  visited(client: string, page: string, counts: VisitCount[]): Promise<'recorded' | 'limited'>;
  /** bundle → version → counts, for the last hour. */
  summary(): Promise<Record<string, Record<string, VersionErrors>>>;
}

const PATH = '/api/admin/shopper-errors';
/** The back end counts the limits: its 429 means dropped, which the browser need not know. */
const counted = (res: Response): 'recorded' | 'limited' => (res.status === 429 ? 'limited' : 'recorded');

export function errorLog(api: ReportsApi): ErrorLog {
  const call = async (path: string, body?: unknown): Promise<Response> => {
    const res = await api.fetch(`${api.origin()}${PATH}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${api.credential}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (res.ok || res.status === 429) return res;
    throw new Error(`the back end's shopper-error API answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  };
  return {
    record: async (client, page, report) => counted(await call('/reports', { client, page, ...report })),
    visited: async (client, page, counts) => counted(await call('/visits', { client, page, visits: counts })),
    async summary() {
      const { versions } = (await (await call('')).json()) as { versions: (VersionErrors & { bundle: string; version: string })[] };
      const out: Record<string, Record<string, VersionErrors>> = {};
      for (const { bundle, version, ...counts } of versions) (out[bundle] ??= {})[version] = counts;
      return out;
    },
  };
}
