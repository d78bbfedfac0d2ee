import { describe, expect, it } from 'vitest';
import { formatAverage, productRating } from './rating';

const product = (attrs: Record<string, string>) => ({ custom_attributes: Object.entries(attrs).map(([attribute_code, value]) => ({ attribute_code, value })) });

describe('productRating', () => {
  it('reads the average out of 5 from the percentage, with the count', () => {
    expect(productRating(product({ rating_summary: '86.7', review_count: '3' }))).toEqual({ average: 4.3, count: 3 });
    expect(productRating(product({ rating_summary: '100', review_count: '1' }))).toEqual({ average: 5, count: 1 });
  });

  it('is null without reviews or with unreadable values', () => {
    expect(productRating(product({}))).toBeNull();
    expect(productRating(product({ rating_summary: '80', review_count: '0' }))).toBeNull();
    expect(productRating(product({ rating_summary: 'abc', review_count: '2' }))).toBeNull();
  });
});

describe('formatAverage', () => {
  it('writes the decimal the way each language does', () => {
    expect(formatAverage(4.3, 'fr')).toBe('4,3');
    expect(formatAverage(4, 'en')).toBe('4.0');
    expect(formatAverage(4.25, 'fr')).toBe('4,3');
    expect(formatAverage(5, 'fr')).toBe('5,0');
  });
});
