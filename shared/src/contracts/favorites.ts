import type { Static } from 'typebox';
import type { AddFavoriteRequestSchema, WishlistSchema } from './favorites-schema';

/**
 * The favourites wire shapes, declared once as schemas (`favorites-schema.ts`, which the back end
 * validates with): the back end's `GET wishlist/mine` builds them and the storefront reads them.
 * Type imports only, so TypeBox never reaches the browser.
 */
export type FavoriteProduct = Static<typeof WishlistSchema>['items'][number];

/** `POST wishlist/mine/items` (sent by the favourites store). @internal */
export type AddFavoriteRequest = Static<typeof AddFavoriteRequestSchema>;
