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

export interface MemberRow {
  customer_id: number;
  card_number: string;
  referral_code: string;
  referred_by: number | null;
  points: number;
  tier_rank: number;
  joined_as: 'new' | 'old';
  joined_at: string;
}

export function findMember(ctx: AppContext, customerId: number): MemberRow | null {
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
export function joinPrime(ctx: AppContext, customerId: number, code: string | null): MemberRow {
  return ctx.db.transaction((): MemberRow => {
    if (findMember(ctx, customerId)) throw conflict(primeMsg('prime_already_member'));
    const ordered = ordersOf(ctx, customerId) > 0;
    let referrer: number | null = null;
    if (code) {
      const owner = sql(ctx.db, 'SELECT customer_id FROM prime_members WHERE referral_code = ?').get(code.trim().toUpperCase()) as { customer_id: number } | undefined;
      const problem = referralProblem(customerId, owner?.customer_id ?? null);
      if (problem) throw badRequest(primeMsg(problem));
      if (ordered) throw badRequest(primeMsg('referral_not_new'));
      referrer = owner!.customer_id;
    }
    let referral = referralCode(randomBytes(8));
    while (sql(ctx.db, 'SELECT 1 FROM prime_members WHERE referral_code = ?').get(referral)) referral = referralCode(randomBytes(8));
    ctx.db
      .prepare('INSERT INTO prime_members (customer_id, card_number, referral_code, referred_by, points, tier_rank, joined_as, joined_at) VALUES (?, ?, ?, ?, 0, 0, ?, ?)')
      .run(customerId, cardNumber(customerId), referral, referrer, ordered ? 'old' : 'new', nowText(ctx));
    return findMember(ctx, customerId)!;
  }).immediate();
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
  const member = findMember(ctx, order.customerId);
  if (!member) return;
  const earnedBefore = sql(ctx.db, "SELECT count(*) AS n FROM prime_points WHERE customer_id = ? AND kind = 'order'").get(member.customer_id) as { n: number };
  const points = orderPoints(order.subtotal, order.discount, earnedBefore.n === 0);
  addPoints(ctx, member, points, { kind: 'order', orderId: order.id });

  const ordersBefore = ordersOf(ctx, member.customer_id) - 1;
  const alreadyCredited = Boolean(sql(ctx.db, "SELECT 1 FROM prime_points WHERE kind = 'referral' AND referee_id = ?").get(member.customer_id));
  if (referralCredits({ referrerId: member.referred_by, refereeId: member.customer_id, ordersBefore, alreadyCredited })) {
    const referrer = findMember(ctx, member.referred_by!);
    if (referrer) addPoints(ctx, referrer, REFERRAL_POINTS, { kind: 'referral', refereeId: member.customer_id });
  }
}

// -------------------------------------------------------------------------------------------
// Private sales and free delivery

interface SaleRow {
  product_id: number;
  min_tier_rank: number;
  exclusive: number;
  member_price: number | null;
  starts_at: string;
  ends_at: string;
}

const utc = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);

/** The sale's window for this member, VIP early access included (rules.ts). */
const openTo = (rank: number | null, sale: SaleRow, now: number) =>
  saleOpenTo(rank, { minRank: sale.min_tier_rank, startsAt: utc(sale.starts_at), endsAt: utc(sale.ends_at) }, now);

const saleOf = (ctx: Pick<AppContext, 'db'>, productId: number): SaleRow | undefined =>
  sql(ctx.db, 'SELECT * FROM prime_private_sales WHERE product_id = ?').get(productId) as SaleRow | undefined;

/** Whether a member of `rank` may see and buy a product (false only for exclusive private sales). */
export function canSeeProduct(ctx: AppContext, rank: number | null, productId: number): boolean {
  const sale = saleOf(ctx, productId);
  if (!sale || !sale.exclusive) return true;
  return openTo(rank, sale, ctx.now().getTime());
}

/** Exclusive private-sale products a caller of `rank` must not receive from any catalogue read. */
export function hiddenProductIds(ctx: AppContext, rank: number | null): number[] {
  const sales = sql(ctx.db, 'SELECT * FROM prime_private_sales WHERE exclusive = 1').all() as SaleRow[];
  const now = ctx.now().getTime();
  return sales.filter((s) => !openTo(rank, s, now)).map((s) => s.product_id);
}

/** The member price a caller of `rank` pays for a product now, or null. */
export function memberPrice(ctx: Pick<AppContext, 'db' | 'now'>, rank: number | null, productId: number): { price: number; min_tier_rank: number; ends_at: string } | null {
  const sale = saleOf(ctx, productId);
  if (!sale || sale.member_price === null || !openTo(rank, sale, ctx.now().getTime())) return null;
  return { price: sale.member_price, min_tier_rank: sale.min_tier_rank, ends_at: sale.ends_at };
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
export function privateSalesFor(ctx: AppContext, rank: number, locale: 'fr' | 'en'): PrivateSales {
  const now = ctx.now().getTime();
  const rows = ctx.db
    .prepare(
      `SELECT s.*, p.sku, p.name_fr, p.name_en, p.url_key, p.visibility, p.price, coalesce(st.is_in_stock, 0) AS in_stock
       FROM prime_private_sales s JOIN products p ON p.id = s.product_id LEFT JOIN stock st ON st.product_id = p.id
       WHERE p.status = 1 AND s.ends_at > ? ORDER BY s.min_tier_rank, s.starts_at, s.ends_at, p.id`,
    )
    .all(nowText(ctx)) as (SaleRow & { sku: string; name_fr: string; name_en: string; url_key: string; visibility: number; price: number; in_stock: number })[];
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
