import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import type { StoredMedia } from '../catalog/stored-product.ts';
import { ApiError, badRequest, conflict } from '../http/errors.ts';
import { defineMessages } from '../http/messages.ts';
import { slugify } from '../catalog/slug.ts';
import { PICTURE_MAX_BYTES, pictureMaster } from './product-picture.ts';
import type { PictureSource } from './repository.ts';

const msg = defineMessages({
  product_picture_unreadable: { fr: "Ce fichier n'est pas une image lisible (JPEG, PNG, WebP, AVIF ou GIF).", en: 'This file is not a readable picture (JPEG, PNG, WebP, AVIF or GIF).' },
  product_picture_too_small: { fr: "L'image fait %width × %height px : il faut au moins %minimum px sur son grand côté.", en: 'The picture is %width × %height px: its longer side must be at least %minimum px.' },
  product_picture_unknown_sku: { fr: 'Aucun produit avec la référence « %sku ».', en: 'No product with the SKU "%sku".' },
  product_picture_busy: { fr: "La galerie de ce produit change en ce moment : réessayez.", en: "This product's gallery is being changed right now: try again." },
});

/** The image attributes that name the gallery's first picture (tiles, cart, search). */
const MAIN_IMAGE_ATTRIBUTES = ['image', 'small_image', 'thumbnail', 'swatch_image'];
/** A product page shows at most this many pictures from the console (slots 0 to 5). */
const VIEWS = 6;

/** The gallery with `file` in slot `view` (replacing what was there, or added after the others). */
function withPicture(media: StoredMedia[], view: number, file: string): StoredMedia[] {
  const at = media.findIndex((m) => m.view === view);
  if (at >= 0) return media.map((m, i) => (i === at ? { ...m, file, disabled: false } : m));
  const id = Math.max(0, ...media.map((m) => m.id)) + 1;
  const position = Math.max(0, ...media.map((m) => m.position)) + 1;
  return [...media, { id, file, position, disabled: false, types: view === 0 ? [...MAIN_IMAGE_ATTRIBUTES] : [], view }];
}

/** The uploaded picture's gallery name: the product's own (slug, id, slot) plus the picture's hash. */
function pictureFile(product: PictureSource, view: number, hash: string): string {
  const slug = slugify(product.sku).slice(0, 60);
  return `/${slug[0] ?? 'p'}/${slug[1] ?? 'r'}/${slug}-${product.id}${view ? `_${view}` : ''}-u${hash}.jpg`;
}

interface Operators {
  operator: (request: FastifyRequest, role: 'admin') => Promise<{ login: string }>;
  audit: (request: FastifyRequest, login: string, action: string, subject: string) => Promise<unknown>;
}

/**
 * `POST /api/operator/product-pictures/{sku}?view=0…5`, the photo's bytes typed `image/…`: a
 * merchant's real photo replaces the generated shot in that slot of the gallery. Made upright and
 * fitted within 1200 px by sharp, kept in the database, then served at the same sizes and formats
 * as the generated ones under a new name (old URLs stay valid and cached). Administrators only,
 * written to the audit log.
 */
export function registerPictureUpload(untyped: FastifyInstance, ctx: AppContext, { operator, audit }: Operators): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.post(
    '/api/operator/product-pictures/:sku',
    {
      bodyLimit: PICTURE_MAX_BYTES,
      schema: { params: Type.Object({ sku: Type.String({ minLength: 1, maxLength: 64 }) }), querystring: Type.Object({ view: Type.Optional(Type.String({ pattern: `^[0-${VIEWS - 1}]$` })) }) },
    },
    async (request, reply) => {
      const admin = await operator(request, 'admin');
      const { sku } = request.params;
      const view = Number(request.query.view ?? 0);
      const found = await ctx.repos.media.productBySku(sku);
      if (!found) throw new ApiError(404, msg('product_picture_unknown_sku'), { sku });
      if (!Buffer.isBuffer(request.body)) throw badRequest(msg('product_picture_unreadable'));
      const master = await pictureMaster(request.body);
      if (!master.ok) throw badRequest(msg(master.error.key), master.error.parameters);
      const { image, hash, width, height } = master.value;
      const now = nowText(ctx);
      await ctx.repos.media.saveUploadedPicture({ product_id: found.id, hash, image, width, height, uploaded_at: now, uploaded_by: admin.login });
      const file = pictureFile(found, view, hash);
      let product: PictureSource | undefined = found;
      // The gallery is replaced only if unchanged since it was read: a concurrent upload's
      // picture is kept, this one goes into the gallery as it now is.
      for (let attempt = 0; attempt < 5 && product; attempt++) {
        const media = withPicture(JSON.parse(product.media) as StoredMedia[], view, file);
        const attributes = JSON.parse(product.attributes) as Record<string, string>;
        if (view === 0) for (const key of MAIN_IMAGE_ATTRIBUTES) attributes[key] = file;
        if (await ctx.repos.media.replaceGallery(product.id, product.media, JSON.stringify(media), JSON.stringify(attributes), now)) {
          await audit(request, admin.login, 'product-picture', `${sku} #${view}: ${file}`);
          return reply.code(201).send({ file, url: `/media/catalog/product${file}`, width, height });
        }
        product = await ctx.repos.media.productBySku(sku);
      }
      throw conflict(msg('product_picture_busy'));
    },
  );
}
