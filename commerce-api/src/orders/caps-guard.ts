import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { defineMessages } from '../http/messages.ts';
import { codCapProblem, unpaidCapProblem } from './caps.ts';

const msg = defineMessages({
  cod_line_cap: {
    fr: 'Paiement à la livraison : %max unités au plus de « %sku » par commande. Payez par mobile money pour en commander davantage.',
    en: 'Cash on delivery: at most %max units of "%sku" per order. Pay by mobile money to order more.',
  },
  cod_order_cap: {
    fr: 'Paiement à la livraison : %max articles au plus par commande. Payez par mobile money pour en commander davantage.',
    en: 'Cash on delivery: at most %max items per order. Pay by mobile money to order more.',
  },
  unpaid_orders_cap: {
    fr: 'Vous avez déjà %max commandes en attente de paiement ou de confirmation : payez-en ou annulez-en une avant d’en passer une autre.',
    en: 'You already have %max orders awaiting payment or confirmation: pay for or cancel one before placing another.',
  },
});

/**
 * Placement's check of the unpaid-order caps (caps.ts), inside the placing transaction and
 * before any stock is taken: the quantity caps of cash on delivery, then the open unpaid orders
 * of the order's telephone and account, counted under their lock.
 */
export async function assertOrderCaps(ctx: AppContext, order: { method: string; lines: readonly { sku: string; qty: number }[]; telephone: string; customerId: number | null }): Promise<void> {
  const caps = ctx.config.orderCaps;
  const lines = codCapProblem(order.method, order.lines, caps);
  if (lines) throw badRequest(msg(lines.key), lines.params);
  await ctx.repos.orderCaps.lockBuyer(order.telephone, order.customerId);
  const unpaid = unpaidCapProblem(await ctx.repos.orderCaps.openUnpaid(order.telephone, order.customerId), caps);
  if (unpaid) throw badRequest(msg(unpaid.key), unpaid.params);
}
