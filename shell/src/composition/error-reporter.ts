import { $isLoggedIn, bus } from '@shop/shared';
import { registeredVersion, reportToken } from './early-start';
import { bundleOfUrl, classify, reportGate, SAMPLE_RATE, SHELL_VERSION, type ErrorReport } from './lib/error-report';
import { isChunkLoadError } from './lib/reload-guard';
import { findRoute, type RouteEntry } from './lib/route-table';
import { visitTally } from './lib/visit-tally';

/** Visit counts wait at most this long before they are sent (failures and leaving the page send at once). */
const VISITS_FLUSH_MS = 10_000;

/**
 * A beacon survives the reload that often follows a chunk failure, and the tab being closed. It
 * carries this page load's token: without one the store counts nothing.
 */
function send(url: string, payload: object): void {
  const body = JSON.stringify({ ...payload, token: reportToken() });
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Fall through to fetch.
  }
  void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

export interface ErrorReporter {
  /** The shopper is at `pathname` (the first page, then each navigation): a visit of the remote whose route it is. */
  noteLocation(pathname: string): void;
}

/**
 * Reports failures shoppers meet to the gateway, for the operator console: a remote region that
 * failed (`remote:load-failed`, emitted by the region boundary for downloads and render errors)
 * and chunk downloads that failed outside any boundary. Beside them, the visits of each remote's
 * pages and how many failed, the error rate per version. Sampled per page load (the reports and
 * the visits alike, so the rate is unbiased), capped, deduplicated.
 */
export function installErrorReporter(routes: RouteEntry[], random: () => number = Math.random): ErrorReporter {
  const sampled = random() < SAMPLE_RATE;
  const gate = reportGate(sampled);
  const tally = visitTally();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (tally.pending()) send('/errors/visits', { visits: tally.take() });
  };
  const flushSoon = () => {
    timer ??= setTimeout(flush, VISITS_FLUSH_MS);
  };
  const report = (value: ErrorReport) => {
    if (gate.allow(value)) send('/errors', value);
  };
  const failed = (bundle: string, version: string) => {
    if (sampled && tally.fail(bundle, version)) flush();
  };
  let last: string | null = null;

  bus.on('remote:load-failed', ({ remote, error }) => {
    const version = registeredVersion(remote);
    if (!version) return;
    report({ kind: classify(error), bundle: remote, version, message: error });
    failed(remote, version);
  });
  const onChunkFailure = (error: unknown) => {
    if (!isChunkLoadError(error)) return;
    const message = messageOf(error);
    const source = bundleOfUrl(message) ?? { bundle: 'shell', version: SHELL_VERSION };
    report({ kind: 'chunk', ...source, message });
    if (source.bundle === 'shell') failed('shell', SHELL_VERSION);
  };
  window.addEventListener('unhandledrejection', (event) => onChunkFailure(event.reason));
  window.addEventListener('error', (event) => onChunkFailure(event.error ?? event.message));
  if (sampled) {
    // Every page load is a visit of the shell.
    tally.visit('shell', SHELL_VERSION);
    flushSoon();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
    window.addEventListener('pagehide', flush);
  }
  return {
    noteLocation(pathname) {
      if (!sampled || pathname === last) return;
      last = pathname;
      const route = findRoute(routes, pathname);
      // A login-only page the shopper is sent away from is not a visit of its remote.
      if (!route || (route.auth && !$isLoggedIn.get())) return;
      const version = registeredVersion(route.remote);
      if (!version) return;
      tally.visit(route.remote, version);
      flushSoon();
    },
  };
}
