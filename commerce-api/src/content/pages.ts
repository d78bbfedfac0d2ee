import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AgenciesSchema, ContactMessageSchema, ContactSentSchema, InfoPageSchema } from '@shop/shared/contracts/content-schema';
import type { AppContext } from '../context.ts';
import { sessionIfValid } from '../auth/guard.ts';
import { consume } from '../auth/rate-limit.ts';
import { msg as customerMsg } from '../customers/messages.ts';
import { isEmail, isPersonName, normalizePhone } from '../http/validation.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { messageFor } from '../http/messages.ts';
import { acknowledge, fill } from '../messaging/deliver.ts';
import { msg } from './pages-messages.ts';
import { seedContentOnce } from './pages-seed.ts';
import { callerKey } from '../http/address-key.ts';

/**
 * Information pages (`GET /api/pages/{slug}`: HTML the storefront sanitises before display), the
 * pick-up agencies (`GET /api/agencies`) and the contact form (`POST /api/contact`: stored, then
 * acknowledged by SMS and, with an address, by e-mail).
 */
export async function registerPages(untyped: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  await seedContentOnce(ctx);

  app.get('/api/pages/:slug', { schema: { params: Type.Object({ slug: Type.String() }), response: { 200: InfoPageSchema } } }, async (request, reply) => {
    const locale = localeOf(request);
    const { slug } = request.params;
    const row = /^[a-z0-9-]{1,80}$/.test(slug) ? await ctx.repos.content.page(slug) : undefined;
    if (!row) throw new ApiError(404, msg('page_not_found'), { slug: slug.slice(0, 80) });
    reply.header('Cache-Control', 'public, max-age=300');
    return { slug: row.slug, title: locale === 'en' ? row.title_en : row.title_fr, html: locale === 'en' ? row.html_en : row.html_fr, updated_at: row.updated_at };
  });

  app.get('/api/agencies', { schema: { response: { 200: AgenciesSchema } } }, async (request) => {
    const locale = localeOf(request);
    const rows = await ctx.repos.content.agencies();
    return {
      server_time: ctx.now().toISOString(),
      time_zone: 'Africa/Douala',
      items: rows.map((a) => ({
        id: a.id,
        town: a.town,
        name: a.name,
        address: locale === 'en' ? a.address_en : a.address_fr,
        telephone: a.telephone,
        opens: a.opens,
        closes: a.closes,
        open_days: a.open_days.split(',').map(Number),
      })),
    };
  });

  app.post(
    '/api/contact',
    { schema: { body: ContactMessageSchema, response: { 201: ContactSentSchema } } },
    async (request, reply) => {
      const locale = localeOf(request);
      const body = request.body;
      const name = body.name.trim().replace(/\s+/g, ' ');
      if (!name) throw badRequest('required_field', { fieldName: 'name' });
      if (!isPersonName(name)) throw badRequest(customerMsg('invalid_name'), { fieldName: 'name' });
      const telephone = normalizePhone(body.telephone);
      if (!telephone) throw badRequest(customerMsg('invalid_phone'));
      const email = body.email?.trim().toLowerCase() || null;
      if (email && !isEmail(email)) throw badRequest(customerMsg('invalid_email'), { value: email.slice(0, 100) });
      const orderNumber = body.order_number?.trim() || null;
      if (orderNumber && !/^[0-9]{6,12}$/.test(orderNumber)) throw badRequest(msg('contact_invalid_order_number'));
      const message = body.message.trim();
      if (message.length < 10) throw badRequest(msg('contact_message_required'));
      await consume(ctx, `contact:${callerKey(request)}`, { max: 5, windowSeconds: 3600 });
      const session = sessionIfValid(ctx, request);
      const id = await ctx.repos.content.insertContactMessage({
        subject: body.subject,
        name,
        telephone,
        email,
        orderNumber,
        message,
        locale,
        customerId: session?.customer_id ?? null,
        at: ctx.now().toISOString(),
      });
      // Acknowledged once stored: the number it quotes is the message's.
      const parameters = { id, name, telephone };
      const subject = fill(locale, msg('contact_ack_subject'), parameters);
      const text = fill(locale, msg('contact_ack_body'), parameters);
      await acknowledge(ctx, 'sms', telephone, subject, text);
      if (email) await acknowledge(ctx, 'email', email, subject, text);
      return reply.code(201).send({ id, message: messageFor(locale, msg('contact_sent')), parameters: { id, name } });
    },
  );
}
