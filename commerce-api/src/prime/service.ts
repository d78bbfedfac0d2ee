import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { defineMessages } from '../http/messages.ts';
import {
  cardNumber,
  orderPoints,
  referralCode,
  referralCredits,
  referralProblem,
  REFERRAL_POINTS,
  saleOpenTo,
  tierFor,
  TIERS,
  upgradeCrossed,
} from './rules.ts';
import type { PrivateSale, PrivateSales } from '@shop/shared/contracts/wire';
import type { MemberRow, SaleRow } from './repository.ts';

export const primeMsg = defineMessages({
  prime_already_member: { fr: 'Vous êtes déjà membre Prime.', en: 'You are already a Prime member.' },
  prime_not_member: { fr: "Vous n'êtes pas encore membre Prime.", en: 'You are not a Prime member yet.' },
  referral_unknown: { fr: "Ce code de parrainage n'existe pas.", en: 'This referral code does not exist.' },
  referral_self: { fr: 'Vous ne pouvez pas utiliser votre propre code de parrainage.', en: 'You cannot use your own referral code.' },
  referral_not_new: {
    fr: 'Le parrainage est réservé aux clients qui n’ont pas encore commandé.',
    en: 'Referral is only for customers who have not ordered yet.',
  },
  prime_private_sale_closed: {
    fr: 'La vente privée de « %sku » est réservée à un autre niveau Prime ou terminée.',
    en: 'The private sale of "%sku" is for another Prime tier or has ended.',
  },
});

export type { MemberRow } from './repository.ts';

export const findMember = (ctx: AppContext, customerId: number): Promise<MemberRow | null> => ctx.repos.prime.member(customerId);

/** The member's tier rank, or null for a guest or a customer who has not joined. */
export const rankOf = async (ctx: AppContext, customerId: number | null): Promise<number | null> =>
  customerId === null ? null : ctx.repos.prime.rankOf(customerId);

/**
 * Joins the programme. "new" or "old" is decided here, not by the page used: a customer who
 * has never ordered is new. A referral code is only for a new customer and never one's own.
 */
export async function joinPrime(ctx: AppContext, customerId: number, code: string | null): Promise<MemberRow> {
  const member = await ctx.transaction(async (repos): Promise<MemberRow> => {
    if (await repos.prime.member(customerId)) throw conflict(primeMsg('prime_already_member'));
    const ordered = (await repos.prime.ordersOf(customerId)) > 0;
    let referrer: number | null = null;
    if (code) {
      const owner = await repos.prime.referralOwner(code.trim().toUpperCase());
      const problem = referralProblem(customerId, owner);
      if (problem) throw badRequest(primeMsg(problem));
      if (ordered) throw badRequest(primeMsg('referral_not_new'));
      referrer = owner;
    }
    let referral = referralCode(randomBytes(8));
    while ((await repos.prime.referralOwner(referral)) !== null) referral = referralCode(randomBytes(8));
    const row: MemberRow = {
      customer_id: customerId,
      card_number: cardNumber(customerId),
      referral_code: referral,
      referred_by: referrer,
      points: 0,
      tier_rank: 0,
      joined_as: ordered ? 'old' : 'new',
      joined_at: nowText(ctx),
    };
    // Two joins at once (two nodes): the second finds the row the first inserted.
    if (!(await repos.prime.join(row))) throw conflict(primeMsg('prime_already_member'));
    return row;
  });
  return member;
}

/** Adds points to a member, upgrades the tier when a threshold is crossed and leaves a notice. */
async function addPoints(ctx: AppContext, customerId: number, points: number, entry: { kind: 'order' | 'referral'; orderId?: number; refereeId?: number }): Promise<void> {
  const created = nowText(ctx);
  const total = await ctx.repos.prime.credit(customerId, points, entry, created);
  const upgrade = upgradeCrossed(total - points, points);
  await ctx.repos.prime.raiseTier(customerId, tierFor(total).rank);
  if (entry.kind === 'referral') await ctx.repos.prime.notify(customerId, { kind: 'referral', tier_rank: tierFor(total).rank, points }, created);
  if (upgrade) await ctx.repos.prime.notify(customerId, { kind: 'upgrade', tier_rank: upgrade.rank, points: total }, created);
}

/**
 * Order-placement hook, run inside the placing transaction (`ctx` bound to it): a member earns
 * the order's points (1 per 100 FCFA of goods after discount, double on their first order as a
 * member), and a referee's first order credits their referrer once. A guest or non-member earns
 * nothing.
 */
