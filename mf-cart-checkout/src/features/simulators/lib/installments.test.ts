import { describe, expect, it } from 'vitest';
import { DAILY_STEP, formalPlan, informalPlan, InstallmentError, isEligibleBrand, MAX_PLAN_DAYS } from './installments';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof InstallmentError ? error.code : 'other';
  }
  return null;
};

describe('formalPlan', () => {
  it('takes the first payment and spreads the balance over the months, adding up exactly', () => {
    const plan = formalPlan(150_000, 6, 25);
    expect(plan.firstPayment).toBe(37_500);
    expect(plan.monthly).toEqual([18_750, 18_750, 18_750, 18_750, 18_750, 18_750]);
    expect(plan.total).toBe(150_000);
  });
  it('puts the odd francs on the last month', () => {
    const plan = formalPlan(100_001, 3, 40);
    expect(plan.firstPayment).toBe(40_000);
    expect(plan.monthly).toEqual([20_000, 20_000, 20_001]);
    expect(plan.total).toBe(100_001);
  });
  it('accepts 1 to 12 months and 25 to 75 %', () => {
    expect(formalPlan(90_000, 1, 75).monthly).toEqual([22_500]);
    expect(formalPlan(90_000, 12, 25).monthly).toHaveLength(12);
    expect(code(() => formalPlan(90_000, 0, 50))).toBe('months_invalid');
    expect(code(() => formalPlan(90_000, 13, 50))).toBe('months_invalid');
    expect(code(() => formalPlan(90_000, 2.5, 50))).toBe('months_invalid');
    expect(code(() => formalPlan(90_000, 6, 24))).toBe('percent_invalid');
    expect(code(() => formalPlan(90_000, 6, 76))).toBe('percent_invalid');
    expect(code(() => formalPlan(0, 6, 50))).toBe('price_invalid');
    expect(code(() => formalPlan(Number.NaN, 6, 50))).toBe('price_invalid');
  });
});

describe('informalPlan', () => {
  it('takes 53 %, leaves a free week, then 500 FCFA a day for a small balance', () => {
    const plan = informalPlan(60_000);
    expect(plan.firstPayment).toBe(31_800);
    expect(plan.freeDays).toBe(7);
    expect(plan.daily).toBe(500);
    // 28 200 left: 56 days of 500 and a last day of 200.
    expect(plan.days).toBe(57);
    expect(plan.lastDay).toBe(200);
    expect(plan.totalDays).toBe(64);
    expect(plan.total).toBe(60_000);
  });
  it('raises the daily amount with the balance so it ends within 12 months, in steps of 50', () => {
    const plan = informalPlan(600_000);
    expect(plan.daily).toBeGreaterThan(500);
    expect(plan.daily).toBeLessThanOrEqual(1000);
    expect(plan.daily % DAILY_STEP).toBe(0);
    expect(plan.totalDays).toBeLessThanOrEqual(MAX_PLAN_DAYS);
    expect(plan.total).toBe(600_000);
  });
  it('has no daily plan when even 1000 FCFA a day cannot clear the balance in time', () => {
    expect(code(() => informalPlan(1_000_000))).toBe('too_expensive_for_daily');
    expect(code(() => informalPlan(-5))).toBe('price_invalid');
  });
});

describe('isEligibleBrand', () => {
  it('accepts Itel, Infinix, Samsung and Tecno in any case', () => {
    expect(['itel', 'INFINIX', ' Samsung ', 'Tecno'].map(isEligibleBrand)).toEqual([true, true, true, true]);
    expect(['Apple', 'Xiaomi', ''].map(isEligibleBrand)).toEqual([false, false, false]);
  });
});
