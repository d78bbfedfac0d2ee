import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelName, shotSpec } from '../src/media/product-picture.ts';
import { productShotSvg } from '../src/media/product-shot.ts';
import type { PictureSource } from '../src/media/repository.ts';
import { useTestServer } from './support/server.ts';

/**
 * Product pictures (issue 30, point 1): a generated shot per model in several views, WebP with a
 * JPEG fallback at 160, 600 and 1200 px, and the merchant's upload from the console.
 */
const CREDENTIAL = 'pictures-test-server-credential-0123456789';
process.env['CAMPAIGN_ADMIN_TOKEN'] = CREDENTIAL;
afterAll(() => {
  delete process.env['CAMPAIGN_ADMIN_TOKEN'];
});

const api = useTestServer();
/** A product as the picture routes read it. */
type Row = PictureSource;
let rows: Row[];
const filesOf = (row: Row) => (JSON.parse(row.media) as { file: string; view: number }[]);
const kindOf = (row: Row) => (JSON.parse(row.attributes) as Record<string, string>)['_kind'];
const picture = (file: string, query = '', accept = 'image/avif,image/webp,*/*') => fetch(`${api.server.url}/media/catalog/product${file}${query}`, { headers: { accept } });

beforeAll(async () => {
  rows = await api.store.db.selectFrom('products').select(['id', 'sku', 'name_fr', 'attributes', 'extension', 'media']).orderBy('id').execute();
});