export async function creditOrder(ctx: AppContext, order: { id: number; customerId: number | null; subtotal: number; discount: number }): Promise<void> {
  if (order.customerId === null) return;
  const member = await ctx.repos.prime.member(order.customerId);
  if (!member) return;
  const points = orderPoints(order.subtotal, order.discount, (await ctx.repos.prime.orderCredits(member.customer_id)) === 0);
  await addPoints(ctx, member.customer_id, points, { kind: 'order', orderId: order.id });

  const ordersBefore = (await ctx.repos.prime.ordersOf(member.customer_id)) - 1;
  const alreadyCredited = await ctx.repos.prime.referralCredited(member.customer_id);
  if (member.referred_by !== null && referralCredits({ referrerId: member.referred_by, refereeId: member.customer_id, ordersBefore, alreadyCredited })) {
    if (await ctx.repos.prime.member(member.referred_by)) await addPoints(ctx, member.referred_by, REFERRAL_POINTS, { kind: 'referral', refereeId: member.customer_id });
  }
}

// -------------------------------------------------------------------------------------------
// Private sales and free delivery

const utc = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);

/** The sale's window for this member, VIP early access included (rules.ts). */
const openTo = (rank: number | null, sale: SaleRow, now: number) =>
  saleOpenTo(rank, { minRank: sale.min_tier_rank, startsAt: utc(sale.starts_at), endsAt: utc(sale.ends_at) }, now);

/** Whether a member of `rank` may see and buy a product (false only for exclusive private sales). */
export async function canSeeProduct(ctx: AppContext, rank: number | null, productId: number): Promise<boolean> {
  const sale = await ctx.repos.prime.sale(productId);
  if (!sale || !sale.exclusive) return true;
  return openTo(rank, sale, ctx.now().getTime());
}

/** An exclusive sale is hidden from a caller whose tier it is not open to, now. */
export const hiddenFrom = (rank: number | null, sale: SaleRow, now: number): boolean => sale.exclusive === 1 && !openTo(rank, sale, now);

/** The member price a sale gives a caller of `rank` now, or null. */
export function offerOf(rank: number | null, sale: SaleRow, now: number): { price: number; min_tier_rank: number; ends_at: string } | null {
  if (sale.member_price === null || !openTo(rank, sale, now)) return null;
  return { price: sale.member_price, min_tier_rank: sale.min_tier_rank, ends_at: sale.ends_at };
}

/** The member price a caller of `rank` pays for a product now, or null. */
export async function memberPrice(ctx: AppContext, rank: number | null, productId: number): Promise<{ price: number; min_tier_rank: number; ends_at: string } | null> {
  const sale = await ctx.repos.prime.sale(productId);
  return sale ? offerOf(rank, sale, ctx.now().getTime()) : null;
}

/** Whether home delivery of a product is free for a caller of `rank` (members' free delivery). */
export async function freeDeliveryFor(ctx: AppContext, rank: number | null, productId: number): Promise<boolean> {
  if (rank === null) return false;
  const minRank = await ctx.repos.prime.freeDeliveryRank(productId);
  return minRank !== null && rank >= minRank;
}

/**
 * Private sales for a member: those open to them in full (VIP members also see the next ones
 * early); for higher tiers only how many are running and from which tier (neither product nor
 * price leaves the server).
 */
export async function privateSalesFor(ctx: AppContext, rank: number, locale: 'fr' | 'en'): Promise<PrivateSales> {
  const now = ctx.now().getTime();
  const rows = await ctx.repos.prime.listedSales(nowText(ctx));
  const open: PrivateSale[] = [];
  const locked = new Map<number, number>();
  for (const r of rows) {
    const started = utc(r.starts_at) <= now;
    if (!openTo(rank, r, now)) {
      if (started && r.min_tier_rank > rank) locked.set(r.min_tier_rank, (locked.get(r.min_tier_rank) ?? 0) + 1);
      continue;
    }
    open.push({
      product_id: r.product_id,
      sku: r.sku,
      name: locale === 'en' ? r.name_en : r.name_fr,
      url_key: r.url_key,
      visibility: r.visibility,
      price: r.price,
      member_price: r.member_price,
      min_tier: TIERS[r.min_tier_rank]!.code,
      exclusive: r.exclusive === 1,
      starts_at: r.starts_at,
      ends_at: r.ends_at,
      vip_early: !started,
      in_stock: r.in_stock === 1,
    });
  }
  return { open, locked: [...locked].map(([minRank, count]) => ({ min_tier: TIERS[minRank]!.code, count })) };
}
