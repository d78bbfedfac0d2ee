import { contentApi, type GamePrize, type Locale, type MyPrizes } from '@shop/shared';

export type { GamePrize };

export async function fetchMyPrizes(locale: Locale, signal?: AbortSignal): Promise<GamePrize[]> {
  const body = await contentApi.get('games/my-prizes', { searchParams: { locale }, signal }).json<MyPrizes>();
  return body.items;
}
