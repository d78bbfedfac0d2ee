import { useState } from 'react';
import { useLowBandwidth, useT } from '@shop/shared';
import { productImageUrl } from '../../../api/products';
import { productImageSources, thumbnailUrl } from '../../media/lib/image-sources';
import { RetryImage } from './retry-image';
import type { GalleryImage } from '../lib/product-detail';

/** Main image square on a phone, about half the width beside the details on a wide screen. */
const SIZES = '(min-width: 900px) 45vw, 100vw';

/**
 * Gallery (disabled entries already skipped). The first image is the largest paint and
 * loads eagerly with high priority; the others and the thumbnails load lazily. The main
 * picture comes in the size the screen needs (`srcset`), the thumbnails always small.
 */
export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const { t } = useT('catalog');
  const [index, setIndex] = useState(0);
  const lowBandwidth = useLowBandwidth();
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return <div className="catalog-gallery__placeholder" aria-hidden="true" />;
  const main = productImageSources(productImageUrl(current.file) ?? '', { lowBandwidth });
  return (
    <div className="catalog-gallery" data-testid="product-gallery">
      <div className="catalog-gallery__main">
        <RetryImage
          key={current.file}
          src={main.src}
          srcSet={main.srcSet}
          alt={current.label || name}
          width={600}
          height={600}
          sizes={main.srcSet ? SIZES : undefined}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
        />
      </div>
      {images.length > 1 ? (
        <ul className="catalog-gallery__thumbs" aria-label={t('gallery_label')}>
          {images.map((image, i) => (
            <li key={image.file}>
              <button
                type="button"
                className="catalog-gallery__thumb"
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('gallery_show', { index: i + 1, count: images.length })}
                onClick={() => setIndex(i)}
              >
                <RetryImage src={thumbnailUrl(productImageUrl(image.file) ?? '')} alt="" width={64} height={64} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
