/**
 * The guest cart's masked id as a cookie, beside the browser's stored copy: a page posted as a
 * plain form before its scripts run (or without them) adds to the same cart the scripts use.
 * Not HttpOnly: the shell keeps it in step with its own store. SameSite=Lax, so a form posted
 * from another site never carries it.
 */
export const CART_COOKIE = 'shop_cart';

/**
 * `POST` as `application/x-www-form-urlencoded` (`sku`, `qty`, `back`): adds a line to the
 * cookie's guest cart (a new one when there is none) and answers 303 to `back`, the page the form
 * was on. Add-to-cart forms post here, so the button works before the scripts have run.
 */
export const CART_FORM_PATH = '/api/cart/add';
