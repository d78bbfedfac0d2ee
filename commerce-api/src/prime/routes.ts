import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  JoinPrimeRequestSchema,
  NoticesSeenRequestSchema,
  PrimeMemberSchema,
  PrimeNoticesSchema,
  PrimeStatusSchema,
  PrivateSalesSchema,
  ProgrammeSchema,
} from '@shop/shared/contracts/prime-schema';
import type { PrimeMember, PrimeNotice, PrimeStatus } from '@shop/shared/contracts/wire';
import type { AppContext, FeatureModule } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { requireCustomer } from '../auth/guard.ts';
import { ApiError } from '../http/errors.ts';
import { localeOf, type Locale } from '../http/locale.ts';
import { findCustomer } from '../customers/service.ts';
import { cardPdf, cardSvg, type CardData } from './card.ts';
import { FCFA_PER_POINT, FIRST_ORDER_MULTIPLIER, progressOf, reaches, REFERRAL_POINTS, TIERS, VIP_EARLY_HOURS, VIP_MIN_RANK, type TierCode } from './rules.ts';
import { findMember, joinPrime, primeMsg, privateSalesFor, type MemberRow } from './service.ts';

/** Perks and the tier they open from. Each is a real rule of this module, not a promise. */
export const PERKS: { code: string; min_rank: number }[] = [
  { code: 'points', min_rank: 0 },
  { code: 'virtual_card', min_rank: 0 },
  { code: 'referral', min_rank: 0 },
  { code: 'free_delivery', min_rank: 0 },
  { code: 'private_sales', min_rank: 1 },
  { code: 'dedicated_service', min_rank: 2 },
  { code: 'vip_access', min_rank: VIP_MIN_RANK },
];

/** The members' line, given to members whose tier has the dedicated-service perk. */
export const DEDICATED_SERVICE = {
  telephone: '+237 699 00 00 09',
  whatsapp: '+237 699 00 00 09',
  email: 'prime@boutique.cm',
  hours: { open: '07:00', close: '21:00', days: 'mon-sun' },
};

const TIER_NAMES: Record<TierCode, Record<Locale, string>> = {
  classic: { fr: 'Classique', en: 'Classic' },
  silver: { fr: 'Argent', en: 'Silver' },
  gold: { fr: 'Or', en: 'Gold' },
  platinum: { fr: 'Platine', en: 'Platinum' },
};

async function requireMember(ctx: AppContext, request: FastifyRequest): Promise<MemberRow> {
  const member = await findMember(ctx, requireCustomer(ctx, request));
  if (!member) throw new ApiError(403, primeMsg('prime_not_member'));
  return member;
}

async function unseenNotices(ctx: AppContext, customerId: number): Promise<PrimeNotice[]> {
  const rows = await ctx.repos.prime.unseenNotices(customerId);
  return rows.map((n) => ({ id: n.id, kind: n.kind, tier: TIERS[n.tier_rank]!.code, points: n.points, created_at: n.created_at }));
}

async function memberView(ctx: AppContext, member: MemberRow): Promise<PrimeMember> {
  const progress = progressOf(member.points);
  const rank = member.tier_rank;
  const tier = TIERS[rank]!;
  const history = await ctx.repos.prime.history(member.customer_id);
  const referrals = await ctx.repos.prime.referrals(member.customer_id);
  const freeDelivery = await ctx.repos.prime.freeDeliveryProducts(rank);
  return {
    member: true as const,
    card_number: member.card_number,
    referral_code: member.referral_code,
    joined_at: member.joined_at,
    joined_as: member.joined_as,
    points: member.points,
    tier: { code: tier.code, rank, threshold: tier.threshold },
    next_tier: progress.next ? { code: progress.next.code, threshold: progress.next.threshold } : null,
    missing_points: progress.missing,
    progress_percent: progress.percent,
    perks: PERKS.map((p) => ({ code: p.code, min_tier: TIERS[p.min_rank]!.code, unlocked: reaches(rank, p.min_rank) })),
    referrals: { joined: referrals.joined, credited: referrals.credited, points_each: REFERRAL_POINTS },
    notices: await unseenNotices(ctx, member.customer_id),
    history: history.map((h) => ({ kind: h.kind, points: h.points, created_at: h.created_at, order_number: h.increment_id })),
    free_delivery: freeDelivery.map((p) => ({ sku: p.sku, id: p.id, url_key: p.url_key, name_fr: p.name_fr, name_en: p.name_en })),
    dedicated_service: reaches(rank, 2) ? DEDICATED_SERVICE : null,
  };
}

