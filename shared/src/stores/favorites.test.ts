import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/client';
import { bus } from '../events';
import { setLocale } from './locale';
import { clearSession, setSession } from './session';
import { $toasts } from './toast';
import { $favorites, PENDING_FAVORITE_KEY, fetchFavorites, loadFavoriteIds, toggleFavorite } from './favorites';

// A wishlist held by a tiny HTTP server with the back end's answers, so the real client (paths,
// session header, JSON) is exercised; the back end's own rules are covered by its API tests.
let server: Server;
let list: number[] = [];
let failWrites = false;
const calls: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls.push(`${req.method} ${req.url} ${req.headers['x-xsrf-token'] ?? ''}`);
      // oxlint-disable-next-line unicorn/consistent-function-scoping -- answers this request's `res`
      const send = (status: number, payload: unknown) => res.writeHead(status, { 'content-type': 'application/json', ...cors }).end(JSON.stringify(payload));
      if (failWrites && req.method !== 'GET') return send(500, { message: 'boom' });
      if (req.method === 'GET') return send(200, { items: list.map((id) => ({ product_id: id, sku: `SKU-${id}` })), total_count: list.length });
      if (req.method === 'POST') {
        const id = (JSON.parse(body) as { product_id: number }).product_id;
        if (!list.includes(id)) list.push(id);
        return send(200, { product_id: id, in_wishlist: true });
      }
      const id = Number(req.url?.split('/').pop());
      list = list.filter((x) => x !== id);
      return send(200, { product_id: id, in_wishlist: false });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` });
});
afterAll(async () => {
  configureApi({ baseUrl: '' });
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  setLocale('fr');
  list = [];
  failWrites = false;
  calls.length = 0;
  sessionStorage.clear();
});
afterEach(() => {
  clearSession();
  bus.emit('auth:logged-out', {});
  $toasts.set([]);
});

describe('favourites contract', () => {
  it('reads the ids once for a logged-in customer, and toggles within the session', async () => {
    list = [7];
    document.cookie = 'XSRF-TOKEN=tok-123; path=/'; setSession(null);
    await loadFavoriteIds();
    await loadFavoriteIds();
    expect($favorites.get()).toEqual({ status: 'ready', ids: [7] });
    expect(calls.filter((c) => c.startsWith('GET'))).toHaveLength(1);
    const heard = vi.fn<(payload: { productId: number; favorite: boolean }) => void>();
    const off = bus.on('favorites:changed', heard);
    expect(await toggleFavorite(9)).toBe('added');
    expect(await toggleFavorite(7)).toBe('removed');
    off();
    expect($favorites.get().ids).toEqual([9]);
    expect(list).toEqual([9]);
    expect(calls).toContain('POST /rest/fr/V1/wishlist/mine/items tok-123');
    expect(heard.mock.calls.map(([p]) => p)).toEqual([{ productId: 9, favorite: true }, { productId: 7, favorite: false }]);
  });

  it('steps back when the server refuses', async () => {
    document.cookie = 'XSRF-TOKEN=tok-123; path=/'; setSession(null);
    failWrites = true;
    await expect(toggleFavorite(5)).rejects.toMatchObject({ status: 500 });
    expect($favorites.get().ids).toEqual([]);
  });

  it('keeps a guest heart until the login, then adds it and says so', async () => {
    expect(await toggleFavorite(42)).toBe('login-required');
    expect(calls).toEqual([]);
    expect(sessionStorage.getItem(PENDING_FAVORITE_KEY)).toBe('42');
    document.cookie = 'XSRF-TOKEN=tok-456; path=/'; setSession(null);
    bus.emit('auth:logged-in', { customerId: 1 });
    const items = await fetchFavorites();
    expect(items.map((i) => i.product_id)).toEqual([42]);
    expect(sessionStorage.getItem(PENDING_FAVORITE_KEY)).toBeNull();
    expect($toasts.get().map((t) => t.message)).toEqual(['Ajouté à vos favoris']);
  });
});
