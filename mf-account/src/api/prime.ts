import {
  contentApi,
  type JoinPrimeRequest,
  type NoticesSeenRequest,
  type PrimeMember,
  type PrimeNotice,
  type PrimeStatus,
  type PrivateSales,
  type Programme,
} from '@shop/shared';

export type { PrimeMember, PrimeNotice, PrimeStatus, Programme };

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
  return contentApi.post('prime/join', { searchParams: { locale }, json: (referralCode ? { referral_code: referralCode } : {}) satisfies JoinPrimeRequest }).json<PrimeMember>();
}

/** Unseen notices of the logged-in customer (none when not a member). */
export function fetchNotices(signal?: AbortSignal): Promise<{ notices: PrimeNotice[] }> {
  return contentApi.get('prime/notices', { signal }).json<{ notices: PrimeNotice[] }>();
}

export function markNoticesSeen(ids: number[]): Promise<{ seen: number }> {
  return contentApi.post('prime/notices/seen', { json: { ids } satisfies NoticesSeenRequest }).json<{ seen: number }>();
}

export type CardFormat = 'svg' | 'pdf';

/** The card file, fetched with the shopper's token (a plain link would not carry it). */
export function fetchCard(format: CardFormat, locale: 'fr' | 'en'): Promise<Blob> {
  return contentApi.get(`prime/card.${format}`, { searchParams: { locale } }).blob();
}
