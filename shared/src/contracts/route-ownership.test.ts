import { describe, expect, it } from 'vitest';
import { routeClashes, routesCollide, routeVariants } from './route-ownership';

describe('routesCollide', () => {
  it('matches paths the way the router does: case, trailing slash, locale prefix', () => {
    expect(routesCollide('/cart', '/cart')).toBe(true);
    expect(routesCollide('/Cart/', '/cart')).toBe(true);
    expect(routesCollide('/en/cart', '/cart')).toBe(true);
    expect(routesCollide('/fr/centre-daide', '/centre-daide')).toBe(true);
    expect(routesCollide('/en', '/')).toBe(true);
    expect(routesCollide('/cart', '/checkout')).toBe(false);
    expect(routesCollide('/cart', '/cart/old')).toBe(false);
    // Only the first segment is a locale prefix.
    expect(routesCollide('/shop/en/cart', '/cart')).toBe(false);
    expect(routesCollide('/de/cart', '/cart')).toBe(false);
  });

  it('counts a parameter as any one segment, whatever its name', () => {
    expect(routesCollide('/category/smartphones-13', '/category/:slug')).toBe(true);
    expect(routesCollide('/category/:id', '/category/:slug')).toBe(true);
    expect(routesCollide('/:campaign', '/cart')).toBe(true);
    expect(routesCollide('/category/smartphones-13/more', '/category/:slug')).toBe(false);
    expect(routesCollide('/category', '/category/:slug')).toBe(false);
    expect(routesCollide('/:a/b', '/c/:d')).toBe(true);
    expect(routesCollide('/:a/b', '/c/d')).toBe(false);
  });

  it('expands optional segments and lets a splat take the rest', () => {
    expect(routeVariants('/orders/:id?')).toEqual([['orders'], ['orders', ':']]);
    expect(routesCollide('/orders', '/orders/:id?')).toBe(true);
    expect(routesCollide('/orders/12', '/orders/:id?')).toBe(true);
    expect(routesCollide('/orders/12/x', '/orders/:id?')).toBe(false);
    expect(routesCollide('/docs/a/b/c', '/docs/*')).toBe(true);
    expect(routesCollide('/docs', '/docs/*')).toBe(true);
    expect(routesCollide('/blog/a', '/docs/*')).toBe(false);
  });
});

describe('routeClashes', () => {
  const live = [
    { path: '/cart', owner: 'mf-cart-checkout' },
    { path: '/category/:slug', owner: 'mf-catalog' },
    { path: '/customer', owner: 'mf-account' },
    { path: '/login', owner: 'shell' },
  ];

  it("names each route that takes another owner's address, and whose it is", () => {
    const table = [
      { path: '/customer', owner: 'mf-account' },
      { path: '/cart', owner: 'mf-account' },
      { path: '/en/login', owner: 'mf-account' },
    ];
    expect(routeClashes(table, live)).toEqual([
      { route: { path: '/cart', owner: 'mf-account' }, taken: { path: '/cart', owner: 'mf-cart-checkout' } },
      { route: { path: '/en/login', owner: 'mf-account' }, taken: { path: '/login', owner: 'shell' } },
    ]);
  });

  it("leaves an owner's own routes and free addresses alone", () => {
    expect(routeClashes([{ path: '/customer', owner: 'mf-account' }, { path: '/customer/orders/:id', owner: 'mf-account' }], live)).toEqual([]);
    expect(routeClashes([{ path: '/black-friday', owner: 'campaign black-friday' }], live)).toEqual([]);
  });
});
