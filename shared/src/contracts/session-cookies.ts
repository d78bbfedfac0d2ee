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
 * A login, code check, reset or refresh sent with this header (value `cookie`) answers with the
 * session in cookies and no token in its body. Without it the caller (an API client, a Magento
 * app) gets the bearer token as before.
 */
export const SESSION_MODE_HEADER = 'X-Session-Mode';
