/** The instalment plans' rules: formal (monthly) and informal (daily) payments. */
export const INSTALLMENT = {
  MAX_MONTHS: 12,
  FORMAL_FIRST_PAYMENT_MIN_PERCENT: 25,
  FORMAL_FIRST_PAYMENT_MAX_PERCENT: 75,
  INFORMAL_FIRST_PAYMENT_PERCENT: 53,
  INFORMAL_DAILY_MIN: 500,
  INFORMAL_DAILY_MAX: 1000,
  INFORMAL_FREE_DAYS: 7,
  ELIGIBLE_BRANDS: ['Itel', 'Infinix', 'Samsung', 'Tecno'],
} as const;

export type WorkerStatus = 'formal' | 'informal';

export interface FormalPlan {
  kind: 'formal';
  price: number;
  firstPercent: number;
  firstPayment: number;
  months: number;
  /** One amount per month after the first payment; they add up to the balance exactly. */
  monthly: number[];
  total: number;
}

export interface InformalPlan {
  kind: 'informal';
  price: number;
  firstPercent: number;
  firstPayment: number;
  freeDays: number;
  daily: number;
  /** Number of daily payments; the last may be smaller. */
  days: number;
  lastDay: number;
  /** Free week plus payment days. */
  totalDays: number;
  total: number;
}

export type PlanError = 'price_invalid' | 'months_invalid' | 'percent_invalid' | 'too_expensive_for_daily';

export class InstallmentError extends Error {
  override readonly name = 'InstallmentError';
  readonly code: PlanError;
  constructor(code: PlanError) {
    super(code);
    this.code = code;
  }
}

/** The longest plan, in days, for the daily (informal) plan: the same 12 months as the monthly one. */
export const MAX_PLAN_DAYS = 365;
/** Daily amounts are rounded up to a multiple of this (coins and mobile money in round figures). */
export const DAILY_STEP = 50;

const wholeFcfa = (value: number) => Number.isFinite(value) && value > 0 && Number.isInteger(value);

/**
 * Formal workers: a first payment of 25–75 % of the price, then the balance in
 * 1–12 monthly payments of whole FCFA; the odd francs go to the last month, so the plan adds up
 * to the price exactly. No interest is shown because the spec states none.
 */
export function formalPlan(price: number, months: number, firstPercent: number): FormalPlan {
  if (!wholeFcfa(price)) throw new InstallmentError('price_invalid');
  if (!Number.isInteger(months) || months < 1 || months > INSTALLMENT.MAX_MONTHS) throw new InstallmentError('months_invalid');
  if (!Number.isFinite(firstPercent) || firstPercent < INSTALLMENT.FORMAL_FIRST_PAYMENT_MIN_PERCENT || firstPercent > INSTALLMENT.FORMAL_FIRST_PAYMENT_MAX_PERCENT) {
    throw new InstallmentError('percent_invalid');
  }
  const firstPayment = Math.round((price * firstPercent) / 100);
  const balance = price - firstPayment;
  const base = Math.floor(balance / months);
  const monthly = Array.from({ length: months }, (_, i) => (i === months - 1 ? balance - base * (months - 1) : base));
  return { kind: 'formal', price, firstPercent, firstPayment, months, monthly, total: firstPayment + monthly.reduce((a, b) => a + b, 0) };
}

/**
 * Informal workers: 53 % first, a free week, then a daily payment of 500–1000 FCFA
 * "depending on the balance": the smallest daily amount (in steps of 50 FCFA, at least 500)
 * that clears the balance within the 12 months. A balance that 1000 FCFA a day cannot clear in
 * time has no daily plan.
 */
export function informalPlan(price: number): InformalPlan {
  if (!wholeFcfa(price)) throw new InstallmentError('price_invalid');
  const firstPercent = INSTALLMENT.INFORMAL_FIRST_PAYMENT_PERCENT;
  const firstPayment = Math.round((price * firstPercent) / 100);
  const balance = price - firstPayment;
  const freeDays = INSTALLMENT.INFORMAL_FREE_DAYS;
  const paymentDays = MAX_PLAN_DAYS - freeDays;
  const needed = Math.ceil(balance / paymentDays / DAILY_STEP) * DAILY_STEP;
  const daily = Math.max(INSTALLMENT.INFORMAL_DAILY_MIN, needed);
  if (daily > INSTALLMENT.INFORMAL_DAILY_MAX) throw new InstallmentError('too_expensive_for_daily');
  const days = Math.ceil(balance / daily);
  const lastDay = balance - daily * (days - 1);
  return { kind: 'informal', price, firstPercent, firstPayment, freeDays, daily, days, lastDay, totalDays: freeDays + days, total: firstPayment + daily * (days - 1) + lastDay };
}

/** Only these brands can be bought in installments. */
export function isEligibleBrand(brand: string): boolean {
  const folded = brand.trim().toLowerCase();
  return folded !== '' && INSTALLMENT.ELIGIBLE_BRANDS.some((b) => b.toLowerCase() === folded);
}
