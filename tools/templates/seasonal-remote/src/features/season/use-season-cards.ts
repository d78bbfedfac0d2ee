import { useMemo } from 'react';
import { getApiConfig, useLocalePath } from '@shop/shared';
import { toSeasonCard, type ListedProduct, type SeasonCard } from './lib/product-card';

/** Cards for the listed products, their links in the shopper's language prefix. */
export function useSeasonCards(items: readonly ListedProduct[]): (SeasonCard & { href: string })[] {
  const localePath = useLocalePath();
  return useMemo(() => {
    const media = getApiConfig().baseUrl;
    return items.map((item) => {
      const card = toSeasonCard(item, media);
      return { ...card, href: localePath(card.path) };
    });
  }, [items, localePath]);
}
