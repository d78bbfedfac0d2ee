import type { FastifyInstance } from 'fastify';
import { QuoteRequestSchema, QuoteRequestSentSchema } from '@shop/shared/contracts/content-schema';
import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { sessionIfValid } from '../auth/guard.ts';
import { acknowledge, fill } from '../messaging/deliver.ts';
import { consume } from '../auth/rate-limit.ts';
import { magentoRoute } from '../auth/rest.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { messageFor } from '../http/messages.ts';
import { msg as cartMsg } from '../carts/messages.ts';
import { msg as customerMsg } from '../customers/messages.ts';
import { isEmail, isPersonName, normalizePhone } from '../http/validation.ts';
import { QTY_MAX } from '../carts/rules.ts';
import { msg } from './messages.ts';
import { callerKey } from '../http/address-key.ts';

/** POST gt/quote-request/create: a shopper asks for a price (hidden-price products, bulk orders). */
export function registerQuoteRequest(app: FastifyInstance, ctx: AppContext): void {
  magentoRoute(
    app,
    'POST',
    'gt/quote-request/create',
    { schema: { body: QuoteRequestSchema, response: { 200: QuoteRequestSentSchema } } },
    async (request) => {
      const locale = localeOf(request);
      const { data } = request.body;
      const name = data.name.trim();
      if (!name) throw badRequest('required_field', { fieldName: 'name' });
      if (!isPersonName(name.replace(/\s+/g, ' '))) throw badRequest(customerMsg('invalid_name'), { fieldName: 'name' });
      const telephone = normalizePhone(data.telephone);
      if (!telephone) throw badRequest(customerMsg('invalid_phone'));
      const email = data.email?.trim().toLowerCase() || undefined;
      if (email && !isEmail(email)) throw badRequest(customerMsg('invalid_email'), { value: email.slice(0, 100) });
      const message = data.message?.trim() || undefined;
      const items: { sku: string; qty: number; name: string }[] = [];
      for (const item of data.items ?? []) {
        const qty = item.qty ?? 1;
        if (!Number.isInteger(qty) || qty < 1 || qty > QTY_MAX) throw badRequest(cartMsg('qty_invalid'), { max: QTY_MAX });
        const product = await ctx.repos.content.enabledProduct(item.sku);
        if (!product) throw notFound('product_not_found');
        items.push({ sku: product.sku, qty, name: locale === 'en' ? product.name_en : product.name_fr });
      }
      if (!items.length && !message) throw badRequest(msg('quote_request_empty'));
      const session = sessionIfValid(ctx, request);
      await consume(ctx, `quote-request:${callerKey(request)}`, { max: 10, windowSeconds: 3600 });
      const id = await ctx.repos.content.insertQuoteRequest({
        name,
        telephone,
        email: email ?? null,
        message: message ?? null,
        items: JSON.stringify(items),
        customerId: session?.customer_id ?? null,
        at: nowText(ctx),
      });
      // Acknowledged once stored: the number it quotes is the request's.
      const parameters = { id, name, telephone };
      await acknowledge(ctx, 'sms', telephone, fill(locale, msg('quote_request_subject'), parameters), fill(locale, msg('quote_request_body'), parameters));
      if (email) await acknowledge(ctx, 'email', email, fill(locale, msg('quote_request_subject'), parameters), fill(locale, msg('quote_request_body'), parameters));
      return { success: true, quote_request_id: id, message: messageFor(locale, msg('quote_request_sent')) };
    },
  );
}
