/**
 * Errors reported by shoppers' browsers (`POST /errors`, sent by the shell): a remote that did
 * not load, a render error caught by a region boundary, a chunk that failed to download. Kept in
 * memory for the last hour, per bundle and version, so the operator console can show which
 * release hurts (and compare a canary with the live version). Nothing identifies the shopper.
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
  count: number;
  /**
   * Page loads that were served this version (`/remotes.json` answers) in the same hour: with
   * `count`, an error rate comparable between a canary and the live version. Browsers report
   * from a sample of page loads (the shell's `SAMPLE_RATE`), so compare rates, not counts.
   */
  loads: number;
  kinds: Partial<Record<ErrorKind, number>>;
  /** The most recent message (truncated), to tell one failure from another at a glance. */
  last: string;
}

const BUNDLE = /^(?:shell|[a-z][a-z0-9-]{0,63})$/;
const VERSION = /^[0-9A-Za-z.+-]{1,64}$/;
const MAX_MESSAGE = 300;

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
  /** Reports kept at most (oldest dropped first). */
  maxEntries?: number;
}

export interface ErrorLog {
  /** `limited` when the client sent too many this minute. */
  record(client: string, report: ErrorReport): 'recorded' | 'limited';
  /** Counts a page load served `version` of `bundle`. */
  served(bundle: string, version: string): void;
  /** bundle → version → counts, for the last `windowMs`. */
  summary(): Record<string, Record<string, VersionErrors>>;
}

export function errorLog({ now = Date.now, windowMs = 3_600_000, perClientPerMinute = 20, maxEntries = 20_000 }: ErrorLogOptions = {}): ErrorLog {
  const entries: (ErrorReport & { at: number })[] = [];
  const clients = new Map<string, { minute: number; count: number }>();
  // Page loads per bundle@version, per minute: counters, not entries (every page load counts).
  const loads = new Map<string, Map<number, number>>();
  return {
    served(bundle, version) {
      const minute = Math.floor(now() / 60_000);
      const key = `${bundle}@${version}`;
      const perMinute = loads.get(key) ?? new Map<number, number>();
      perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
      loads.set(key, perMinute);
    },
    record(client, report) {
      const t = now();
      const minute = Math.floor(t / 60_000);
      const seen = clients.get(client);
      if (seen?.minute === minute && seen.count >= perClientPerMinute) return 'limited';
      if (seen?.minute !== minute && clients.size > 10_000) clients.clear();
      clients.set(client, { minute, count: seen?.minute === minute ? seen.count + 1 : 1 });
      entries.push({ ...report, at: t });
      if (entries.length > maxEntries) entries.splice(0, entries.length - maxEntries);
      return 'recorded';
    },
    summary() {
      const since = now() - windowMs;
      while (entries.length && entries[0]!.at < since) entries.shift();
      const out: Record<string, Record<string, VersionErrors>> = {};
      const firstMinute = Math.floor(since / 60_000);
      for (const [key, perMinute] of loads) {
        for (const minute of perMinute.keys()) if (minute < firstMinute) perMinute.delete(minute);
        if (perMinute.size === 0) {
          loads.delete(key);
          continue;
        }
        const at = key.lastIndexOf('@');
        const count = [...perMinute.values()].reduce((a, b) => a + b, 0);
        ((out[key.slice(0, at)] ??= {})[key.slice(at + 1)] ??= { count: 0, loads: 0, kinds: {}, last: '' }).loads = count;
      }
      for (const e of entries) {
        const v = ((out[e.bundle] ??= {})[e.version] ??= { count: 0, loads: 0, kinds: {}, last: '' });
        v.count++;
        v.kinds[e.kind] = (v.kinds[e.kind] ?? 0) + 1;
        v.last = e.message;
      }
      return out;
    },
  };
}
