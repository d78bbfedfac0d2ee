import { Type } from 'typebox';

/**
 * The Prime loyalty programme on the wire (`/api/prime/…`), declared once: the back end
 * validates requests and (outside production) its answers with these schemas, mf-account reads
 * their static types from `wire.ts`.
 */

/** Prime loyalty tiers, lowest first. */
const Tier = Type.Union([Type.Literal('classic'), Type.Literal('silver'), Type.Literal('gold'), Type.Literal('platinum')]);
const Kind = Type.Union([Type.Literal('order'), Type.Literal('referral')]);

/** `GET /api/prime/programme`: tiers, thresholds, perks and the points rule (public). */
export const ProgrammeSchema = Type.Object({
  tiers: Type.Array(Type.Object({ code: Tier, rank: Type.Integer(), threshold: Type.Integer(), perks: Type.Array(Type.String()) })),
  perks: Type.Array(Type.Object({ code: Type.String(), min_tier: Tier })),
  rules: Type.Object({
    fcfa_per_point: Type.Number(),
    referral_points: Type.Integer(),
    first_order_multiplier: Type.Number(),
    vip_early_hours: Type.Number(),
  }),
});

const Notice = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('upgrade'), Type.Literal('referral')]),
  tier: Tier,
  points: Type.Integer(),
  created_at: Type.String(),
});

/** `GET /api/prime/notices`: the unseen notices (none for a non-member). */
export const PrimeNoticesSchema = Type.Object({ notices: Type.Array(Notice) });

/** The member's own membership, as `POST /api/prime/join` and `GET /api/prime/me` answer it. */
export const PrimeMemberSchema = Type.Object({
  member: Type.Literal(true),
  card_number: Type.String(),
  referral_code: Type.String(),
  joined_at: Type.String(),
  joined_as: Type.Union([Type.Literal('new'), Type.Literal('old')]),
  points: Type.Integer(),
  tier: Type.Object({ code: Tier, rank: Type.Integer(), threshold: Type.Integer() }),
  next_tier: Type.Union([Type.Object({ code: Tier, threshold: Type.Integer() }), Type.Null()]),
  missing_points: Type.Integer(),
  progress_percent: Type.Number(),
  perks: Type.Array(Type.Object({ code: Type.String(), min_tier: Tier, unlocked: Type.Boolean() })),
  referrals: Type.Object({ joined: Type.Integer(), credited: Type.Integer(), points_each: Type.Integer() }),
  notices: Type.Array(Notice),
  history: Type.Array(Type.Object({ kind: Kind, points: Type.Integer(), created_at: Type.String(), order_number: Type.Union([Type.String(), Type.Null()]) })),
  free_delivery: Type.Array(Type.Object({ sku: Type.String(), id: Type.Integer(), url_key: Type.String(), name_fr: Type.String(), name_en: Type.String() })),
  dedicated_service: Type.Union([
    Type.Object({
      telephone: Type.String(),
      whatsapp: Type.String(),
      email: Type.String(),
      hours: Type.Object({ open: Type.String(), close: Type.String(), days: Type.String() }),
    }),
    Type.Null(),
  ]),
});

/** `GET /api/prime/me`: the membership, or that there is none. */
export const PrimeStatusSchema = Type.Union([PrimeMemberSchema, Type.Object({ member: Type.Literal(false) })]);

/** `POST /api/prime/join`: a referral code, optionally. */
export const JoinPrimeRequestSchema = Type.Object({ referral_code: Type.Optional(Type.String({ maxLength: 20 })) }, { additionalProperties: false });

/** `POST /api/prime/notices/seen`. */
export const NoticesSeenRequestSchema = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);

/** A Prime private sale open to the member. */
const PrivateSale = Type.Object({
  product_id: Type.Integer(),
  sku: Type.String(),
  name: Type.String(),
  url_key: Type.String(),
  visibility: Type.Integer(),
  price: Type.Number(),
  member_price: Type.Union([Type.Number(), Type.Null()]),
  min_tier: Tier,
  exclusive: Type.Boolean(),
  starts_at: Type.String(),
  ends_at: Type.String(),
  /** Open to this member before everyone else (VIP access). */
  vip_early: Type.Boolean(),
  in_stock: Type.Boolean(),
});

/** `GET /api/prime/private-sales`: the sales open to the member, and how many higher tiers keep to themselves. */
export const PrivateSalesSchema = Type.Object({
  open: Type.Array(PrivateSale),
  locked: Type.Array(Type.Object({ min_tier: Tier, count: Type.Integer() })),
});
