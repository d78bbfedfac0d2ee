import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveRouteSource, routeTaken } from './live-routes.ts';

const now = new Date('2026-11-28T12:00:00Z');
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('liveRouteSource', () => {
  it("reads the store's route tables, again whenever the file changes", () => {
    dir = mkdtempSync(join(tmpdir(), 'live-routes-'));
    const file = join(dir, 'manifest.json');
    const write = (paths: string[]) =>
      writeFileSync(file, JSON.stringify({ remotes: { 'mf-cart-checkout': { name: 'mf-cart-checkout', current: 'v1', versions: { v1: { routes: paths.map((path) => ({ path })) } } } } }));
    write(['/cart']);
    const live = liveRouteSource(file, () => {});
    expect(routeTaken('cart', live(now))).toEqual({ path: '/cart', owner: 'mf-cart-checkout' });
    write(['/cart', '/checkout']);
    expect(routeTaken('checkout', live(now))).toEqual({ path: '/checkout', owner: 'mf-cart-checkout' });
  });

  it('knows the shell pages only without a readable manifest, and says so once', () => {
    const warn = vi.fn<(line: string) => void>();
    const live = liveRouteSource('/nonexistent/manifest.json', warn);
    expect(routeTaken('cart', live(now))).toBeUndefined();
    expect(routeTaken('signup', live(now))).toEqual({ path: '/signup', owner: 'shell' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/shell's pages only: \/nonexistent\/manifest\.json: ENOENT/);
  });

  it('treats a manifest of another shape as none, never as an error', () => {
    dir = mkdtempSync(join(tmpdir(), 'live-routes-'));
    const file = join(dir, 'manifest.json');
    writeFileSync(file, JSON.stringify({ remotes: { 'mf-x': { name: 'mf-x', current: 'v1', versions: { v1: { routes: 'oops' } } } } }));
    const warn = vi.fn<(line: string) => void>();
    expect(routeTaken('login', liveRouteSource(file, warn)(now))).toEqual({ path: '/login', owner: 'shell' });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('routeTaken', () => {
  it('reads an address as typed, locale prefix and slashes included; an empty one is not the home page', () => {
    const live = [{ path: '/', owner: 'mf-catalog' }, { path: '/cart', owner: 'mf-cart-checkout' }];
    expect(routeTaken('/en/cart', live)).toEqual({ path: '/cart', owner: 'mf-cart-checkout' });
    expect(routeTaken('', live)).toBeUndefined();
    expect(routeTaken('soldes', live)).toBeUndefined();
  });
});
