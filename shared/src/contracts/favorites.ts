/**
 * The favourites wire shape, declared once: the back end's `GET wishlist/mine` builds it and the
 * storefront reads it. Types only (no imports), so the back end loads this file as it is.
 */
export interface FavoriteProduct {
  product_id: number;
  sku: string;
  name: string;
  url_key: string;
  price: number;
  special_price: number | null;
  final_price: number;
  hide_price: boolean;
  /** Same-origin media path, '' when the product has no image. */
  image: string;
  in_stock: boolean;
  added_at: string;
}
