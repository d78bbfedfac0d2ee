/**
 * The sizes the media route serves a product picture at: the full 600 px file (its plain URL,
 * which the server-rendered page also preloads), a 160 px thumbnail (`?w=160`) and the 1200 px
 * picture of the product page's zoom (`?w=1200`, fetched only when the shopper zooms).
 */
export const THUMBNAIL_WIDTH = 160;
export const FULL_WIDTH = 600;
export const ZOOM_WIDTH = 1200;

export interface ImageSources {
  src: string;
  /** Absent in low-bandwidth mode: the browser must not pick the larger file for a sharp screen. */
  srcSet?: string;
}

export function thumbnailUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${THUMBNAIL_WIDTH}`;
}

export function zoomUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${ZOOM_WIDTH}`;
}

/**
 * `src` and `srcset` of a product picture: the browser picks the thumbnail where the slot
 * (`sizes` × pixel ratio) is at most 160 px, the full picture elsewhere. In low-bandwidth mode
 * only the thumbnail is offered.
 */
export function productImageSources(url: string, options: { lowBandwidth: boolean }): ImageSources {
  const thumbnail = thumbnailUrl(url);
  if (options.lowBandwidth) return { src: thumbnail };
  return { src: url, srcSet: `${thumbnail} ${THUMBNAIL_WIDTH}w, ${url} ${FULL_WIDTH}w` };
}
