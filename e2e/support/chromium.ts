// Without the background-networking flags Chromium keeps calling hosts this machine's closed
// network refuses, many at a time.
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * How every test launches Debian's Chromium (Playwright cannot download its own here), with a
 * spec's extra flags (a slow connection): a spec's `test.use({ launchOptions })` replaces the
 * config's whole, so it adds to these instead of restating them.
 */
export const chromiumLaunch = (...extra: string[]) => ({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: [...FLAGS, ...extra] });
