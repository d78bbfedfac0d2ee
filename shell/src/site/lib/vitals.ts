/** Web-vitals thresholds (good / poor), as web.dev rates them. */
export const PERF_THRESHOLDS = {
  FCP: { good: 1800, poor: 3000 },
  LCP: { good: 2500, poor: 4000 },
  CLS: { good: 0.1, poor: 0.25 },
  INP: { good: 100, poor: 300 },
} as const;

export type VitalName = keyof typeof PERF_THRESHOLDS;
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** Thresholds: at or under "good" is good, above "poor" is poor, in between needs work. */
export function rateVital(name: VitalName, value: number): VitalRating {
  const { good, poor } = PERF_THRESHOLDS[name];
  if (value <= good) return 'good';
  if (value > poor) return 'poor';
  return 'needs-improvement';
}

export interface VitalReport {
  name: VitalName;
  value: number;
  rating: VitalRating;
  /** Page path without query (queries can hold search terms or tokens). */
  path: string;
  navigationType?: string;
}

export function toReport(name: VitalName, value: number, pathname: string, navigationType?: string): VitalReport {
  return { name, value: name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value), rating: rateVital(name, value), path: pathname, ...(navigationType ? { navigationType } : {}) };
}
