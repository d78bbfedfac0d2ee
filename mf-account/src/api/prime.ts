import { contentApi, type PrimeTierCode, type PrivateSales } from '@shop/shared';

export interface Programme {
  tiers: { code: PrimeTierCode; rank: number; threshold: number; perks: string[] }[];
  perks: { code: string; min_tier: PrimeTierCode }[];
  rules: { fcfa_per_point: number; referral_points: number; first_order_multiplier: number; vip_early_hours: number };
}

export interface PrimeNotice {
  id: number;
  kind: 'upgrade' | 'referral';
  tier: PrimeTierCode;
  points: number;
  created_at: string;
}

export interface PrimeMember {
  member: true;
  card_number: string;
  referral_code: string;
  joined_at: string;
  joined_as: 'new' | 'old';
  points: number;
  tier: { code: PrimeTierCode; rank: number; threshold: number };
  next_tier: { code: PrimeTierCode; threshold: number } | null;
  missing_points: number;
  progress_percent: number;
  perks: { code: string; min_tier: PrimeTierCode; unlocked: boolean }[];
  referrals: { joined: number; credited: number; points_each: number };
  notices: PrimeNotice[];
  history: { kind: 'order' | 'referral'; points: number; created_at: string; order_number: string | null }[];
  free_delivery: { sku: string; id: number; url_key: string; name_fr: string; name_en: string }[];
  dedicated_service: { telephone: string; whatsapp: string; email: string; hours: { open: string; close: string; days: string } } | null;
}

export type PrimeStatus = PrimeMember | { member: false };


/** Tiers, thresholds, perks and the points rule: public, no token. */
export function fetchProgramme(signal?: AbortSignal): Promise<Programme> {
  return contentApi.get('prime/programme', { signal }).json<Programme>();
}

/** The logged-in shopper's own membership (the server knows whose from the token only). */
export function fetchPrimeStatus(signal?: AbortSignal): Promise<PrimeStatus> {
  return contentApi.get('prime/me', { signal }).json<PrimeStatus>();
}

export function fetchPrivateSales(locale: 'fr' | 'en', signal?: AbortSignal): Promise<PrivateSales> {
  return contentApi.get('prime/private-sales', { searchParams: { locale }, signal }).json<PrivateSales>();
}

/** Joins the programme; the server decides "new" or "old", checks the code and answers in `locale`. */
export function joinPrime(referralCode: string | null, locale: 'fr' | 'en'): Promise<PrimeMember> {
  return contentApi.post('prime/join', { searchParams: { locale }, json: referralCode ? { referral_code: referralCode } : {} }).json<PrimeMember>();
}

/** Unseen notices of the logged-in customer (none when not a member). */
export function fetchNotices(signal?: AbortSignal): Promise<{ notices: PrimeNotice[] }> {
  return contentApi.get('prime/notices', { signal }).json<{ notices: PrimeNotice[] }>();
}

export function markNoticesSeen(ids: number[]): Promise<{ seen: number }> {
  return contentApi.post('prime/notices/seen', { json: { ids } }).json<{ seen: number }>();
}

export type CardFormat = 'svg' | 'pdf';

/** The card file, fetched with the shopper's token (a plain link would not carry it). */
export function fetchCard(format: CardFormat, locale: 'fr' | 'en'): Promise<Blob> {
  return contentApi.get(`prime/card.${format}`, { searchParams: { locale } }).blob();
}
