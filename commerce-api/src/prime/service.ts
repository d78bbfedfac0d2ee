import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { Repositories } from '../repositories.ts';
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
  rewardFor,
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

/**
 * Adds points to a member, upgrades the tier when a threshold is crossed and leaves a notice.
 * False when that credit already stands (a repeated move credits once).
 */
async function addPoints(repos: Repositories, at: string, customerId: number, points: number, entry: { kind: 'order' | 'referral'; orderId: number; refereeId?: number }): Promise<boolean> {
  const total = await repos.prime.credit(customerId, points, entry, at);
  if (total === null) return false;
  const upgrade = upgradeCrossed(total - points, points);
  await repos.prime.setTier(customerId, tierFor(total).rank);
  if (entry.kind === 'referral') await repos.prime.notify(customerId, { kind: 'referral', tier_rank: tierFor(total).rank, points }, at);
  if (upgrade) await repos.prime.notify(customerId, { kind: 'upgrade', tier_rank: upgrade.rank, points: total }, at);
  return true;
}

/** What Prime reads of an order that moved. */
export interface RewardedOrder {
  id: number;
  customer_id: number | null;
  subtotal: number;
  discount_amount: number;
}

/**
 * An order's move, inside the transaction that moved it: complete credits its points (1 per 100
 * FCFA of goods after discount, double on the member's first complete order as a member) and,
 * for a referee's first complete order, the referrer's credit; refunded or cancelled takes back
 * whatever it had credited. A guest or non-member earns nothing.
 */
export async function rewardOrderMove(repos: Repositories, at: string, order: RewardedOrder, status: string): Promise<void> {
  const action = rewardFor(status);
  if (action === 'credit') await creditOrder(repos, at, order);
  if (action === 'reverse') {
    for (const { customerId, total } of await repos.prime.reverse(order.id, at)) await repos.prime.setTier(customerId, tierFor(total).rank);
  }
}

/**
 * The lifecycle's listener (the orders module registers it: Prime imports nothing of orders):
 * the move's time is the order's `updated_at` as the move left it. One function, so building
 * several apps in one process registers it once.
 */
export const rewardOrderMoved = (repos: Repositories, moved: { order: RewardedOrder & { updated_at: string }; to: { status: string } }): Promise<void> => rewardOrderMove(repos, moved.order.updated_at, moved.order, moved.to.status);

async function creditOrder(repos: Repositories, at: string, order: RewardedOrder): Promise<void> {
  if (order.customer_id === null) return;
  const member = await repos.prime.member(order.customer_id);
  if (!member) return;
  await repos.prime.lockMember(member.customer_id);
  const ordersBefore = await repos.prime.orderCredits(member.customer_id);
  const points = orderPoints(order.subtotal, order.discount_amount, ordersBefore === 0);
  if (!(await addPoints(repos, at, member.customer_id, points, { kind: 'order', orderId: order.id }))) return;

  const alreadyCredited = await repos.prime.referralCredited(member.customer_id);
  if (member.referred_by !== null && referralCredits({ referrerId: member.referred_by, refereeId: member.customer_id, ordersBefore, alreadyCredited })) {
    if (await repos.prime.member(member.referred_by)) {
      await addPoints(repos, at, member.referred_by, REFERRAL_POINTS, { kind: 'referral', orderId: order.id, refereeId: member.customer_id });
    }
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
