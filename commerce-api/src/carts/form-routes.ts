import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CART_COOKIE, CART_FORM_PATH, CART_REFUSED_PARAM, type CartRefusal } from '@shop/shared/contracts/cart-form';
import type { AppContext } from '../context.ts';
import { sessionIfValid } from '../auth/guard.ts';
import { consume } from '../auth/rate-limit.ts';
import { callerKey } from '../http/address-key.ts';
import { localeOf } from '../http/locale.ts';
import { ApiError, badRequest, forbidden } from '../http/errors.ts';
import { withinTransaction } from '../repositories.ts';
import type { CartRow } from './repository.ts';
import { addItem, createCustomerCart, createGuestCart, findCart } from './store.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';
const FORM_LIMIT = 4096;
const COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** The guest cart id a form post carries, if its cookie holds a well-formed one. */
export function cartCookieOf(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CART_COOKIE) {
      const id = value.join('=');
      return /^[A-Za-z0-9]{32}$/.test(id) ? id : null;
    }
  }
  return null;
}

/** Where to send the shopper back: a path of this store only, never another site (`//host`, `/\host`). */
export function backPath(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  return /^\/(?![/\\])[^\s]{0,500}$/.test(text) ? text : '/';
}

/** What the page says for a refusal of the cart's rules (their message keys, `carts/messages.ts`). */
const REFUSALS: Record<string, CartRefusal> = {
  option_required: 'options',
  option_invalid: 'options',
  qty_invalid: 'quantity',
  qty_not_available: 'stock',
  product_out_of_stock: 'stock',
};

/** The page to go back to, saying why the line was not added. */
export function refusedPath(back: string, key: string): string {
  const url = new URL(back, 'http://shop');
  url.searchParams.set(CART_REFUSED_PARAM, REFUSALS[key] ?? 'other');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A plain form's add-to-cart (`CART_FORM_PATH`): the same rules as the Magento route (`addItem`
 * in a transaction). A signed-in shopper's line goes to their own cart (the post carried the
 * session's anti-forgery field, checked with the session like the header); a guest's to the cart
 * the cookie names, created when there is none or it is gone (ordered, or a customer's quote id
 * that a form cannot reach). Answers 303 back to the page, so Back and reload do not post twice;
 * a line the cart's rules refuse (options to choose, the stock) goes back too, with the reason in
 * the address for the page to word: without scripts, an error body would be a dead end.
 */
export function registerCartForm(app: FastifyInstance, ctx: AppContext): void {
  // Scoped to the carts module (an encapsulated plugin): the rest of the back end takes JSON only.
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(CART_FORM_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    // A post from another site would fill a cart the shopper never chose (the cookie is Lax, so
    // it would be a new cart, but a cart all the same).
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden();
    if (!(request.headers['content-type'] ?? '').startsWith(FORM_TYPE)) throw new ApiError(415, 'unsupported_media_type');
    const form = (request.body ?? {}) as Record<string, unknown>;
    const sku = typeof form['sku'] === 'string' ? form['sku'].trim() : '';
    if (sku === '' || sku.length > 64) throw badRequest('required_field', { fieldName: 'sku' });
    const qtyText = typeof form['qty'] === 'string' && form['qty'].trim() !== '' ? form['qty'].trim() : '1';
    // A number field sends digits: anything else is no page's form.
    if (!/^\d{1,6}$/.test(qtyText)) throw badRequest('invalid_field', { fieldName: 'qty', reason: qtyText.slice(0, 20) });
    const qty = Number(qtyText);
    const locale = localeOf(request);
    const back = backPath(form['back']);

    const session = sessionIfValid(ctx, request);
    let cart: CartRow;
    if (session) {
      const customerId = session.customer_id;
      cart = await findCart(ctx, { kind: 'mine', customerId }).catch(async () => {
        await createCustomerCart(ctx, customerId);
        return findCart(ctx, { kind: 'mine', customerId });
      });
    } else {
      let maskedId = cartCookieOf(request.headers.cookie);
      const existing = maskedId ? await findCart(ctx, { kind: 'guest', maskedId }).catch(() => null) : null;
      if (!existing) {
        await consume(ctx, `guest-cart:${callerKey(request)}`, { max: 120, windowSeconds: 60 });
        maskedId = await createGuestCart(ctx);
      }
      cart = existing ?? (await findCart(ctx, { kind: 'guest', maskedId: maskedId! }));
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header('set-cookie', `${CART_COOKIE}=${maskedId}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`);
    }
    reply.header('cache-control', 'no-store');
    try {
      await withinTransaction(ctx, (tx) => addItem(tx, cart, sku, qty, undefined, locale));
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
      return reply.code(303).redirect(refusedPath(back, String(error.key)));
    }
    return reply.code(303).redirect(back);
  });
}
