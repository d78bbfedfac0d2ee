import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, Button, FavoriteHeart, formatPrice, Price, Skeleton, useAddToCart, useDocumentTitle, useT } from '@shop/shared';
import { productImageUrl } from '../../../api/products';
import { attributeText } from '../lib/attributes';
import { plainText, productJsonLd, serializeJsonLd } from '../lib/json-ld';
import {
  buildCartItem,
  defaultSelection,
  matchChild,
  missingOptions,
  selectedPrice,
  validQuantity,
  type MissingOption,
  type OptionSelection,
} from '../lib/options';
import {
  activeFlashSale,
  guaranteeValue,
  productGallery,
  productLabels,
  productSpecifications,
  stockDistribution,
} from '../lib/product-detail';
import { productInStock, productPath } from '../lib/product-summary';
import type { ProductData } from '../use-product';
import { Countdown } from './countdown';
import { ProductDescription } from './product-description';
import { ProductGallery } from './product-gallery';
import { ProductOptions } from './product-options';
import { StockByTown } from './stock-by-town';
import { TelephoneOffer } from './telephone-offer';

// Below the buying area on a phone: separate chunks, so their code is fetched and hydrated after the
// first screen's (React keeps the server's HTML of a boundary whose code is not there yet).
const ShippingEstimate = lazy(() => import('./shipping-estimate').then((m) => ({ default: m.ShippingEstimate })));
const ProductMore = lazy(() => import('./product-more').then((m) => ({ default: m.ProductMore })));

