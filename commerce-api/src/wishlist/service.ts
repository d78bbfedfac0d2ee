import type { AppContext } from '../context.ts';
import { finalPrice } from '../catalog/snapshot.ts';
import type { Locale } from '../http/locale.ts';
import type { FavoriteProduct } from '@shop/shared/contracts/favorites';

const MEDIA_BASE = '/media/catalog/product';

/**
 * The customer's list, newest first. A product deleted from the catalogue already left it (foreign
 * key); one disabled or hidden since is dropped here, so it does not come back if re-enabled.
 */
export async function readWishlist(ctx: AppContext, customerId: number, locale: Locale): Promise<FavoriteProduct[]> {
  const rows = await ctx.repos.wishlist.list(customerId);
  await ctx.repos.wishlist.removeMany(
    customerId,
    rows.filter((r) => !r.listed).map((r) => r.product_id),
  );
  const now = ctx.now().getTime();
  return rows
    .filter((r) => r.listed)
    .map((r) => {
      const attributes = JSON.parse(r.attributes) as Record<string, string>;
      const { final, special } = finalPrice({ price: r.price, type_id: r.type_id, attributes }, now);
      return {
        product_id: r.product_id,
        sku: r.sku,
        name: locale === 'fr' ? r.name_fr : r.name_en,
        url_key: r.url_key,
        price: r.price,
        special_price: special,
        final_price: final,
        // Magento's hide-price attribute: the value 0 means the price is not shown.
        hide_price: attributes['hide_price'] === '0',
        image: attributes['image'] ? `${MEDIA_BASE}${attributes['image']}` : '',
        in_stock: r.is_in_stock === 1,
        added_at: r.added_at,
      };
    });
}
