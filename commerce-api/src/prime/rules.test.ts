import { describe, expect, it } from 'vitest';
import {
  cardNumber,
  isValidCardNumber,
  orderPoints,
  progressOf,
  reaches,
  referralCode,
  referralCredits,
  referralProblem,
  rewardFor,
  saleOpenTo,
  tierFor,
  TIERS,
  upgradeCrossed,
} from './rules.ts';

describe('points', () => {
  it('earns one point per full 100 FCFA of goods after the discount', () => {
    expect(orderPoints(25_000, 0, false)).toBe(250);
    expect(orderPoints(25_099, 0, false)).toBe(250);
    expect(orderPoints(25_000, 2_500, false)).toBe(225);
    expect(orderPoints(99, 0, false)).toBe(0);
  });
  it('doubles the first order and never goes negative', () => {
    expect(orderPoints(25_000, 0, true)).toBe(500);
    expect(orderPoints(1_000, 5_000, false)).toBe(0);
    expect(orderPoints(-10, 0, true)).toBe(0);
  });
});

describe('points follow the order', () => {
  it('credits a complete order and takes the points back on refund or cancel, nothing else', () => {
    expect(rewardFor('complete')).toBe('credit');
    expect(rewardFor('closed')).toBe('reverse');
    expect(rewardFor('canceled')).toBe('reverse');
    for (const status of ['pending', 'pending_payment', 'processing', 'shipped', 'ready_for_pickup']) expect(rewardFor(status)).toBeNull();
  });
});

describe('tiers', () => {
  it('has rising thresholds starting at 0', () => {
    expect(TIERS[0]!.threshold).toBe(0);
    for (let i = 1; i < TIERS.length; i++) expect(TIERS[i]!.threshold).toBeGreaterThan(TIERS[i - 1]!.threshold);
  });
  it('places a member at the highest threshold reached, a threshold included', () => {
    expect(tierFor(0).code).toBe('classic');
    expect(tierFor(1_999).code).toBe('classic');
    expect(tierFor(2_000).code).toBe('silver');
    expect(tierFor(9_999).code).toBe('silver');
    expect(tierFor(10_000).code).toBe('gold');
    expect(tierFor(30_000).code).toBe('platinum');
    expect(tierFor(1_000_000).code).toBe('platinum');
  });
  it('reports an upgrade only when a threshold is crossed, possibly several at once', () => {
    expect(upgradeCrossed(1_900, 99)).toBeNull();
    expect(upgradeCrossed(1_900, 100)?.code).toBe('silver');
    expect(upgradeCrossed(2_000, 5)).toBeNull();
    expect(upgradeCrossed(0, 30_000)?.code).toBe('platinum');
    expect(upgradeCrossed(40_000, 10_000)).toBeNull();
  });
  it('shows the progress towards the next tier', () => {
    expect(progressOf(1_000)).toMatchObject({ tier: { code: 'classic' }, next: { code: 'silver' }, missing: 1_000, percent: 50 });
    expect(progressOf(6_000)).toMatchObject({ tier: { code: 'silver' }, next: { code: 'gold' }, missing: 4_000, percent: 50 });
    expect(progressOf(31_000)).toMatchObject({ tier: { code: 'platinum' }, next: null, missing: 0, percent: 100 });
  });
  it('opens a perk from its tier upwards, never to a non-member', () => {
    expect(reaches(2, 2)).toBe(true);
    expect(reaches(3, 2)).toBe(true);
    expect(reaches(1, 2)).toBe(false);
    expect(reaches(null, 0)).toBe(false);
  });
});

describe('VIP access to private sales', () => {
  const hour = 3_600_000;
  const sale = { minRank: 1, startsAt: 100 * hour, endsAt: 200 * hour };
  it('opens a sale to its tier from its start until its end', () => {
    expect(saleOpenTo(1, sale, 100 * hour)).toBe(true);
    expect(saleOpenTo(1, sale, 100 * hour - 1)).toBe(false);
    expect(saleOpenTo(1, sale, 200 * hour)).toBe(false);
    expect(saleOpenTo(0, sale, 150 * hour)).toBe(false);
    expect(saleOpenTo(null, sale, 150 * hour)).toBe(false);
  });
  it('opens it 48 hours earlier to Gold and Platinum members', () => {
    expect(saleOpenTo(2, sale, 52 * hour)).toBe(true);
    expect(saleOpenTo(3, sale, 52 * hour)).toBe(true);
    expect(saleOpenTo(2, sale, 52 * hour - 1)).toBe(false);
    expect(saleOpenTo(1, sale, 52 * hour)).toBe(false);
  });
});

describe('referrals', () => {
  it('refuses an unknown code and one\'s own code', () => {
    expect(referralProblem(5, null)).toBe('referral_unknown');
    expect(referralProblem(5, 5)).toBe('referral_self');
    expect(referralProblem(5, 7)).toBeNull();
  });
  it('credits the referrer for the referee\'s first order only, once', () => {
    expect(referralCredits({ referrerId: 7, refereeId: 5, ordersBefore: 0, alreadyCredited: false })).toBe(true);
    expect(referralCredits({ referrerId: 7, refereeId: 5, ordersBefore: 1, alreadyCredited: false })).toBe(false);
    expect(referralCredits({ referrerId: 7, refereeId: 5, ordersBefore: 0, alreadyCredited: true })).toBe(false);
    expect(referralCredits({ referrerId: null, refereeId: 5, ordersBefore: 0, alreadyCredited: false })).toBe(false);
    expect(referralCredits({ referrerId: 5, refereeId: 5, ordersBefore: 0, alreadyCredited: false })).toBe(false);
  });
  it('makes 8-character codes without look-alike characters', () => {
    const code = referralCode(new Uint8Array([0, 1, 2, 3, 250, 251, 254, 255]));
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });
});

describe('card number', () => {
  it('is 16 digits with a valid Luhn check digit, unique per member', () => {
    const number = cardNumber(42);
    expect(number).toMatch(/^9237\d{12}$/);
    expect(isValidCardNumber(number)).toBe(true);
    expect(isValidCardNumber(number.slice(0, 15) + String((Number(number[15]) + 1) % 10))).toBe(false);
    expect(cardNumber(43)).not.toBe(number);
  });
});