async function cardData(ctx: AppContext, member: MemberRow, locale: Locale): Promise<CardData> {
  const customer = (await findCustomer(ctx, member.customer_id))!;
  const tier = TIERS[member.tier_rank]!;
  const [date] = member.joined_at.split(' ');
  const [y, m, d] = (date ?? '').split('-');
  return {
    number: member.card_number,
    holder: `${customer.firstname} ${customer.lastname}`.slice(0, 40),
    tier: tier.code,
    tierLabel: TIER_NAMES[tier.code][locale],
    memberSinceLabel: locale === 'en' ? 'Member since' : 'Membre depuis',
    memberSince: locale === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`,
    title: 'PRIME',
  };
}

function sendFile(reply: FastifyReply, type: string, name: string, body: string | Buffer) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

const localeQuery = Type.Object({ locale: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])) });

/** The Prime loyalty programme (content API, `/api/prime/…`). */
export const primeModule: FeatureModule = async (untyped, { ctx }) => {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  // Public: what the programme page shows (tiers, thresholds, perks, the points rule).
  app.get('/api/prime/programme', { schema: { response: { 200: ProgrammeSchema } } }, async () => ({
    tiers: TIERS.map((t) => ({ code: t.code, rank: t.rank, threshold: t.threshold, perks: PERKS.filter((p) => p.min_rank <= t.rank).map((p) => p.code) })),
    perks: PERKS.map((p) => ({ code: p.code, min_tier: TIERS[p.min_rank]!.code })),
    rules: { fcfa_per_point: FCFA_PER_POINT, referral_points: REFERRAL_POINTS, first_order_multiplier: FIRST_ORDER_MULTIPLIER, vip_early_hours: VIP_EARLY_HOURS },
  }));

  // Lets the sign-up page check a referral code before the account is created.
  app.get('/api/prime/referral-codes/:code', { schema: { params: Type.Object({ code: Type.String() }) } }, async (request) => {
    const { code } = request.params;
    const clean = code.trim().toUpperCase();
    const known = /^[A-Z0-9]{8}$/.test(clean) && (await ctx.repos.prime.referralOwner(clean)) !== null;
    if (!known) throw new ApiError(404, primeMsg('referral_unknown'));
    return { valid: true, code: clean };
  });

  app.post(
    '/api/prime/join',
    { schema: { body: JoinPrimeRequestSchema, response: { 200: PrimeMemberSchema } } },
    async (request) => {
      const customerId = requireCustomer(ctx, request);
      // A bodiless POST is a join without a referral code.
      const code = request.body?.referral_code;
      return memberView(ctx, await joinPrime(ctx, customerId, code?.trim() ? code : null));
    },
  );

  // The caller's own membership only: there is no way to name another customer.
  app.get('/api/prime/me', { schema: { response: { 200: PrimeStatusSchema } } }, async (request): Promise<PrimeStatus> => {
    const member = await findMember(ctx, requireCustomer(ctx, request));
    return member ? memberView(ctx, member) : { member: false };
  });

  // What the customer area shows on the next visit: unseen notices only (none for a non-member).
  app.get('/api/prime/notices', { schema: { response: { 200: PrimeNoticesSchema } } }, async (request) => {
    const customerId = requireCustomer(ctx, request);
    return { notices: await unseenNotices(ctx, customerId) };
  });

  app.post(
    '/api/prime/notices/seen',
    { schema: { body: NoticesSeenRequestSchema } },
    async (request) => {
      const member = await requireMember(ctx, request);
      const { ids } = request.body;
      return { seen: await ctx.repos.prime.markSeen(member.customer_id, ids, nowText(ctx)) };
    },
  );

  app.get('/api/prime/private-sales', { schema: { querystring: localeQuery, response: { 200: PrivateSalesSchema } } }, async (request) => {
    const member = await requireMember(ctx, request);
    return privateSalesFor(ctx, member.tier_rank, localeOf(request));
  });

  app.get('/api/prime/card.svg', { schema: { querystring: localeQuery } }, async (request, reply) => {
    const member = await requireMember(ctx, request);
    return sendFile(reply, 'image/svg+xml; charset=utf-8', `prime-${member.card_number}.svg`, cardSvg(await cardData(ctx, member, localeOf(request))));
  });

  app.get('/api/prime/card.pdf', { schema: { querystring: localeQuery } }, async (request, reply) => {
    const member = await requireMember(ctx, request);
    return sendFile(reply, 'application/pdf', `prime-${member.card_number}.pdf`, cardPdf(await cardData(ctx, member, localeOf(request))));
  });
};
