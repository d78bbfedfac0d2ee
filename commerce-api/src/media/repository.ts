import type { Executor } from '../db/store.ts';

/** What a product image is drawn from: the product's attributes and its list of media files. */
export function mediaRepository(db: Executor) {
  return {
    async productImageSource(productId: number): Promise<{ id: number; attributes: string; media: string } | undefined> {
      return db.selectFrom('products').select(['id', 'attributes', 'media']).where('id', '=', productId).executeTakeFirst();
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
