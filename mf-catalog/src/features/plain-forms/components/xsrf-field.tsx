import { XSRF_FIELD } from '@shop/shared/contracts/session-cookies';

/**
 * The anti-forgery slot of a form that posts without scripts (the cart's plain add). The server
 * renders it empty, the same for every visitor (the page may be cached); the store fills it with
 * a signed-in browser's own value as it sends the page (`withFormXsrf`), and the back end checks
 * it with the session as it checks the header. Uncontrolled, so hydration keeps that value.
 */
export function XsrfField() {
  return <input type="hidden" name={XSRF_FIELD} defaultValue="" />;
}
