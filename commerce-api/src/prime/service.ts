import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { sql } from '../auth/statements.ts';
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

// The synchronous functions below (rankOf, creditOrder, canSeeProduct, memberPrice,
// freeDeliveryFor) serve cart pricing and order placement, which still run inside synchronous
// better-sqlite3 transactions: they read and write on the raw connection until carts and orders
// move to their repositories.

function findMemberNow(ctx: AppContext, customerId: number): MemberRow | null {
  return (sql(ctx.db, 'SELECT * FROM prime_members WHERE customer_id = ?').get(customerId) as MemberRow | undefined) ?? null;
}

/** The member's tier rank, or null for a guest or a customer who has not joined. */
export function rankOf(ctx: AppContext, customerId: number | null): number | null {
  if (customerId === null) return null;
  const rank = sql(ctx.db, 'SELECT tier_rank FROM prime_members WHERE customer_id = ?').get(customerId) as { tier_rank: number } | undefined;
  return rank ? rank.tier_rank : null;
}

const ordersOf = (ctx: AppContext, customerId: number): number =>
  (sql(ctx.db, 'SELECT count(*) AS n FROM orders WHERE customer_id = ?').get(customerId) as { n: number }).n;

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
function addPoints(ctx: AppContext, member: MemberRow, points: number, entry: { kind: 'order' | 'referral'; orderId?: number; refereeId?: number }): void {
  const created = nowText(ctx);
  ctx.db
    .prepare('INSERT INTO prime_points (customer_id, kind, points, order_id, referee_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(member.customer_id, entry.kind, points, entry.orderId ?? null, entry.refereeId ?? null, created);
  const upgrade = upgradeCrossed(member.points, points);
  const total = member.points + points;
  ctx.db.prepare('UPDATE prime_members SET points = ?, tier_rank = max(tier_rank, ?) WHERE customer_id = ?').run(total, tierFor(total).rank, member.customer_id);
  if (entry.kind === 'referral') {
    ctx.db.prepare("INSERT INTO prime_notices (customer_id, kind, tier_rank, points, created_at) VALUES (?, 'referral', ?, ?, ?)").run(member.customer_id, tierFor(total).rank, points, created);
  }
  if (upgrade) {
    ctx.db.prepare("INSERT INTO prime_notices (customer_id, kind, tier_rank, points, created_at) VALUES (?, 'upgrade', ?, ?, ?)").run(member.customer_id, upgrade.rank, total, created);
  }
}

/**
 * Order-placement hook, run inside the placing transaction: a member earns the order's points
 * (1 per 100 FCFA of goods after discount, double on their first order as a member), and a
 * referee's first order credits their referrer once. A guest or non-member earns nothing.
 */
export function creditOrder(ctx: AppContext, order: { id: number; customerId: number | null; subtotal: number; discount: number }): void {
  if (order.customerId === null) return;
  const member = findMemberNow(ctx, order.customerId);
  if (!member) return;
  const earnedBefore = sql(ctx.db, "SELECT count(*) AS n FROM prime_points WHERE customer_id = ? AND kind = 'order'").get(member.customer_id) as { n: number };
  const points = orderPoints(order.subtotal, order.discount, earnedBefore.n === 0);
  addPoints(ctx, member, points, { kind: 'order', orderId: order.id });

  const ordersBefore = ordersOf(ctx, member.customer_id) - 1;
  const alreadyCredited = Boolean(sql(ctx.db, "SELECT 1 FROM prime_points WHERE kind = 'referral' AND referee_id = ?").get(member.customer_id));
  if (referralCredits({ referrerId: member.referred_by, refereeId: member.customer_id, ordersBefore, alreadyCredited })) {
    const referrer = findMemberNow(ctx, member.referred_by!);
    if (referrer) addPoints(ctx, referrer, REFERRAL_POINTS, { kind: 'referral', refereeId: member.customer_id });
  }
}

// -------------------------------------------------------------------------------------------
// Private sales and free delivery

const utc = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);

/** The sale's window for this member, VIP early access included (rules.ts). */
const openTo = (rank: number | null, sale: SaleRow, now: number) =>
  saleOpenTo(rank, { minRank: sale.min_tier_rank, startsAt: utc(sale.starts_at), endsAt: utc(sale.ends_at) }, now);

const saleOf = (ctx: AppContext, productId: number): SaleRow | undefined =>
  sql(ctx.db, 'SELECT * FROM prime_private_sales WHERE product_id = ?').get(productId) as SaleRow | undefined;

/** Whether a member of `rank` may see and buy a product (false only for exclusive private sales). */
export function canSeeProduct(ctx: AppContext, rank: number | null, productId: number): boolean {
  const sale = saleOf(ctx, productId);
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
export function memberPrice(ctx: AppContext, rank: number | null, productId: number): { price: number; min_tier_rank: number; ends_at: string } | null {
  const sale = saleOf(ctx, productId);
  return sale ? offerOf(rank, sale, ctx.now().getTime()) : null;
}

/** Whether home delivery of a product is free for a caller of `rank` (members' free delivery). */
export function freeDeliveryFor(ctx: AppContext, rank: number | null, productId: number): boolean {
  if (rank === null) return false;
  const row = sql(ctx.db, 'SELECT min_tier_rank FROM prime_free_delivery WHERE product_id = ?').get(productId) as { min_tier_rank: number } | undefined;
  return row !== undefined && rank >= row.min_tier_rank;
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
