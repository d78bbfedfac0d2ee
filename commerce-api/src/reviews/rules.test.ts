import { describe, expect, it } from 'vitest';
import { checkReview, lineRefusal, summaryAttributes, withSummary } from './rules.ts';

const input = { rating: 5, nickname: 'Awa M.', title: 'Top', detail: 'Très bon téléviseur, image nette.' };

describe('checkReview', () => {
  it('keeps a review with its spaces tidied', () => {
    expect(checkReview({ ...input, nickname: '  Awa\t M. ', detail: '  Bon produit,   livré vite.\n\n\n\nMerci ' })).toEqual({
      ok: true,
      value: { rating: 5, nickname: 'Awa M.', title: 'Top', detail: 'Bon produit, livré vite.\n\nMerci' },
    });
  });

  it('wants a whole rating from 1 to 5', () => {
    for (const rating of [0, 6, 4.5, Number.NaN]) expect(checkReview({ ...input, rating })).toMatchObject({ ok: false, refusal: { key: 'review_rating_invalid' } });
    for (const rating of [1, 5]) expect(checkReview({ ...input, rating }).ok).toBe(true);
  });

  it('names the text out of bounds, counting characters, not bytes', () => {
    expect(checkReview({ ...input, detail: 'Trop court' .slice(0, 9) })).toMatchObject({ ok: false, refusal: { parameters: { fieldName: 'detail', min: 10, max: 2000 } } });
    expect(checkReview({ ...input, detail: 'é'.repeat(2000) }).ok).toBe(true);
    expect(checkReview({ ...input, nickname: 'A' })).toMatchObject({ ok: false, refusal: { parameters: { fieldName: 'nickname' } } });
    expect(checkReview({ ...input, title: 'x'.repeat(81) })).toMatchObject({ ok: false, refusal: { parameters: { fieldName: 'title' } } });
    expect(checkReview({ ...input, title: '' }).ok).toBe(true);
  });
});

describe('lineRefusal', () => {
  it('lets only the customer of a complete order review its line', () => {
    expect(lineRefusal({ customer_id: 7, order_status: 'complete' }, 7)).toBeNull();
    for (const status of ['pending', 'pending_payment', 'processing', 'shipped', 'ready_for_pickup', 'canceled', 'closed']) {
      expect(lineRefusal({ customer_id: 7, order_status: status }, 7)).toBe('review_order_not_complete');
    }
    expect(lineRefusal({ customer_id: 8, order_status: 'complete' }, 7)).toBe('review_line_unknown');
    expect(lineRefusal({ customer_id: null, order_status: 'complete' }, 7)).toBe('review_line_unknown');
    expect(lineRefusal(undefined, 7)).toBe('review_line_unknown');
  });
});

describe('the product summary', () => {
  it('is the average as a percentage to one decimal, and the count', () => {
    expect(summaryAttributes(3, 13)).toEqual({ rating_summary: '86.7', review_count: '3' });
    expect(summaryAttributes(1, 5)).toEqual({ rating_summary: '100', review_count: '1' });
    expect(summaryAttributes(0, 0)).toEqual({});
  });

  it('replaces the stored one and leaves the other attributes', () => {
    expect(withSummary({ marque: 'LG', rating_summary: '40', review_count: '1' }, 2, 9)).toEqual({ marque: 'LG', rating_summary: '90', review_count: '2' });
    expect(withSummary({ marque: 'LG', rating_summary: '40', review_count: '1' }, 0, 0)).toEqual({ marque: 'LG' });
  });
});
