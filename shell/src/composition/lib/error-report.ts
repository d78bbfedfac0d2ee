import { isChunkLoadError } from './reload-guard';

/**
 * What the shell tells the gateway (`POST /errors`) when a shopper hits a failure, so that the
 * operator console shows which release (bundle + version) hurts. No shopper data: the kind,
 * the bundle, its version and a short message.
 */
export type ErrorKind = 'remote-load-failed' | 'render' | 'chunk';

export interface ErrorReport {
  kind: ErrorKind;
  bundle: string;
  version: string;
  message: string;
}

/** The shell does not know its own version; the gateway files `current` under the live shell. */
export const SHELL_VERSION = 'current';

/** Half the page loads report (decided once per page): enough to compare versions, half the traffic. */
export const SAMPLE_RATE = 0.5;
/** At most this many reports per page load, each distinct: a broken page must not flood. */
export const MAX_REPORTS_PER_PAGE = 5;

/** A failure a region boundary caught: a download (chunk or remote entry) or a render error. */
export function classify(message: string): ErrorKind {
  if (isChunkLoadError(message)) return 'chunk';
  return /RUNTIME-\d+|remote entry|failed to load|loading script/i.test(message) ? 'remote-load-failed' : 'render';
}

/** A published file's URL names its bundle and version: `/remotes/<name>/<version>/…`. */
export function bundleOfUrl(text: string): { bundle: string; version: string } | null {
  const m = /\/remotes\/([a-z][a-z0-9-]{0,63})\/([0-9A-Za-z.+-]{1,64})\//.exec(text);
  return m ? { bundle: m[1]!, version: m[2]! } : null;
}

export interface ReportGate {
  /** Whether `report` may be sent now (sampled page, under the cap, not a repeat). */
  allow(report: ErrorReport): boolean;
}

export function reportGate(sampled: boolean, max = MAX_REPORTS_PER_PAGE): ReportGate {
  const sent = new Set<string>();
  return {
    allow(report) {
      if (!sampled || sent.size >= max) return false;
      const key = `${report.kind}|${report.bundle}|${report.version}|${report.message}`;
      if (sent.has(key)) return false;
      sent.add(key);
      return true;
    },
  };
}
