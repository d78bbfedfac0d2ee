/**
 * Chromium flags every benchmark runs with: Debian's Chromium as root in a container (no
 * sandbox, no GPU), and nothing the browser would fetch for itself (updates, sync, QUIC probes)
 * mixed into the page's own network figures. Each tool adds its own `--headless` variant.
 */
export const BENCH_CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
