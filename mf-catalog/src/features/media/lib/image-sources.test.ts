import { describe, expect, it } from 'vitest';
import { productImageSources, thumbnailUrl } from './image-sources';

const url = 'https://shop.test/media/catalog/product/t/e/tecno-spark-1.jpg';

describe('productImageSources', () => {
  it('offers the thumbnail and the full picture, the plain URL being the full one', () => {
    expect(productImageSources(url, { lowBandwidth: false })).toEqual({
      src: url,
      srcSet: `${url}?w=160 160w, ${url} 600w`,
    });
  });

  it('offers only the thumbnail in low-bandwidth mode, whatever the screen', () => {
    expect(productImageSources(url, { lowBandwidth: true })).toEqual({ src: `${url}?w=160` });
  });
});

describe('thumbnailUrl', () => {
  it('adds the size to a URL that already has a query', () => {
    expect(thumbnailUrl(`${url}?v=2`)).toBe(`${url}?v=2&w=160`);
  });
});
