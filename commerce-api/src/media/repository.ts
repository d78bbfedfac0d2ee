import type { Executor } from '../db/store.ts';

/** What a product picture is drawn from: the product's name, attributes and gallery. */
export interface PictureSource {
  id: number;
  sku: string;
  name_fr: string;
  attributes: string;
  extension: string;
  media: string;
}

export function mediaRepository(db: Executor) {
  return {
    async productImageSource(productId: number): Promise<PictureSource | undefined> {
      return db.selectFrom('products').select(['id', 'sku', 'name_fr', 'attributes', 'extension', 'media']).where('id', '=', productId).executeTakeFirst();
    },

    /** The products of the given lists (home selection, flash sale), in their order: the pictures a first visit shows. */
    async listedPictureSources(categoryIds: number[], limit: number): Promise<PictureSource[]> {
      return db
        .selectFrom('products')
        .innerJoin('product_categories', 'product_categories.product_id', 'products.id')
        .select(['products.id', 'products.sku', 'products.name_fr', 'products.attributes', 'products.extension', 'products.media'])
        .where('product_categories.category_id', 'in', categoryIds)
        .orderBy('product_categories.category_id')
        .orderBy('product_categories.position')
        .limit(limit)
        .execute();
    },

    async productBySku(sku: string): Promise<PictureSource | undefined> {
      return db.selectFrom('products').select(['id', 'sku', 'name_fr', 'attributes', 'extension', 'media']).where('sku', '=', sku).executeTakeFirst();
    },

    /** An uploaded picture's master, if `hash` is one of the product's. */
    async uploadedPicture(productId: number, hash: string): Promise<Buffer | undefined> {
      const row = await db.selectFrom('product_pictures').select('image').where('product_id', '=', productId).where('hash', '=', hash).executeTakeFirst();
      return row?.image;
    },

    /** Stores a master once (the same picture uploaded again is the same row). */
    async saveUploadedPicture(row: { product_id: number; hash: string; image: Buffer; width: number; height: number; uploaded_at: string; uploaded_by: string }): Promise<void> {
      await db.insertInto('product_pictures').values(row).onConflict((oc) => oc.columns(['product_id', 'hash']).doNothing()).execute();
    },

    /**
     * Replaces the gallery and image attributes only if the gallery is still `expected`: two
     * uploads at once each read the gallery, and the later write must not undo the earlier.
     */
    async replaceGallery(productId: number, expected: string, media: string, attributes: string, updatedAt: string): Promise<boolean> {
      const result = await db.updateTable('products').set({ media, attributes, updated_at: updatedAt }).where('id', '=', productId).where('media', '=', expected).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
