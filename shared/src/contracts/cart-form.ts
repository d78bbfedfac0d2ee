/**
 * The guest cart's masked id as a cookie, beside the browser's stored copy: a page posted as a
 * plain form before its scripts run (or without them) adds to the same cart the scripts use.
 * Not HttpOnly: the shell keeps it in step with its own store. SameSite=Lax, so a form posted
 * from another site never carries it.
 */
export const CART_COOKIE = 'shop_cart';

/**
 * `POST` as `application/x-www-form-urlencoded` (`sku`, `qty`, `back`, and `xsrf` for a signed-in
 * shopper): adds a line to the signed-in shopper's cart, else the cookie's guest cart (a new one
 * when there is none), and answers 303 to `back`, the page the form was on (with
 * `CART_REFUSED_PARAM` when the cart's rules refused the line). Add-to-cart forms post here, so
 * the button works before the scripts have run.
 */
export const CART_FORM_PATH = '/api/cart/add';

/**
 * Set on the page a plain add sends the shopper back to when the cart's rules refused the line
 * (`?cart_refused=options`), so the page says why instead of the browser showing an error body.
 */
export const CART_REFUSED_PARAM = 'cart_refused';

/** Why a plain add was refused, as the page words it: options to choose, a quantity, the stock, anything else. */
const CART_REFUSALS = ['options', 'quantity', 'stock', 'other'] as const;
export type CartRefusal = (typeof CART_REFUSALS)[number];

/** The refusal a page's URL reports, or null. */
export function cartRefusalOf(search: URLSearchParams): CartRefusal | null {
  const value = search.get(CART_REFUSED_PARAM);
  return (CART_REFUSALS as readonly string[]).includes(value ?? '') ? (value as CartRefusal) : null;
}
