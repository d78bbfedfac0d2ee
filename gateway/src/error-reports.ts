/**
 * Errors reported by shoppers' browsers (`POST /errors`, sent by the shell): a remote that did
 * not load, a render error caught by a region boundary, a chunk that failed to download. Beside
 * them, the same browsers count their visits (`POST /errors/visits`): visits of each remote's
 * pages, and how many of them failed. Kept in memory for the last hour, per bundle and version,
 * so the operator console can show which release hurts, as a rate over that remote's own visits
 * (and compare a canary with the live version). Nothing identifies the shopper.
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

export interface ErrorLogOptions {
  now?: () => number;
  windowMs?: number;
  /** Reports accepted per client address per minute; the rest are dropped (a loop must not flood). */
  perClientPerMinute?: number;
  /**
   * Visit batches accepted per client address per minute: more than reports, since many shoppers
   * share one address behind a mobile carrier's NAT, and each browser sends one every 10 s at most.
   */
  visitBatchesPerClientPerMinute?: number;
  /** Reports kept at most (oldest dropped first). */
  maxEntries?: number;
}

export interface ErrorLog {
  /** `limited` when the client sent too many this minute. */
  record(client: string, report: ErrorReport): 'recorded' | 'limited';
  /** Adds a browser's visit counts; `limited` when the client sent too many batches this minute. */
  visited(client: string, counts: VisitCount[]): 'recorded' | 'limited';
  /** bundle → version → counts, for the last `windowMs`. */
  summary(): Record<string, Record<string, VersionErrors>>;
}

const empty = (): VersionErrors => ({ count: 0, visits: 0, failed: 0, kinds: {}, last: '' });

/** Whether `client` may send one more this minute (counted per minute, per address). */
function perMinuteLimit(limit: number, now: () => number): (client: string) => boolean {
  const clients = new Map<string, { minute: number; count: number }>();
  return (client) => {
    const minute = Math.floor(now() / 60_000);
    const seen = clients.get(client);
    if (seen?.minute === minute && seen.count >= limit) return false;
    if (seen?.minute !== minute && clients.size > 10_000) clients.clear();
    clients.set(client, { minute, count: seen?.minute === minute ? seen.count + 1 : 1 });
    return true;
  };
}

export function errorLog({ now = Date.now, windowMs = 3_600_000, perClientPerMinute = 20, visitBatchesPerClientPerMinute = 120, maxEntries = 20_000 }: ErrorLogOptions = {}): ErrorLog {
  const entries: (ErrorReport & { at: number })[] = [];
  const reportAllowed = perMinuteLimit(perClientPerMinute, now);
  const batchAllowed = perMinuteLimit(visitBatchesPerClientPerMinute, now);
  // Visits and failed visits per bundle@version, per minute: counters, not entries.
  const visits = new Map<string, Map<number, { visits: number; failed: number }>>();
  return {
    visited(client, counts) {
      if (!batchAllowed(client)) return 'limited';
      const minute = Math.floor(now() / 60_000);
      for (const c of counts) {
        const key = `${c.bundle}@${c.version}`;
        const perMinute = visits.get(key) ?? new Map<number, { visits: number; failed: number }>();
        const slot = perMinute.get(minute) ?? { visits: 0, failed: 0 };
        slot.visits += c.visits;
        slot.failed += c.failed;
        perMinute.set(minute, slot);
        visits.set(key, perMinute);
      }
      return 'recorded';
    },
    record(client, report) {
      if (!reportAllowed(client)) return 'limited';
      entries.push({ ...report, at: now() });
      if (entries.length > maxEntries) entries.splice(0, entries.length - maxEntries);
      return 'recorded';
    },
    summary() {
      const since = now() - windowMs;
      while (entries.length && entries[0]!.at < since) entries.shift();
      const out: Record<string, Record<string, VersionErrors>> = {};
      const firstMinute = Math.floor(since / 60_000);
      for (const [key, perMinute] of visits) {
        for (const minute of perMinute.keys()) if (minute < firstMinute) perMinute.delete(minute);
        if (perMinute.size === 0) {
          visits.delete(key);
          continue;
        }
        const at = key.lastIndexOf('@');
        const v = ((out[key.slice(0, at)] ??= {})[key.slice(at + 1)] ??= empty());
        for (const slot of perMinute.values()) {
          v.visits += slot.visits;
          v.failed += slot.failed;
        }
      }
      for (const e of entries) {
        const v = ((out[e.bundle] ??= {})[e.version] ??= empty());
        v.count++;
        v.kinds[e.kind] = (v.kinds[e.kind] ?? 0) + 1;
        v.last = e.message;
      }
      return out;
    },
  };
}
