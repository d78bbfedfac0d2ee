import type { AppContext } from '../../context.ts';
import { nowText } from '../../auth/clock.ts';
import { deliver, fill } from '../../messaging/deliver.ts';
import { defineMessages } from '../../http/messages.ts';
import type { Locale } from '../../http/locale.ts';
import type { UnsentNotice } from './repository.ts';

const msg = defineMessages({
  order_notice_subject: { fr: 'Votre commande %number : %status', en: 'Your order %number: %status' },
  order_notice_body: { fr: 'Bonjour %name, votre commande %number est maintenant : %status.%comment', en: 'Hello %name, your order %number is now: %status.%comment' },
  order_notice_reason: { fr: ' Motif : %reason', en: ' Reason: %reason' },
  order_status_pending: { fr: 'en attente de confirmation', en: 'awaiting confirmation' },
  order_status_pending_payment: { fr: 'en attente de paiement', en: 'awaiting payment' },
  order_status_processing: { fr: 'en préparation', en: 'being prepared' },
  order_status_shipped: { fr: 'expédiée', en: 'shipped' },
  order_status_ready_for_pickup: { fr: 'prête à retirer en agence', en: 'ready for pick-up at the agency' },
  order_status_complete: { fr: 'livrée', en: 'delivered' },
  order_status_canceled: { fr: 'annulée', en: 'cancelled' },
  order_status_closed: { fr: 'remboursée', en: 'refunded' },
});

/** A status in the customer's words (the same words the order page uses). */
export function statusLabel(locale: Locale, status: string): string {
  return fill(locale, msg(`order_status_${status}` as Parameters<typeof msg>[0]), {});
}

/** Notices delivered per round: a backlog (a mail server down for an hour) drains over rounds. */
const BATCH = 50;

/**
 * Tells customers of their orders' moves, once each, after the move committed: a rolled-back
 * move leaves no notice behind and a committed one is never lost (its row waits until delivered).
 * Each notice is claimed by a conditional update first, so two nodes (or a route and the timer)
 * never send one twice. By e-mail when the order has an address, and by SMS to its telephone.
 */
export async function deliverOrderNotices(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (const notice of await ctx.repos.lifecycle.unsentNotices(BATCH)) {
    if (!(await ctx.repos.lifecycle.claimNotice(notice.id, nowText(ctx)))) continue;
    send(ctx, notice);
    sent += 1;
  }
  return sent;
}

function send(ctx: AppContext, notice: UnsentNotice): void {
  const locale: Locale = notice.locale === 'en' ? 'en' : 'fr';
  const status = statusLabel(locale, notice.status);
  const comment = notice.comment ? fill(locale, msg('order_notice_reason'), { reason: notice.comment }) : '';
  const subject = fill(locale, msg('order_notice_subject'), { number: notice.increment_id, status });
  const body = fill(locale, msg('order_notice_body'), { name: notice.customer_firstname, number: notice.increment_id, status, comment });
  if (notice.customer_email) deliver(ctx, 'email', notice.customer_email, subject, body);
  if (notice.telephone) deliver(ctx, 'sms', notice.telephone, subject, body);
}
