import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NewsletterRequestSchema } from '@shop/shared/contracts/content-schema';
import { Type } from 'typebox';
import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { deliver, fill } from '../messaging/deliver.ts';
import { consume } from '../auth/rate-limit.ts';
import { randomToken, sha256 } from '../auth/tokens.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { messageFor } from '../http/messages.ts';
import { msg as customerMsg } from '../customers/messages.ts';
import { isEmail } from '../http/validation.ts';
import { msg } from './messages.ts';
import { callerKey } from '../http/address-key.ts';

/**
 * Double opt-in newsletter: a subscription stays 'pending' until the link mailed to the address
 * is opened, so nobody can subscribe someone else.
 */
export function registerNewsletter(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/newsletter',
    { schema: { body: NewsletterRequestSchema } },
    async (request) => {
      const locale = localeOf(request);
      const email = request.body.email.trim().toLowerCase();
      if (!isEmail(email)) throw badRequest(customerMsg('invalid_email'), { value: email.slice(0, 100) });
      if ((await ctx.repos.content.subscriptionStatus(email)) === 'subscribed') throw new ApiError(409, msg('newsletter_already_subscribed'));
      await consume(ctx, `newsletter:${email}`, { max: 3, windowSeconds: 3600 });
      await consume(ctx, `newsletter-ip:${callerKey(request)}`, { max: 30, windowSeconds: 3600 });
      const token = randomToken(24);
      await ctx.repos.content.subscribePending(email, sha256(token), nowText(ctx));
      // Mailed once the link's hash is stored: the link always opens a subscription.
      const link = `/api/newsletter/confirm?token=${token}&locale=${locale}`;
      deliver(ctx, 'email', email, fill(locale, customerMsg('newsletter_subject'), {}), fill(locale, customerMsg('newsletter_body'), { link }));
      return { status: 'pending', message: messageFor(locale, msg('newsletter_almost_there')) };
    },
  );

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/newsletter/confirm',
    {
      schema: {
        querystring: Type.Object({ token: Type.String({ minLength: 10, maxLength: 100 }), locale: Type.Optional(Type.String({ maxLength: 5 })) }),
      },
    },
    async (request) => {
      const locale = localeOf(request);
      const { token } = request.query;
      if (!(await ctx.repos.content.confirmSubscription(sha256(token), nowText(ctx)))) throw badRequest(msg('newsletter_invalid_link'));
      return { status: 'subscribed', message: messageFor(locale, msg('newsletter_confirmed')) };
    },
  );
}
