import { bus, type RuntimeManifest } from '@shop/shared';
import { bundleOfUrl, classify, reportGate, SAMPLE_RATE, SHELL_VERSION, type ErrorReport } from './lib/error-report';
import { isChunkLoadError } from './lib/reload-guard';

function send(report: ErrorReport): void {
  const body = JSON.stringify(report);
  try {
    // A beacon survives the reload that often follows a chunk failure.
    if (navigator.sendBeacon?.('/errors', new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Fall through to fetch.
  }
  void fetch('/errors', { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

/**
 * Reports failures shoppers meet to the gateway, for the operator console: a remote region that
 * failed (`remote:load-failed`, emitted by the region boundary for downloads and render errors)
 * and chunk downloads that failed outside any boundary. Sampled per page load, capped, deduplicated.
 */
export function installErrorReporter(manifest: RuntimeManifest, random: () => number = Math.random): void {
  const gate = reportGate(random() < SAMPLE_RATE);
  const versions = new Map(manifest.remotes.map((r) => [r.name, r.version]));
  const report = (value: ErrorReport) => {
    if (gate.allow(value)) send(value);
  };
  bus.on('remote:load-failed', ({ remote, error }) => {
    const version = versions.get(remote);
    if (version) report({ kind: classify(error), bundle: remote, version, message: error });
  });
  const onChunkFailure = (error: unknown) => {
    if (!isChunkLoadError(error)) return;
    const message = messageOf(error);
    const source = bundleOfUrl(message) ?? { bundle: 'shell', version: SHELL_VERSION };
    report({ kind: 'chunk', ...source, message });
  };
  window.addEventListener('unhandledrejection', (event) => onChunkFailure(event.reason));
  window.addEventListener('error', (event) => onChunkFailure(event.error ?? event.message));
}
