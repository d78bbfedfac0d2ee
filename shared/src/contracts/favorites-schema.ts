import { Type } from 'typebox';

/**
 * The favourites on the wire, declared once: the back end validates requests and (outside
 * production) its answers with these schemas, the storefront reads their static types from
 * `favorites.ts`.
 */

/** `GET wishlist/mine`: the logged-in customer's favourites. */
export const WishlistSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      product_id: Type.Integer(),
      sku: Type.String(),
      name: Type.String(),
      url_key: Type.String(),
      price: Type.Number(),
      special_price: Type.Union([Type.Number(), Type.Null()]),
      final_price: Type.Number(),
      hide_price: Type.Boolean(),
      /** Same-origin media path, '' when the product has no image. */
      image: Type.String(),
      in_stock: Type.Boolean(),
      added_at: Type.String(),
    }),
  ),
  total_count: Type.Integer(),
});

/** `POST wishlist/mine/items`. */
export const AddFavoriteRequestSchema = Type.Object(
  { product_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);

/** `POST wishlist/mine/items` and `DELETE wishlist/mine/items/{productId}`: the product's state now. */
export const FavoriteChangeSchema = Type.Object({ product_id: Type.Integer(), in_wishlist: Type.Boolean() });
