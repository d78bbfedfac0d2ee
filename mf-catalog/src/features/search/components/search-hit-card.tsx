import { FavoriteHeart, ProductCard, getApiConfig, useLocalePath } from '@shop/shared';
import type { SearchHit } from '../../../api/search';

/** Product path from a search document. */
export function hitPath(hit: Pick<SearchHit, 'id' | 'url_key'>): string {
  return hit.url_key ? `/product/${encodeURIComponent(hit.url_key)}-${hit.id}` : `/product/${hit.id}`;
}

export function hitImage(hit: Pick<SearchHit, 'image'>): string | null {
  return hit.image ? `${getApiConfig().baseUrl}${hit.image}` : null;
}

export function SearchHitCard({ hit, priority }: { hit: SearchHit; priority: boolean }) {
  const localePath = useLocalePath();
  return (
    <li className="catalog-tile" data-testid="search-hit" data-sku={hit.sku}>
      <ProductCard
        name={hit.name}
        href={localePath(hitPath(hit))}
        image={hitImage(hit)}
        price={hit.price}
        specialPrice={hit.final_price < hit.price ? hit.final_price : null}
        hidePrice={hit.hide_price}
        priority={priority}
      />
      <FavoriteHeart productId={hit.id} name={hit.name} />
    </li>
  );
}
