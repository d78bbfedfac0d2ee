import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext, FeatureModule } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HERO_FILE, mediaDir } from './campaign-hero.ts';
import { PRODUCT_IMAGE_WIDTHS, renderProductSvg, type ProductImageWidth } from './svg.ts';

const FILE = /-(\d{1,9})(?:_(\d))?\.svg$/;

/** `?w=` must be one of the served sizes: any width would let a client fill the cache. */
function widthOf(raw: string | undefined): ProductImageWidth {
  if (raw === undefined) return 600;
  const width = PRODUCT_IMAGE_WIDTHS.find((w) => String(w) === raw);
  if (!width) throw new ApiError(400, 'invalid_field', { fieldName: 'w', reason: PRODUCT_IMAGE_WIDTHS.join(', ') });
  return width;
}

/**
 * `/media/catalog/product/{a}/{b}/{slug}-{id}[_{view}].svg[?w=160|600]`: a light SVG drawn from
 * the product's data on request, at one of the served sizes (pages list them in `srcset`). The
 * file name carries the product id and never changes meaning, so the response is cacheable forever.
 */
export const mediaModule: FeatureModule = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const cache = new Map<string, { svg: string; etag: string }>();

  // `?w=` is checked by widthOf, to name the served sizes in the refusal.
  const schema = { params: Type.Object({ '*': Type.String() }), querystring: Type.Object({ w: Type.Optional(Type.String()) }) };
  app.withTypeProvider<TypeBoxTypeProvider>().get('/media/catalog/product/*', { schema }, async (request, reply) => {
    const path = request.params['*'];
    const match = FILE.exec(path);
    const row = match ? await ctx.repos.media.productImageSource(Number(match[1])) : undefined;
    // The whole path must be one this product really has (no aliases of other files).
    if (!row || !(JSON.parse(row.media) as { file: string }[]).some((m) => m.file === `/${path}`)) {
      throw new ApiError(404, 'no_such_entity', { fieldName: 'file', fieldValue: path.slice(0, 200) });
    }
    const view = Number(match?.[2] ?? 0);
    const width = widthOf(request.query.w);
    const key = `${row.id}:${view}:${width}`;
    let entry = cache.get(key);
    if (!entry) {
      const attributes = JSON.parse(row.attributes) as Record<string, string>;
      const svg = renderProductSvg({ id: row.id, brand: attributes['marque'] ?? '', kind: attributes['_kind'] ?? 'box', color: attributes['color'], view, width });
      entry = { svg, etag: `"p${row.id}-${view}-${width}-${svg.length}"` };
      if (cache.size > 5000) cache.clear();
      cache.set(key, entry);
    }
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', entry.etag)
      // The SVG is an image, never a document: no scripts even if opened directly.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(entry.svg);
  });

  // Campaign heroes uploaded from the console: named by their content, so cacheable forever.
  const heroes = join(mediaDir(ctx.store.engine === 'sqlite' ? ctx.store.connection.name : ''), 'campaigns');
  app.withTypeProvider<TypeBoxTypeProvider>().get('/media/campaigns/:file', { schema: { params: Type.Object({ file: Type.String({ maxLength: 64 }) }) } }, async (request, reply) => {
    const { file } = request.params;
    const bytes = HERO_FILE.test(file) ? await readFile(join(heroes, file)).catch(() => null) : null;
    if (!bytes) throw new ApiError(404, 'no_such_entity', { fieldName: 'file', fieldValue: file });
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
};
