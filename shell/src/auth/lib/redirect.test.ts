import { describe, expect, it } from 'vitest';
import { afterLoginTarget, decideAuthPage, safeRedirectTarget, withRedirect } from './redirect';

describe('safeRedirectTarget', () => {
  it('keeps in-shop paths with their query and hash', () => {
    expect(safeRedirectTarget('/customer/orders?page=2#top')).toBe('/customer/orders?page=2#top');
    expect(safeRedirectTarget('/en/cart')).toBe('/en/cart');
  });

  it('refuses anything that could leave the shop', () => {
    for (const raw of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'customer', '/\t/evil.example', '', null]) {
      expect(safeRedirectTarget(raw)).toBeNull();
    }
  });

  it('refuses the auth pages themselves, with or without a locale prefix', () => {
    for (const raw of ['/login', '/signup', '/en/login?redirect=/x', '/fr/signup/', '/LOGIN', '/login-old', '/signup-old']) {
      expect(safeRedirectTarget(raw)).toBeNull();
    }
  });
});

describe('decideAuthPage', () => {
  it('sends a logged-in user with a redirect target to it', () => {
    expect(decideAuthPage({ loggedIn: true, redirect: '/customer?tab=orders', previous: null, pathname: '/login' })).toEqual({
      kind: 'redirect',
      to: '/customer?tab=orders',
    });
    expect(decideAuthPage({ loggedIn: true, redirect: '/cart', previous: null, pathname: '/en/signup' })).toEqual({ kind: 'redirect', to: '/cart' });
  });

  it('keeps a logged-in user on the page when the target is /login or /signup, or missing', () => {
    expect(decideAuthPage({ loggedIn: true, redirect: '/login', previous: '/cart', pathname: '/login' })).toEqual({ kind: 'stay' });
    expect(decideAuthPage({ loggedIn: true, redirect: '/en/signup', previous: null, pathname: '/signup' })).toEqual({ kind: 'stay' });
    expect(decideAuthPage({ loggedIn: true, redirect: null, previous: '/cart', pathname: '/login' })).toEqual({ kind: 'stay' });
  });

  it('gives a visitor arriving at /login from another page that page as redirect, query included', () => {
    expect(decideAuthPage({ loggedIn: false, redirect: null, previous: '/product/tv-31?color=red', pathname: '/login' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fproduct%2Ftv-31%3Fcolor%3Dred',
    });
    expect(decideAuthPage({ loggedIn: false, redirect: null, previous: '/en/cart', pathname: '/en/login' })).toEqual({
      kind: 'redirect',
      to: '/en/login?redirect=%2Fen%2Fcart',
    });
  });

  it('does not add a redirect when coming from /, /login or /signup, or from nowhere', () => {
    for (const previous of ['/', '/en', '/fr/', '/login', '/signup?x=1', '/en/signup', null]) {
      expect(decideAuthPage({ loggedIn: false, redirect: null, previous, pathname: '/login' })).toEqual({ kind: 'stay' });
    }
  });

  it('leaves a visitor alone when a redirect is already there, and on /signup', () => {
    expect(decideAuthPage({ loggedIn: false, redirect: '/cart', previous: '/checkout', pathname: '/login' })).toEqual({ kind: 'stay' });
    expect(decideAuthPage({ loggedIn: false, redirect: null, previous: '/checkout', pathname: '/signup' })).toEqual({ kind: 'stay' });
  });
});

describe('afterLoginTarget', () => {
  it('returns the saved path, else the home page in the page language', () => {
    expect(afterLoginTarget('/checkout', '/login')).toBe('/checkout');
    expect(afterLoginTarget(null, '/login')).toBe('/');
    expect(afterLoginTarget(null, '/en/login')).toBe('/en');
    expect(afterLoginTarget('https://evil.example', '/fr/signup')).toBe('/fr');
    expect(afterLoginTarget('/login', '/login')).toBe('/');
  });

  it("puts the customer's saved language on the way in", () => {
    expect(afterLoginTarget('/checkout?step=2', '/login', 'en')).toBe('/en/checkout?step=2');
    expect(afterLoginTarget('/fr/customer/orders', '/fr/login', 'en')).toBe('/en/customer/orders');
    expect(afterLoginTarget(null, '/login', 'en')).toBe('/en');
    expect(afterLoginTarget('/en/cart', '/en/login', 'fr')).toBe('/fr/cart');
  });
});

describe('withRedirect', () => {
  it('carries a safe target only', () => {
    expect(withRedirect('/signup', '/cart?x=1')).toBe('/signup?redirect=%2Fcart%3Fx%3D1');
    expect(withRedirect('/signup', '//evil')).toBe('/signup');
    expect(withRedirect('/signup', null)).toBe('/signup');
  });
});
