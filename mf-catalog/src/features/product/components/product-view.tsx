import { lazy, memo, Suspense, useId, useMemo } from 'react';
import { FavoriteHeart, Skeleton, useT } from '@shop/shared';
import { attributeText } from '../lib/attributes';
import { isBlank, withoutRepeats } from '../lib/description-repeats';
import { plainText } from '../lib/json-ld';
import { validQuantity } from '../lib/options';
import { activeFlashSale, productGallery, productLabels, productSpecifications, stockDistribution } from '../lib/product-detail';
import { productTrust } from '../lib/trust';
import type { ProductData } from '../use-product';
import { useProductJsonLd } from '../use-product-json-ld';
import { useProductPurchase } from '../use-product-purchase';
import { Countdown } from './countdown';
import { ProductBuy } from './product-buy';
import { ProductLabels } from './product-labels';
import { ProductPrice } from './product-price';
import { ProductTrust } from './product-trust';
import { ProductDescription } from './product-description';
import { ProductGallery } from './product-gallery';
import { ProductOptions } from './product-options';
import { TelephoneOffer } from './telephone-offer';
import { productRating } from '../../reviews/lib/rating';
import { RatingStars } from '../../reviews/components/rating-stars';
import { ProductReviews } from '../../reviews/components/product-reviews';
// oxlint-disable-next-line import/no-unassigned-import
import '../../reviews/components/reviews.css';

// Below the buying area on a phone: separate chunks, so their code is fetched and hydrated after the
// first screen's (React keeps the server's HTML of a boundary whose code is not there yet).
// Memoised (here and below): a tap on "add to cart" re-renders the page for its busy button, and
// only the parts whose data changed render again before the tap's answer is painted (INP).
const ShippingEstimate = lazy(() => import('./shipping-estimate').then((m) => ({ default: memo(m.ShippingEstimate) })));
const ProductMore = lazy(() => import('./product-more').then((m) => ({ default: memo(m.ProductMore) })));
const Gallery = memo(ProductGallery);
const Trust = memo(ProductTrust);
const Telephone = memo(TelephoneOffer);
const Description = memo(ProductDescription);
const Reviews = memo(ProductReviews);

/** Product detail (Product detail): everything needed to choose and add to cart. */
export function ProductView({ data }: { data: ProductData }) {
  const { product, children, dictionaries, partNames, complete } = data;
  const { t } = useT(['catalog', 'common']);
  const uid = useId();
  const { selection, qtyText, qty, missing, qtyError, busy, now, optionsRef, guaranteePerUnit, child, price, optionBase, inStock, changeSelection, changeQty, add } =
    useProductPurchase(data);

  const gallery = useMemo(() => productGallery(product), [product]);
  const specifications = useMemo(() => productSpecifications(product), [product]);
  const towns = useMemo(() => stockDistribution(product), [product]);
  const labels = productLabels(product);
  const trust = useMemo(() => productTrust(product, dictionaries), [product, dictionaries]);
  const flash = activeFlashSale(product, now);
  const shortDescription = attributeText(product, 'short_description') ?? '';
  // The long description without what the page already shows above it (name, short description, specifications).
  const description = useMemo(() => {
    const shown = [product.name, shortDescription, t('specifications'), ...specifications.map((s) => `${s.label} ${s.value}`)];
    const rest = withoutRepeats(attributeText(product, 'description') ?? '', shown);
    return isBlank(rest) ? '' : rest;
  }, [product, shortDescription, specifications, t]);
  const importantInformation = attributeText(product, 'important_information') ?? '';
  const metaDescription = attributeText(product, 'meta_description')?.trim() || plainText(shortDescription).slice(0, 160);

  const rating = useMemo(() => productRating(product), [product]);
  const jsonLd = useProductJsonLd(product, gallery, metaDescription, now, data.reviews);

  const purchasable = !price.hidePrice && inStock !== false;

  return (
    <article className="catalog-product" data-testid="product-page" data-sku={product.sku}>
      <script type="application/ld+json" data-testid="product-json-ld" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <div className="catalog-product__media">
        <Gallery images={gallery} name={product.name} />
      </div>
      <div className="catalog-product__details">
        <ProductLabels labels={labels} />
        <div className="catalog-product__title">
          <h1 className="catalog-product__name">{product.name}</h1>
          <FavoriteHeart productId={product.id} name={product.name} />
        </div>
        {attributeText(product, 'marque') ? <p className="catalog-product__brand">{attributeText(product, 'marque')}</p> : null}
        {rating ? (
          <a className="catalog-product__rating" href="#avis">
            <RatingStars rating={rating} />
          </a>
        ) : null}
        <ProductPrice price={price} />
        {flash ? (
          <p className="catalog-flash" data-testid="product-flash-sale">
            {t('flash_sale_ends_in')} <Countdown until={flash.end} />{' '}
            <strong className="catalog-flash__limit" data-testid="product-flash-limit">
              {t('one_per_customer')}
            </strong>
          </p>
        ) : null}
        <p className={inStock === false ? 'catalog-stock catalog-stock--out' : 'catalog-stock'} data-testid="stock-status">
          {inStock === false ? t('out_of_stock') : t('in_stock')}
        </p>
        <Trust trust={trust} />
        <Telephone product={product} />
        {shortDescription ? <Description html={shortDescription} /> : null}

        <div ref={optionsRef}>
          {complete ? (
            <ProductOptions
              product={product}
              variants={children}
              dictionaries={dictionaries}
              selection={selection}
              onChange={changeSelection}
              missing={missing}
              basePrice={optionBase}
              guaranteePerUnit={guaranteePerUnit}
              partNames={partNames}
            />
          ) : (
            <Skeleton height={40} lines={2} />
          )}
        </div>

        <ProductBuy
          uid={uid}
          sku={product.sku}
          price={price}
          purchasable={purchasable}
          qtyText={qtyText}
          qtyError={qtyError}
          busy={busy}
          complete={complete}
          onQtyChange={changeQty}
          onAdd={add}
        />

        {importantInformation ? (
          <div className="catalog-box catalog-important">
            <Description html={importantInformation} />
          </div>
        ) : null}
        <Suspense fallback={<Skeleton height={120} />}>
          <ShippingEstimate sku={child?.sku ?? product.sku} qty={validQuantity(qty) ? qty : 1} />
        </Suspense>
      </div>

      {/* Below the first screen: its code loads and hydrates after the rest (the server's HTML stays meanwhile). */}
      <Suspense fallback={null}>
        <ProductMore specifications={specifications} stock={towns} description={description} />
      </Suspense>
      <Reviews rating={rating} reviews={data.reviews} />
    </article>
  );
}
