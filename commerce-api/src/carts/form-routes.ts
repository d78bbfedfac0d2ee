import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CART_COOKIE, CART_FORM_PATH } from '@shop/shared/contracts/cart-form';
import type { AppContext } from '../context.ts';
import { consume } from '../auth/rate-limit.ts';
import { callerKey } from '../http/address-key.ts';
import { localeOf } from '../http/locale.ts';
import { ApiError, badRequest, forbidden } from '../http/errors.ts';
import { withinTransaction } from '../repositories.ts';
import { addItem, createGuestCart, findCart } from './store.ts';

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

/**
 * A plain form's add-to-cart (`CART_FORM_PATH`): the same rules as the Magento route (`addItem`
 * in a transaction), on the guest cart the cookie names, created when there is none or it is gone
 * (ordered, or a customer's quote id that a form cannot reach). Answers 303 back to the page, so
 * Back and reload do not post twice.
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
    const qty = /^\d{1,6}$/.test(qtyText) ? Number(qtyText) : Number.NaN;
    const locale = localeOf(request);

    let maskedId = cartCookieOf(request.headers.cookie);
    const existing = maskedId ? await findCart(ctx, { kind: 'guest', maskedId }).catch(() => null) : null;
    if (!existing) {
      await consume(ctx, `guest-cart:${callerKey(request)}`, { max: 120, windowSeconds: 60 });
      maskedId = await createGuestCart(ctx);
    }
    const cart = existing ?? (await findCart(ctx, { kind: 'guest', maskedId: maskedId! }));
    await withinTransaction(ctx, (tx) => addItem(tx, cart, sku, qty, undefined, locale));

    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${CART_COOKIE}=${maskedId}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`);
    reply.header('cache-control', 'no-store');
    return reply.code(303).redirect(backPath(form['back']));
  });
}
