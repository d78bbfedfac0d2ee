import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext, FeatureModule } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HERO_FILE, mediaDir } from './campaign-hero.ts';
import { HOME_CATEGORY_ID } from '../catalog/categories.ts';
import { PICTURE_FILE, PRODUCT_IMAGE_WIDTHS, pictureMaker, shotSpec, type PictureFormat, type PictureMaker, type ProductImageWidth } from './product-picture.ts';

/** The flash sale's list, shown on the home under the banners. */
const FLASH_SALE_CATEGORY_ID = 2412;

/**
 * Draws the home's pictures (its selection and the flash sale, first view, the sizes a phone and
 * a computer pick) one after the other once the service runs: the first visitor of a new store
 * would otherwise wait for a hundred drawings at once. The rest are drawn as they are asked for.
 */
async function warmHomePictures(ctx: AppContext, pictures: PictureMaker): Promise<number> {
  let made = 0;
  for (const row of await ctx.repos.media.listedPictureSources([HOME_CATEGORY_ID, FLASH_SALE_CATEGORY_ID], 150)) {
    const main = (JSON.parse(row.media) as { file: string; view: number }[])[0];
    if (!main || /-u[0-9a-f]{16}\.jpg$/.test(main.file)) continue;
    for (const width of [160, 600] as const) await pictures.generated(shotSpec(row), main.view, width, 'webp');
    made++;
  }
  return made;
}

/** `?w=` must be one of the served sizes: any width would let a client fill the cache. */
function widthOf(raw: string | undefined): ProductImageWidth {
  if (raw === undefined) return 600;
  const width = PRODUCT_IMAGE_WIDTHS.find((w) => String(w) === raw);
  if (!width) throw new ApiError(400, 'invalid_field', { fieldName: 'w', reason: PRODUCT_IMAGE_WIDTHS.join(', ') });
  return width;
}

/** `.webp` asks for WebP; the gallery's own name gets WebP when the browser takes it, JPEG otherwise. */
function formatOf(extension: string, request: FastifyRequest): PictureFormat {
  if (extension === 'webp') return 'webp';
  return String(request.headers.accept ?? '').includes('image/webp') ? 'webp' : 'jpeg';
}

/** The folder uploaded media and made pictures live in (beside the SQLite file, or `MEDIA_DIR`). */
export const mediaRoot = (ctx: AppContext) => mediaDir(ctx.store.engine === 'sqlite' ? ctx.store.connection.name : '');

/**
 * `/media/catalog/product/{a}/{b}/{slug}-{id}[_{view}][-u{hash}].jpg[?w=160|600|1200]`: the
 * product's picture (generated, or uploaded when the name carries its hash), at one of the served
 * sizes (pages list them in `srcset`), WebP for browsers that take it (`Vary: Accept`), JPEG for
 * the others; the same name in `.webp` is always WebP. A name never changes meaning (an upload is
 * a new name), so the response is cacheable forever.
 */
export const mediaModule: FeatureModule = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const pictures = pictureMaker(join(mediaRoot(ctx), 'catalog-cache'));
  if (ctx.config.mode !== 'test') {
    app.addHook('onReady', async () => {
      warmHomePictures(ctx, pictures).catch((error: unknown) => app.log.warn({ err: error }, 'home pictures not drawn ahead; drawn as they are asked for'));
    });
  }

  // `?w=` is checked by widthOf, to name the served sizes in the refusal.
  const schema = { params: Type.Object({ '*': Type.String() }), querystring: Type.Object({ w: Type.Optional(Type.String()) }) };
  app.withTypeProvider<TypeBoxTypeProvider>().get('/media/catalog/product/*', { schema }, async (request, reply) => {
    const path = request.params['*'];
    const match = PICTURE_FILE.exec(path);
    const row = match ? await ctx.repos.media.productImageSource(Number(match[1])) : undefined;
    const listed = `/${match?.[4] === 'webp' ? path.replace(/\.webp$/, '.jpg') : path}`;
    // The whole path must be one this product really has (no aliases of other files).
    if (!match || !row || !(JSON.parse(row.media) as { file: string }[]).some((m) => m.file === listed)) {
      throw new ApiError(404, 'no_such_entity', { fieldName: 'file', fieldValue: path.slice(0, 200) });
    }
    const width = widthOf(request.query.w);
    const format = formatOf(match[4]!, request);
    const hash = match[3];
    const picture = hash
      ? await pictures.uploaded(hash, () => ctx.repos.media.uploadedPicture(row.id, hash), width, format)
      : await pictures.generated(shotSpec(row), Number(match[2] ?? 0), width, format);
    if (!picture) throw new ApiError(404, 'no_such_entity', { fieldName: 'file', fieldValue: path.slice(0, 200) });
    if (match[4] !== 'webp') reply.header('vary', 'Accept');
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', picture.etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === picture.etag) return reply.status(304).send();
    return reply.header('content-type', format === 'webp' ? 'image/webp' : 'image/jpeg').send(picture.bytes);
  });

  // Campaign heroes uploaded from the console: named by their content, so cacheable forever.
  const heroes = join(mediaRoot(ctx), 'campaigns');
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
