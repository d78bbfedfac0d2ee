import { contentApi, type Locale } from '@shop/shared';

/** A prize the customer won in a game: a single-use coupon (`GET /api/games/my-prizes`). */
export interface GamePrize {
  code: string;
  label: string;
  /** ISO date-time after which the coupon no longer applies. */
  ends_at: string;
  /** Cart subtotal the coupon needs, in FCFA (0: none). */
  min_subtotal: number;
  /** Still active and not expired (a used coupon is retired by the order that used it). */
  usable: boolean;
}

export async function fetchMyPrizes(locale: Locale, signal?: AbortSignal): Promise<GamePrize[]> {
  const body = await contentApi.get('games/my-prizes', { searchParams: { locale }, signal }).json<{ items: GamePrize[] }>();
  return body.items;
}
