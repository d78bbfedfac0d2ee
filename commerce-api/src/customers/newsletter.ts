import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { nowText } from '../auth/clock.ts';
import { consume } from '../auth/rate-limit.ts';
import { randomToken, sha256 } from '../auth/tokens.ts';
import type { Locale } from '../http/locale.ts';
import { deliver, fill } from '../messaging/deliver.ts';
import { msg } from './messages.ts';
import type { CustomerRow } from './service.ts';

export type NewsletterStatus = 'none' | 'pending' | 'subscribed';

export async function newsletterStatus(ctx: AppContext, email: string | null): Promise<NewsletterStatus> {
  if (!email) return 'none';
  const status = await ctx.repos.customers.newsletterStatus(email);
  return status === 'subscribed' || status === 'pending' ? status : 'none';
}

/**
 * The newsletter opt-in of the customer area. A customer whose e-mail address is proven (a code
 * was checked) is subscribed at once; otherwise the same double opt-in as the public form applies
 * (a confirmation link is mailed, the subscription stays pending until it is opened), so an
 * account opened with someone else's address cannot subscribe them. Opting out deletes the entry.
 */
export async function setNewsletter(ctx: AppContext, customer: CustomerRow, subscribe: boolean, locale: Locale): Promise<void> {
  const current = await newsletterStatus(ctx, customer.email);
  if (!subscribe) {
    if (current !== 'none' && customer.email) await ctx.repos.customers.unsubscribe(customer.email);
    return;
  }
  // Signed up by telephone alone: nothing to mail the newsletter to.
  if (!customer.email) throw badRequest(msg('newsletter_needs_email'));
  if (current === 'subscribed') return;
  if (customer.email_verified_at) {
    await ctx.repos.customers.subscribeConfirmed(customer.email, sha256(randomToken(24)), nowText(ctx));
    return;
  }
  if (current === 'pending') return;
  await consume(ctx, `newsletter:${customer.email}`, { max: 3, windowSeconds: 3600 });
  const token = randomToken(24);
  // Another request may have made the entry since it was read: that one mails the link.
  if (!(await ctx.repos.customers.subscribePending(customer.email, sha256(token), nowText(ctx)))) return;
  const link = `/api/newsletter/confirm?token=${token}&locale=${locale}`;
  deliver(ctx, 'email', customer.email, fill(locale, msg('newsletter_subject'), {}), fill(locale, msg('newsletter_body'), { link }));
}
