/**
 * Prime loyalty rules, pure (no database), so the figures the README states are the ones tested.
 *
 * - Points count real orders only: 1 point per full 100 FCFA of the goods actually paid, i.e. the
 *   subtotal after the coupon discount (delivery fees and the guarantee programme earn nothing),
 *   credited when the order is complete (delivered, cash collected) and taken back when it is
 *   refunded or cancelled. A member's first complete order as a member earns double points
 *   (the "Firstcom" offer).
 * - Tiers (4): the tier is the highest one whose entry threshold the member's standing points
 *   reach. Crossing a threshold upgrades at once (several tiers in one go if one order crosses
 *   several); points taken back take the tier back with them.
 * - Referral: a member's code given at joining by another, new member; that referee's first
 *   complete order credits the referrer once (and a refund of it takes the credit back). Nobody
 *   can use their own code.
 */

export const TIER_CODES = ['classic', 'silver', 'gold', 'platinum'] as const;
export type TierCode = (typeof TIER_CODES)[number];

export interface Tier {
  rank: number;
  code: TierCode;
  /** Total points from which the tier applies. */
  threshold: number;
}

export const TIERS: readonly Tier[] = [
  { rank: 0, code: 'classic', threshold: 0 },
  { rank: 1, code: 'silver', threshold: 2_000 },
  { rank: 2, code: 'gold', threshold: 10_000 },
  { rank: 3, code: 'platinum', threshold: 30_000 },
];

/** FCFA of goods per point. */
export const FCFA_PER_POINT = 100;
/** Points the referrer receives when a referee's first order is complete. */
export const REFERRAL_POINTS = 1_000;
/** The first order as a member earns this many times the usual points. */
export const FIRST_ORDER_MULTIPLIER = 2;

/**
 * What an order's move to `status` does to its points: credited when it is complete, taken back
 * when it is refunded (`closed`) or cancelled; any other move leaves them as they are.
 */
export function rewardFor(status: string): 'credit' | 'reverse' | null {
  if (status === 'complete') return 'credit';
  return status === 'closed' || status === 'canceled' ? 'reverse' : null;
}

/** Points earned by an order: whole points per 100 FCFA of goods after discount, never negative. */
export function orderPoints(subtotal: number, discount: number, firstOrder: boolean): number {
  const paid = Math.max(0, Math.round(subtotal) - Math.max(0, Math.round(discount)));
  const base = Math.floor(paid / FCFA_PER_POINT);
  return firstOrder ? base * FIRST_ORDER_MULTIPLIER : base;
}

export function tierFor(points: number): Tier {
  let found = TIERS[0]!;
  for (const tier of TIERS) if (points >= tier.threshold) found = tier;
  return found;
}

export const tierByCode = (code: string): Tier | undefined => TIERS.find((t) => t.code === code);

/** The tier reached after adding points, or null when no threshold was crossed. */
export function upgradeCrossed(before: number, added: number): Tier | null {
  const from = tierFor(before);
  const to = tierFor(before + Math.max(0, added));
  return to.rank > from.rank ? to : null;
}

export interface Progress {
  tier: Tier;
  next: Tier | null;
  /** Points still missing to reach the next tier (0 at the top tier). */
  missing: number;
  /** 0–100, share of the way from this tier's threshold to the next one's. */
  percent: number;
}

export function progressOf(points: number): Progress {
  const tier = tierFor(points);
  const next = TIERS[tier.rank + 1] ?? null;
  if (!next) return { tier, next: null, missing: 0, percent: 100 };
  const span = next.threshold - tier.threshold;
  const percent = Math.min(100, Math.max(0, Math.floor(((points - tier.threshold) / span) * 100)));
  return { tier, next, missing: next.threshold - points, percent };
}

export type ReferralProblem = 'referral_unknown' | 'referral_self';

/** Whether `referrerId` (owner of the code, or null when no member has it) may refer `customerId`. */
export function referralProblem(customerId: number, referrerId: number | null): ReferralProblem | null {
  if (referrerId === null) return 'referral_unknown';
  if (referrerId === customerId) return 'referral_self';
  return null;
}

/**
 * Whether a referee's complete order credits the referrer: only the referee's first complete
 * order (`ordersBefore`: their earlier complete orders whose points still stand), only when the
 * referee was referred, and only once per referee (`alreadyCredited`: a credit that stands).
 */
export function referralCredits(options: { referrerId: number | null; refereeId: number; ordersBefore: number; alreadyCredited: boolean }): boolean {
  return options.referrerId !== null && options.referrerId !== options.refereeId && options.ordersBefore === 0 && !options.alreadyCredited;
}

/** VIP access: from Gold, private sales open this many hours before their start for everyone else. */
export const VIP_MIN_RANK = 2;
export const VIP_EARLY_HOURS = 48;

/**
 * Whether a private sale is open to a member of `rank` at `now` (epoch ms): from its start (VIP
 * members `VIP_EARLY_HOURS` earlier) until its end, for its tier and above.
 */
export function saleOpenTo(rank: number | null, sale: { minRank: number; startsAt: number; endsAt: number }, now: number): boolean {
  if (rank === null || rank < sale.minRank || now >= sale.endsAt) return false;
  const opens = rank >= VIP_MIN_RANK ? sale.startsAt - VIP_EARLY_HOURS * 3_600_000 : sale.startsAt;
  return now >= opens;
}

/** Whether a member of `rank` (null: not a member) reaches a perk or sale open from `minRank`. */
export const reaches = (rank: number | null, minRank: number): boolean => rank !== null && rank >= minRank;

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8-character referral code without look-alike characters (0/O, 1/I), from random bytes. */
export function referralCode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += REFERRAL_ALPHABET[bytes[i]! % REFERRAL_ALPHABET.length];
  return out;
}

/** Luhn check digit, so a mistyped card number is caught at the counter. */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** 16-digit card number: prefix 9237 (Prime, Cameroon +237), the member id on 11 digits, Luhn digit. */
export function cardNumber(customerId: number): string {
  const body = `9237${String(customerId).padStart(11, '0').slice(-11)}`;
  return body + String(luhnDigit(body));
}

export const isValidCardNumber = (value: string): boolean => /^\d{16}$/.test(value) && luhnDigit(value.slice(0, 15)) === Number(value[15]);