describe('generated product shots', () => {
  it('never gives two products of different models the same picture, in any view', () => {
    const modelsOf = new Map<string, Set<string>>();
    let drawn = 0;
    for (const row of rows) {
      const spec = shotSpec(row);
      for (const { view } of filesOf(row)) {
        const key = createHash('sha256').update(productShotSvg(spec, view, 600)).digest('hex');
        modelsOf.set(key, (modelsOf.get(key) ?? new Set()).add(modelName(row.name_fr)));
        drawn++;
      }
    }
    expect(drawn).toBeGreaterThan(5000);
    const shared = [...modelsOf.values()].filter((models) => models.size > 1).map((models) => [...models]);
    expect(shared).toEqual([]);
  });

  it('tells a cheap Tecno from an iPhone: phones of different models differ as served pictures too', async () => {
    const phones = new Map<string, Row>();
    for (const row of rows) if (kindOf(row) === 'phone' && filesOf(row).length > 0 && !phones.has(modelName(row.name_fr))) phones.set(modelName(row.name_fr), row);
    const sample = [...phones.values()].filter((_, i) => i % 7 === 0).slice(0, 12);
    expect(sample.length).toBeGreaterThanOrEqual(10);
    const hashes = new Set<string>();
    for (const row of sample) {
      const res = await picture(filesOf(row)[0]!.file, '?w=160');
      expect(res.status).toBe(200);
      hashes.add(createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex'));
    }
    expect(hashes.size).toBe(sample.length);
  });

  it('names the model: brand, model and its features, without the colour or the Prime prefix', () => {
    expect(modelName('Apple iPhone 13 - 6,1" - 128 Go ROM - 4 Go RAM - 12 MP - Argent')).toBe('Apple iPhone 13 - 6,1" - 128 Go ROM - 4 Go RAM - 12 MP');
    expect(modelName('T-shirt coton (lot de 3) H&M - Motif toghu - Violet / XXL')).toBe('T-shirt coton (lot de 3) H&M - Motif toghu');
    expect(modelName('Édition Prime · Console Microsoft Xbox Series S 512 Go + 2 manettes')).toBe('Console Microsoft Xbox Series S 512 Go + 2 manettes');
    const spec = shotSpec({ name_fr: 'Apple iPhone 13 - 6,1" - 128 Go ROM - Bleu', attributes: JSON.stringify({ _kind: 'phone', marque: 'Apple', color: '9306' }), extension: '{}' });
    expect(spec).toMatchObject({ kind: 'phone', brand: 'Apple', title: 'iPhone 13', detail: '6,1" · 128 Go ROM', body: '#1E4FD8' });
  });
});

describe('GET /media/catalog/product/… sizes and formats', () => {
  let file: string;
  beforeAll(() => {
    file = filesOf(rows.find((r) => filesOf(r).length > 0)!)[0]!.file;
  });

  it('serves WebP to browsers that take it and JPEG to the others, at 160, 600 and 1200 px', async () => {
    expect(file).toMatch(/\.jpg$/);
    for (const [query, width] of [['?w=160', 160], ['', 600], ['?w=600', 600], ['?w=1200', 1200]] as const) {
      const webp = await picture(file, query);
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect(webp.headers.get('vary')).toContain('Accept');
      expect(webp.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
      const jpeg = await picture(file, query, 'image/jpeg,image/png,*/*;q=0.5');
      expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
      const jpegMeta = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
      expect([jpegMeta.format, jpegMeta.width]).toEqual(['jpeg', width]);
    }
    const named = await picture(file.replace(/\.jpg$/, '.webp'), '?w=160', '*/*');
    expect(named.headers.get('content-type')).toBe('image/webp');
  });

  it('revalidates with its validator, per size and format', async () => {
    const first = await picture(file, '?w=160');
    const again = await fetch(`${api.server.url}/media/catalog/product${file}?w=160`, { headers: { accept: 'image/webp', 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const jpeg = await picture(file, '?w=160', 'image/jpeg');
    expect(jpeg.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('refuses a size it does not serve with a 400 and a message, and files a product does not have with a 404', async () => {
    for (const w of ['0', '161', '10000', 'abc', '']) {
      const res = await picture(file, `?w=${w}`);
      expect(res.status, `w=${w}`).toBe(400);
      expect(((await res.json()) as { parameters: Record<string, string> }).parameters).toMatchObject({ fieldName: 'w', reason: '160, 600, 1200' });
    }
    expect((await picture('/x/y/other-42.jpg')).status).toBe(404);
    expect((await picture(file.replace(/\.jpg$/, '-u0123456789abcdef.jpg'))).status).toBe(404);
    expect((await picture('/../../etc/passwd')).status).toBe(404);
  });
});

const call = async (method: string, url: string, body?: unknown, session?: string) => {
  const res = await fetch(`${api.server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${CREDENTIAL}`, ...(session ? { 'x-operator-session': session } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
};
const upload = (sku: string, bytes: Buffer, session: string | undefined, { view = '0', type = 'image/jpeg', locale = 'en' } = {}) =>
  fetch(`${api.server.url}/api/operator/product-pictures/${encodeURIComponent(sku)}?view=${view}&locale=${locale}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${CREDENTIAL}`, 'content-type': type, ...(session ? { 'x-operator-session': session } : {}) },
    body: new Uint8Array(bytes),
  });
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fff"/></svg>`) }]).jpeg().toBuffer();


describe('POST /api/operator/product-pictures/{sku} (console upload)', () => {
  let admin: string;
  let clerk: string;
  beforeAll(async () => {
    expect((await call('POST', '/api/operator/bootstrap', { password: 'pictures admin password' })).status).toBeLessThan(300);
    admin = (await call('POST', '/api/operator/sessions', { login: 'admin', password: 'pictures admin password' })).body['token'] as string;
    expect((await call('POST', '/api/operator/accounts', { login: 'clerk', password: 'a clerk password 123', roles: ['campaigns'] }, admin)).status).toBe(201);
    clerk = (await call('POST', '/api/operator/sessions', { login: 'clerk', password: 'a clerk password 123' })).body['token'] as string;
  });

  it('replaces the slot with the photo made square at every size, under a new name, and logs who did it', async () => {
    const product = rows.find((r) => r.media.includes('"view":1') && kindOf(r) === 'tv')!;
    const res = await upload(product.sku, await photo(2000, 1500), admin);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { file: string; url: string; width: number; height: number };
    expect([body.width, body.height]).toEqual([1200, 900]);
    expect(body.file).toMatch(new RegExp(`-${product.id}-u[0-9a-f]{16}\\.jpg$`));
    const stored = await api.store.db.selectFrom('products').select(['media', 'attributes']).where('id', '=', product.id).executeTakeFirstOrThrow();
    const gallery = JSON.parse(stored.media) as { file: string; view: number }[];
    expect(gallery.find((m) => m.view === 0)!.file).toBe(body.file);
    expect(gallery.find((m) => m.view === 1)!.file).toBe(filesOf(product).find((m) => m.view === 1)!.file);
    expect(JSON.parse(stored.attributes).image).toBe(body.file);
    for (const [w, accept, format] of [[160, 'image/webp', 'webp'], [600, 'image/jpeg', 'jpeg'], [1200, 'image/webp', 'webp']] as const) {
      const served = await picture(body.file, `?w=${w}`, accept);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, w, w]);
    }
    // The shopper's listing shows it: the catalogue's caches moved with the row.
    const listed = (await (await fetch(`${api.server.url}/rest/fr/V1/products/${encodeURIComponent(product.sku)}`)).json()) as { media_gallery_entries: { file: string }[] };
    expect(listed.media_gallery_entries.map((m) => m.file)).toContain(body.file);
    const log = await call('GET', '/api/operator/audit?limit=5', undefined, admin);
    expect((log.body['items'] as { login: string; action: string; subject: string }[])[0]).toMatchObject({ login: 'admin', action: 'product-picture' });
  });

  it('adds a slot the gallery did not have', async () => {
    const product = rows.find((r) => filesOf(r).length === 1 && r.sku.length < 40)!;
    const res = await upload(product.sku, await photo(800, 800), admin, { view: '3', type: 'image/png' });
    expect(res.status).toBe(201);
    const gallery = JSON.parse((await api.store.db.selectFrom('products').select('media').where('id', '=', product.id).executeTakeFirstOrThrow()).media) as { view: number; position: number }[];
    expect(gallery.map((m) => m.view)).toEqual([0, 3]);
  });

  it('refuses what is not a picture, a picture too small or too large, an unknown SKU and a slot out of range, with a message', async () => {
    const sku = rows[0]!.sku;
    const notImage = await upload(sku, Buffer.from('%PDF-1.4 not a picture'), admin);
    expect(notImage.status).toBe(400);
    expect(((await notImage.json()) as { message: string }).message).toContain('not a readable picture');
    const small = await upload(sku, await photo(200, 150), admin, { locale: 'fr' });
    expect(small.status).toBe(400);
    expect(await small.json()).toMatchObject({ message: expect.stringContaining('au moins %minimum px') as unknown, parameters: { width: 200, height: 150, minimum: 300 } });
    const huge = await upload(sku, Buffer.alloc(13 * 1024 * 1024, 1), admin);
    expect(huge.status).toBe(413);
    expect((await upload('NO-SUCH-SKU', await photo(400, 400), admin)).status).toBe(404);
    expect((await upload(sku, await photo(400, 400), admin, { view: '9' })).status).toBe(400);
  });

  it('is for administrators only: another role gets 403, no session 401, and nothing changes', async () => {
    const product = rows[5]!;
    expect((await upload(product.sku, await photo(400, 400), clerk)).status).toBe(403);
    expect((await upload(product.sku, await photo(400, 400), undefined)).status).toBe(401);
    const stored = await api.store.db.selectFrom('products').select('media').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(stored.media).toBe(product.media);
  });
});

describe('GET /api/campaigns (home banners)', () => {
  it('gives the running campaigns their picture, a product shot the media route serves', async () => {
    const list = (await (await fetch(`${api.server.url}/api/campaigns?locale=fr`)).json()) as { items: { slug: string; status: string; hero_image?: string | null }[] };
    const running = list.items.filter((c) => c.status === 'in_progress');
    expect(running.length).toBeGreaterThan(0);
    const pictured = running.filter((c) => c.hero_image);
    expect(pictured.length).toBe(running.length);
    const res = await fetch(`${api.server.url}${pictured[0]!.hero_image!}?w=160`, { headers: { accept: 'image/webp' } });
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });
});
