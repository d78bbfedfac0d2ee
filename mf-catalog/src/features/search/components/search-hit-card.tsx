import { FavoriteHeart, ProductCard, getApiConfig, useLowBandwidth, useLocalePath } from '@shop/shared';
import type { SearchHit } from '../../../api/search';
import { productImageSources } from '../../media/lib/image-sources';
import { GRID_CARD_SIZES } from '../../product-list/components/product-tile';

/** Product path from a search document. */
export function hitPath(hit: Pick<SearchHit, 'id' | 'url_key'>): string {
  return hit.url_key ? `/product/${encodeURIComponent(hit.url_key)}-${hit.id}` : `/product/${hit.id}`;
}

export function hitImage(hit: Pick<SearchHit, 'image'>): string | null {
  return hit.image ? `${getApiConfig().baseUrl}${hit.image}` : null;
}

export function SearchHitCard({ hit, priority }: { hit: SearchHit; priority: boolean }) {
  const localePath = useLocalePath();
  const lowBandwidth = useLowBandwidth();
  const image = hitImage(hit);
  const sources = image ? productImageSources(image, { lowBandwidth }) : null;
  return (
    <li className="catalog-tile" data-testid="search-hit" data-sku={hit.sku}>
      <ProductCard
        name={hit.name}
        href={localePath(hitPath(hit))}
        image={sources?.src ?? null}
        srcSet={sources?.srcSet}
        sizes={GRID_CARD_SIZES}
        price={hit.price}
        specialPrice={hit.final_price < hit.price ? hit.final_price : null}
        hidePrice={hit.hide_price}
        priority={priority}
      />
      <FavoriteHeart productId={hit.id} name={hit.name} />
    </li>
  );
}
