import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@shop/shared';
import type { RouteEntry } from './lib/route-table';

const prefetchPage = vi.fn<(remote: string, page: string) => void>();
vi.mock('./remotes', () => ({
  prefetchPage: (remote: string, page: string) => prefetchPage(remote, page),
  isPageLoaded: (remote: string, page: string) => remote === 'mf-catalog' && page === 'home',
}));

const { installIntentPrefetch, linkTarget } = await import('./intent-prefetch');

const entries: RouteEntry[] = [
  { remote: 'mf-catalog', page: 'home', path: '/', layout: 'main', auth: false, params: {} },
  { remote: 'mf-cart-checkout', page: 'cart', path: '/cart', layout: 'main', auth: false, params: {} },
  { remote: 'mf-catalog', page: 'product', path: '/product/:slug', layout: 'main', auth: false, params: {} },
  { remote: 'mf-account', page: 'customer', path: '/customer', layout: 'account', auth: true, params: {} },
];

describe('linkTarget', () => {
  const origin = window.location.origin;
  it('returns the path of a same-origin link, from any element inside it', () => {
    document.body.innerHTML = '<a href="/en/cart?x=1"><span id="inner">Cart</span></a>';
    expect(linkTarget(document.getElementById('inner'), origin)).toBe('/en/cart');
  });
  it('ignores other origins, new tabs, downloads and non-links', () => {
    document.body.innerHTML = `
      <a id="ext" href="https://example.com/cart">x</a>
      <a id="blank" href="/cart" target="_blank">x</a>
      <a id="dl" href="/cart" download>x</a>
      <p id="p">x</p>`;
    for (const id of ['ext', 'blank', 'dl', 'p']) expect(linkTarget(document.getElementById(id), origin)).toBeNull();
  });
});

describe('installIntentPrefetch', () => {
  let uninstall: () => void;
  beforeEach(() => {
    prefetchPage.mockClear();
    uninstall = installIntentPrefetch(entries);
  });
  afterEach(() => uninstall());

  it('prefetches the page behind a hovered or focused link', () => {
    document.body.innerHTML = '<a id="a" href="/fr/product/tv-lg-55-12">TV</a><a id="b" href="/cart">Cart</a>';
    document.getElementById('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetchPage).toHaveBeenCalledWith('mf-catalog', 'product');
    document.getElementById('b')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetchPage).toHaveBeenCalledWith('mf-cart-checkout', 'cart');
  });

  it('does nothing for an already loaded page or an unknown path', () => {
    document.body.innerHTML = '<a id="home" href="/">Home</a><a id="x" href="/nowhere">?</a>';
    document.getElementById('home')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('x')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetchPage).not.toHaveBeenCalled();
  });

  it('prefetches a login-only page only for a logged-in shopper', () => {
    document.body.innerHTML = '<a id="c" href="/customer">Account</a>';
    const link = document.getElementById('c')!;
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetchPage).not.toHaveBeenCalled();
    document.cookie = 'XSRF-TOKEN=t0k3n; path=/'; setSession(null);
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetchPage).toHaveBeenCalledWith('mf-account', 'customer');
    clearSession();
  });

  it('prefetches nothing, not even the shell’s own pages, under Save-Data or on a 2g connection', () => {
    uninstall();
    const shellPages: string[] = [];
    uninstall = installIntentPrefetch(entries, document, (path) => path === '/login' && shellPages.push(path) > 0);
    document.body.innerHTML = '<a id="p" href="/product/tv-lg-55-12">TV</a><a id="l" href="/login">Log in</a>';
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      document.getElementById('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
      document.getElementById('l')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    }
    expect(prefetchPage).not.toHaveBeenCalled();
    expect(shellPages).toEqual([]);
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '3g' }, configurable: true });
    document.getElementById('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetchPage).toHaveBeenCalledWith('mf-catalog', 'product');
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });

  it('hands the shell its own pages instead of looking for a remote', () => {
    uninstall();
    const shellPages: string[] = [];
    uninstall = installIntentPrefetch(entries, document, (path) => {
      if (path !== '/en/login') return false;
      shellPages.push(path);
      return true;
    });
    document.body.innerHTML = '<a id="l" href="/en/login">Log in</a>';
    document.getElementById('l')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(shellPages).toEqual(['/en/login']);
    expect(prefetchPage).not.toHaveBeenCalled();
  });
});
