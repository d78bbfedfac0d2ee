import { Type } from 'typebox';
import { AddFavoriteRequestSchema, FavoriteChangeSchema, WishlistSchema } from '@shop/shared/contracts/favorites-schema';
import type { FeatureModule } from '../context.ts';
import { requireCustomer } from '../auth/guard.ts';
import { magentoRoute, missing } from '../auth/rest.ts';
import { badRequest } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { defineMessages } from '../http/messages.ts';
import { catalogueView, useCatalogueView } from '../prime/hooks.ts';
import { nowText } from '../auth/clock.ts';
import { readWishlist } from './service.ts';

const msg = defineMessages({
  wishlist_product_unavailable: { fr: "Ce produit n'est plus disponible.", en: 'This product is no longer available.' },
  wishlist_full: { fr: 'Votre liste de favoris est pleine (%max produits).', en: 'Your favourites list is full (%max products).' },
  wishlist_item_missing: { fr: "Ce produit n'est pas dans vos favoris.", en: 'This product is not in your favourites.' },
});

/** A bound so one account cannot grow a list without end. */
const WISHLIST_MAX = 200;

/** Favourites: the logged-in customer's own list only (the token says whose). */
export const wishlistModule: FeatureModule = async (app, { ctx }) => {
  useCatalogueView(app, ctx);
  magentoRoute(app, 'GET', 'wishlist/mine', { schema: { response: { 200: WishlistSchema } } }, async (request) => {
    const customerId = requireCustomer(ctx, request);
    // A private sale above the customer's tier is not shown (its price is the tier's secret).
    const hidden = catalogueView(ctx, request).hidden;
    const items = (await readWishlist(ctx, customerId, localeOf(request))).filter((item) => !hidden.includes(item.product_id));
    return { items, total_count: items.length };
  });

  magentoRoute(
    app,
    'POST',
    'wishlist/mine/items',
    { schema: { body: AddFavoriteRequestSchema, response: { 200: FavoriteChangeSchema } } },
    async (request) => {
      const customerId = requireCustomer(ctx, request);
      const productId = await ctx.repos.wishlist.listedProductId(request.body.product_id);
      // Unknown, disabled, or a private sale the customer's tier may not see: the same answer for all.
      if (productId === null || catalogueView(ctx, request).hidden.includes(productId)) throw missing(msg('wishlist_product_unavailable'));
      if ((await ctx.repos.wishlist.countOthers(customerId, productId)) >= WISHLIST_MAX) throw badRequest(msg('wishlist_full'), { max: WISHLIST_MAX });
      await ctx.repos.wishlist.add(customerId, productId, nowText(ctx));
      return { product_id: productId, in_wishlist: true };
    },
  );

  const params = Type.Object({ productId: Type.String() });
  magentoRoute(app, 'DELETE', 'wishlist/mine/items/:productId', { schema: { params, response: { 200: FavoriteChangeSchema } } }, async (request) => {
    const customerId = requireCustomer(ctx, request);
    const raw = request.params.productId;
    if (!/^\d{1,10}$/.test(raw)) throw badRequest('invalid_field', { fieldName: 'productId', reason: 'integer expected' });
    if (!(await ctx.repos.wishlist.remove(customerId, Number(raw)))) throw missing(msg('wishlist_item_missing'));
    return { product_id: Number(raw), in_wishlist: false };
  });
};
