import { Link } from 'react-router';
import { Price } from './price';
import { percentOff } from '../contracts/pricing';

interface ProductCardProps {
  name: string;
  /** Route path of the product page (already locale-prefixed if needed). */
  href: string;
  /** Image URL; a neutral placeholder keeps the grid from jumping when missing. */
  image?: string | null;
  price: number;
  specialPrice?: number | null;
  /** Short, already translated badges (global import, second hand, free shipping…). */
  labels?: string[];
  /** `hide_price`: the product is shown without a price. */
  hidePrice?: boolean;
  /** Above-the-fold cards load their image eagerly (largest contentful paint). */
  priority?: boolean;
  /** Responsive candidates for `image` and the slot width they are chosen for. */
  srcSet?: string;
  sizes?: string;
  className?: string;
}


export function ProductCard({
  name,
  href,
  image,
  price,
  specialPrice,
  labels = [],
  hidePrice = false,
  priority = false,
  srcSet,
  sizes,
  className,
}: ProductCardProps) {
  const discounted = typeof specialPrice === 'number' && specialPrice > 0 && specialPrice < price;
  return (
    <Link to={href} className={['shop-card', className ?? ''].filter(Boolean).join(' ')}>
      <div className="shop-card__media">
        {image ? (
          <img
            src={image}
            srcSet={srcSet}
            sizes={srcSet ? sizes : undefined}
            alt=""
            width={240}
            height={240}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <div className="shop-card__placeholder" aria-hidden="true" />
        )}
        {labels.length > 0 ? (
          <ul className="shop-card__labels">
            {labels.map((label) => (
              <li key={label} className="shop-card__label">
                {label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {/* Level 2: the cards stand right under the page's h1 (listing, search, campaign); a skipped level breaks heading navigation. */}
      <h2 className="shop-card__name">{name}</h2>
      {hidePrice ? null : discounted ? (
        <Price amount={specialPrice} oldAmount={price} percentOff={percentOff(price, specialPrice)} />
      ) : (
        <Price amount={price} />
      )}
    </Link>
  );
}
