import { useState, type PointerEvent } from 'react';
import { useLowBandwidth, useT } from '@shop/shared';
import { productImageUrl } from '../../../api/products';
import { productImageSources, thumbnailUrl, zoomUrl } from '../../media/lib/image-sources';
import { RetryImage } from './retry-image';
import type { GalleryImage } from '../lib/product-detail';

/** Main image square on a phone, about half the width beside the details on a wide screen. */
const SIZES = '(min-width: 900px) 45vw, 100vw';

/**
 * Gallery (disabled entries already skipped). The first image is the largest paint and
 * loads eagerly with high priority; the others and the thumbnails load lazily. The main
 * picture comes in the size the screen needs (`srcset`), the thumbnails always small. A tap on
 * the main picture zooms it (the 1200 px file, twice as large, following the finger or pointer);
 * not in low-bandwidth mode, where the larger file is never fetched.
 */
export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const { t } = useT('catalog');
  const [index, setIndex] = useState(0);
  // Where the zoom is centred, in % of the picture; null when not zoomed.
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const lowBandwidth = useLowBandwidth();
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return <div className="catalog-gallery__placeholder" aria-hidden="true" />;
  const url = productImageUrl(current.file) ?? '';
  const main = productImageSources(url, { lowBandwidth });
  const picture = (
    <RetryImage
      // A new element for the zoom: one that had a `srcset` keeps its density for the new file.
      key={`${current.file}${zoom ? ':zoom' : ''}`}
      src={zoom ? zoomUrl(url) : main.src}
      srcSet={zoom ? undefined : main.srcSet}
      alt={current.label || name}
      width={600}
      height={600}
      sizes={main.srcSet && !zoom ? SIZES : undefined}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'auto'}
      decoding="async"
      style={zoom ? { transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
    />
  );
  const follow = (event: PointerEvent<HTMLButtonElement>) => {
    if (!zoom) return;
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({ x: Math.round(((event.clientX - box.left) / box.width) * 100), y: Math.round(((event.clientY - box.top) / box.height) * 100) });
  };
  return (
    <div className="catalog-gallery" data-testid="product-gallery">
      <div className={`catalog-gallery__main${zoom ? ' catalog-gallery__main--zoomed' : ''}`}>
        {lowBandwidth ? (
          picture
        ) : (
          <button
            type="button"
            className="catalog-gallery__zoom"
            aria-pressed={zoom !== null}
            aria-label={t(zoom ? 'gallery_zoom_out' : 'gallery_zoom_in')}
            onClick={() => setZoom(zoom ? null : { x: 50, y: 50 })}
            onPointerMove={follow}
          >
            {picture}
          </button>
        )}
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
                onClick={() => {
                  setIndex(i);
                  setZoom(null);
                }}
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
