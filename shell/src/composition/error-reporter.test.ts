import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '@shop/shared';
import type { RouteEntry } from './lib/route-table';

vi.mock('./early-start', () => ({
  registeredVersion: (remote: string) => ({ 'mf-promotions': '2.0.0', 'mf-catalog': '1.0.0', 'mf-account': '3.0.0' })[remote],
  reportToken: () => 'token-of-this-page-load',
}));
const { installErrorReporter } = await import('./error-reporter');

const routes: RouteEntry[] = [
  { remote: 'mf-catalog', page: 'home', path: '/' },
  { remote: 'mf-promotions', page: 'help-centre', path: '/centre-daide' },
  { remote: 'mf-account', page: 'customer-overview', path: '/customer', auth: true },
] as RouteEntry[];

/** What the page sent: [url, body] per beacon. */
let sent: [string, unknown][];

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, blob: Blob) => {
      void blob.text().then((text) => sent.push([url, JSON.parse(text)]));
      return true;
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settle = () => vi.advanceTimersByTimeAsync(0);
const visitsSent = () => sent.filter(([url]) => url === '/errors/visits').flatMap(([, body]) => (body as { visits: unknown[] }).visits);

describe('installErrorReporter', () => {
  // First: a reporter installed later stays listening on the one bus.
  it('sends nothing from a page load outside the sample', async () => {
    const reporter = installErrorReporter(routes, () => 0.9);
    reporter.noteLocation('/centre-daide');
    bus.emit('remote:load-failed', { remote: 'mf-promotions', error: 'boom' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toEqual([]);
  });

  it('counts visits of each remote’s pages and one failure per visit, sending a failure at once', async () => {
    const reporter = installErrorReporter(routes, () => 0.1);
    reporter.noteLocation('/');
    reporter.noteLocation('/centre-daide');
    bus.emit('remote:load-failed', { remote: 'mf-promotions', error: 'e2e: the help centre is broken' });
    // Retry failing again within the same visit: one failed visit.
    bus.emit('remote:load-failed', { remote: 'mf-promotions', error: 'e2e: the help centre is broken' });
    await settle();
    expect(visitsSent()).toEqual([
      { bundle: 'shell', version: 'current', visits: 1, failed: 0 },
      { bundle: 'mf-catalog', version: '1.0.0', visits: 1, failed: 0 },
      { bundle: 'mf-promotions', version: '2.0.0', visits: 1, failed: 1 },
    ]);
    expect(sent.filter(([url]) => url === '/errors')).toEqual([
      ['/errors', { kind: 'render', bundle: 'mf-promotions', version: '2.0.0', message: 'e2e: the help centre is broken', token: 'token-of-this-page-load' }],
    ]);
    // Without the page load's token the store would count none of it.
    expect(sent.every(([, body]) => (body as { token?: string }).token === 'token-of-this-page-load')).toBe(true);

    // A visit without failure waits for the next send (10 s at most); a login-only page the
    // shopper is sent away from is no visit.
    reporter.noteLocation('/customer');
    reporter.noteLocation('/');
    await vi.advanceTimersByTimeAsync(9_000);
    expect(visitsSent()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(visitsSent().slice(3)).toEqual([{ bundle: 'mf-catalog', version: '1.0.0', visits: 1, failed: 0 }]);
  });

});