/** Product detail (Product detail): everything needed to choose and add to cart. */
export function ProductView({ data }: { data: ProductData }) {
  const { product, children, dictionaries, partNames, complete } = data;
  const { t } = useT(['catalog', 'common']);
  const locale = useStore($locale);
  const uid = useId();
  const [selection, setSelection] = useState<OptionSelection>(() => defaultSelection(product));
  const [qtyText, setQtyText] = useState('1');
  const [missing, setMissing] = useState<MissingOption[]>([]);
  const [qtyError, setQtyError] = useState(false);
  const { add: addToCart, busy } = useAddToCart();
  const [now] = useState(() => Date.now());
  const optionsRef = useRef<HTMLDivElement>(null);

  const gallery = useMemo(() => productGallery(product), [product]);
  const specifications = useMemo(() => productSpecifications(product), [product]);
  const towns = useMemo(() => stockDistribution(product), [product]);
  const labels = productLabels(product);
  const guaranteePerUnit = guaranteeValue(product);
  const child = matchChild(product, children, selection, dictionaries);
  const price = selectedPrice(product, child, selection, guaranteePerUnit, now);
  // Percent custom options are a share of what is paid before options (as the cart computes them).
  const ownPrice = selectedPrice(product, child, { ...selection, custom: {}, guarantee: false }, 0, now);
  const optionBase = ownPrice.specialPrice ?? ownPrice.price;
  const inStock = productInStock(child ?? product);
  const flash = activeFlashSale(product, now);
  const description = attributeText(product, 'description') ?? '';
  const shortDescription = attributeText(product, 'short_description') ?? '';
  const importantInformation = attributeText(product, 'important_information') ?? '';
  const metaDescription = attributeText(product, 'meta_description')?.trim() || plainText(shortDescription).slice(0, 160);
  const qty = Number(qtyText);

  // The merchant's meta title is the whole title; without one the name is.
  useDocumentTitle(attributeText(product, 'meta_title')?.trim() || t('meta.page_title', { title: product.name }), metaDescription || t('meta.product_description', { name: product.name }));

  const jsonLd = useMemo(() => {
    const origin = typeof window === 'undefined' ? '' : window.location.origin;
    return serializeJsonLd(
      productJsonLd(product, {
        price: selectedPrice(product, null, defaultSelection(product), 0, now),
        inStock: productInStock(product),
        images: gallery.map((g) => productImageUrl(g.file) ?? '').filter(Boolean),
        url: `${origin}${productPath(product)}`,
        description: metaDescription,
      }),
    );
  }, [product, gallery, metaDescription, now]);

  const changeSelection = (next: OptionSelection) => {
    setSelection(next);
    // Errors clear as soon as the shopper fixes them; others stay until the next attempt.
    if (missing.length) setMissing(missingOptions(product, next).filter((m) => missing.some((x) => x.kind === m.kind && x.id === m.id)));
  };

  const add = () => {
    if (busy) return;
    const stillMissing = missingOptions(product, selection);
    setMissing(stillMissing);
    const qtyOk = validQuantity(qty);
    setQtyError(!qtyOk);
    if (stillMissing.length) {
      // Bring the first unanswered choice into view: on a phone it is often above the button.
      requestAnimationFrame(() => {
        // Optional call: older browsers and DOM test environments lack scrollIntoView.
        optionsRef.current?.querySelector('[data-testid="option-error"]')?.parentElement?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      });
    }
    if (stillMissing.length || !qtyOk) return;
    void addToCart(buildCartItem(product, selection, qty, price.specialPrice ?? price.price));
  };

  const purchasable = !price.hidePrice && inStock !== false;

  return (
    <article className="catalog-product" data-testid="product-page" data-sku={product.sku}>
      <script type="application/ld+json" data-testid="product-json-ld" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <div className="catalog-product__media">
        <ProductGallery images={gallery} name={product.name} />
      </div>
      <div className="catalog-product__details">
        {labels.length > 0 ? (
          <ul className="catalog-labels" data-testid="product-labels">
            {labels.map((label) => (
              <li key={label} className={`catalog-label catalog-label--${label}`}>
                {t(`label.${label}`)}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="catalog-product__title">
          <h1 className="catalog-product__name">{product.name}</h1>
          <FavoriteHeart productId={product.id} name={product.name} />
        </div>
        {attributeText(product, 'marque') ? <p className="catalog-product__brand">{attributeText(product, 'marque')}</p> : null}
        <div className="catalog-product__price" data-testid="product-price" aria-live="polite">
          {price.hidePrice ? (
            <p>{t('price_on_request')}</p>
          ) : (
            <Price amount={price.specialPrice ?? price.price} oldAmount={price.specialPrice !== null ? price.price : null} percentOff={price.percentOff} />
          )}
        </div>
        {flash ? (
          <p className="catalog-flash" data-testid="product-flash-sale">
            {t('flash_sale_ends_in')} <Countdown until={flash.end} />
          </p>
        ) : null}
        <p className={inStock === false ? 'catalog-stock catalog-stock--out' : 'catalog-stock'} data-testid="stock-status">
          {inStock === false ? t('out_of_stock') : t('in_stock')}
        </p>
        <TelephoneOffer product={product} />
        {shortDescription ? <ProductDescription html={shortDescription} /> : null}

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

        {purchasable ? (
          <div className="catalog-buy">
            <label htmlFor={`${uid}-qty`}>{t('quantity')}</label>
            <input
              id={`${uid}-qty`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={qtyText}
              aria-invalid={qtyError || undefined}
              aria-describedby={qtyError ? `${uid}-qty-error` : undefined}
              onChange={(e) => {
                setQtyText(e.target.value);
                if (qtyError && validQuantity(Number(e.target.value))) setQtyError(false);
              }}
              data-testid="quantity"
            />
            {/* On a phone this row is a bar fixed at the bottom: the price rides along (read once, above). */}
            <span className="catalog-buy__price" aria-hidden="true" data-testid="buy-bar-price">
              {formatPrice(price.specialPrice ?? price.price, locale)}
            </span>
            <Button variant="primary" loading={busy || !complete} onClick={add} data-testid="product-add-to-cart">
              {t('add_to_cart')}
            </Button>
            {qtyError ? (
              <p className="catalog-option__error" id={`${uid}-qty-error`} role="alert">
                {t('common:quantity_min')}
              </p>
            ) : null}
          </div>
        ) : price.hidePrice ? (
          <p className="catalog-box">{t('hidden_price_hint')}</p>
        ) : null}

        {importantInformation ? (
          <div className="catalog-box catalog-important">
            <ProductDescription html={importantInformation} />
          </div>
        ) : null}
        <Suspense fallback={<Skeleton height={120} />}>
          <ShippingEstimate sku={child?.sku ?? product.sku} qty={validQuantity(qty) ? qty : 1} />
        </Suspense>
        <StockByTown stock={towns} />
      </div>

      {/* Below the first screen: its code loads and hydrates after the rest (the server's HTML stays meanwhile). */}
      <Suspense fallback={null}>
        <ProductMore specifications={specifications} description={description} />
      </Suspense>
    </article>
  );
}
