/**
 * The browser's session on the wire (decision 044): HttpOnly cookies the back end sets and reads,
 * and the anti-forgery pair the API client echoes. Declared once for the back end and the client.
 */

/** The access token, HttpOnly: no script of the page can read it. */
export const SESSION_COOKIE = 'shop_session';
/** The refresh token, HttpOnly and sent only to the refresh call. */
export const REFRESH_COOKIE = 'shop_refresh';
/** The path the refresh cookie is sent to, and only to. */
export const REFRESH_COOKIE_PATH = '/api/auth/refresh';
/** The spec's double-submit pair: a cookie the page can read, echoed in a header on writes. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/**
 * The same value as a plain HTML form's hidden field: a form posted without scripts (the cart's
 * plain add) cannot set a header. The back end reads it only from a form's body, never in place
 * of the header on a script's JSON call. An empty value is the form's slot, which the server that
 * sends the page to a signed-in browser fills with that browser's own value (`withFormXsrf`).
 */
export const XSRF_FIELD = 'xsrf';

const EMPTY_XSRF_INPUT = `<input type="hidden" name="${XSRF_FIELD}" value=""/>`;
// base64url of a SHA-256 (`xsrfFor`): nothing that could close the attribute.
const XSRF_VALUE = /^[A-Za-z0-9_-]{43}$/;

/**
 * A rendered page's empty anti-forgery fields filled with the value of the browser it is sent
 * to (its readable cookie, which only this origin's pages can have set). Run on each answer,
 * after any shared cache: the value is that browser's alone. A value of the wrong shape (not one
 * the back end issues) leaves the fields empty, and the back end refuses such a post.
 */
export function withFormXsrf(html: string, xsrfCookie: string | null | undefined): string {
  if (!xsrfCookie || !XSRF_VALUE.test(xsrfCookie)) return html;
  return html.replaceAll(EMPTY_XSRF_INPUT, `<input type="hidden" name="${XSRF_FIELD}" value="${xsrfCookie}"/>`);
}
/**
 * A login, code check, reset or refresh sent with this header (value `cookie`) answers with the
 * session in cookies and no token in its body. Without it the caller (an API client, a Magento
 * app) gets the bearer token as before.
 */
export const SESSION_MODE_HEADER = 'X-Session-Mode';
