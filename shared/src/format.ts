import type { Locale } from './types';

/** Between digit groups in French: U+202F NARROW NO-BREAK SPACE (what CLDR prescribes for fr). */
const FR_GROUP_SEPARATOR = '\u202F';
/** Between the amount and "FCFA" in both languages: U+00A0 NO-BREAK SPACE, so the currency never wraps alone. */
const CURRENCY_SEPARATOR = '\u00A0';
const CURRENCY_LABEL = 'FCFA';

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Whole FCFA (the franc has no cents in practice): rounds half away from zero.
 * fr → `125 000 FCFA` (U+202F, U+00A0), en → `125,000 FCFA` (U+00A0).
 * Built by hand rather than with Intl so every browser (and old Android WebViews with trimmed
 * ICU data) prints the same string.
 */
export function formatPrice(amount: number | string | null | undefined, locale: Locale): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const rounded = Math.sign(safe) * Math.round(Math.abs(safe));
  const digits = groupDigits(String(Math.abs(rounded)), locale === 'fr' ? FR_GROUP_SEPARATOR : ',');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${digits}${CURRENCY_SEPARATOR}${CURRENCY_LABEL}`;
}

/** Magento writes `2026-11-21 16:05:56` in UTC without a zone; read it as UTC, not local time. */
function parseDate(input: string | number | Date): Date {
  if (input instanceof Date) return input;
  if (typeof input === 'number') return new Date(input);
  const magento = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(input.trim());
  if (magento) return new Date(`${magento[1]}T${magento[2]}Z`);
  return new Date(input);
}

/** Cameroon's single time zone (UTC+1, no daylight saving): dates read the same for every shopper. */
const SHOP_TIME_ZONE = 'Africa/Douala';

interface FormatDateOptions {
  /** Add the time of day (HH:mm). */
  withTime?: boolean;
  /** `long` (21 novembre 2026) or `short` (21/11/2026). */
  style?: 'long' | 'short';
}

/** Localised date; '' for missing or unparsable input (a bad date must not print "Invalid Date"). */
export function formatDate(
  iso: string | number | Date | null | undefined,
  locale: Locale,
  options: FormatDateOptions = {},
): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const date = parseDate(iso);
  if (Number.isNaN(date.getTime())) return '';
  const format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: options.style === 'short' ? '2-digit' : 'long',
    year: 'numeric',
    ...(options.style === 'short' ? { day: '2-digit' } : {}),
    ...(options.withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  });
  return format.format(date);
}

interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left, rounded down; all zero once the time is up. */
export function countdownParts(msLeft: number): CountdownParts {
  const total = Number.isFinite(msLeft) ? Math.max(0, Math.floor(msLeft / 1000)) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * The one format of a countdown to a sale's end (`3 j 19:08:10`, `04:31:10`): the home's flash
 * strip, the campaign page and the product page read the same, so a shopper comparing them sees
 * one clock. `dayLabel` is the remote's translated day count ("3 j" / "3 d").
 */
export function formatCountdown(msLeft: number, dayLabel: (days: number) => string): string {
  const { days, hours, minutes, seconds } = countdownParts(msLeft);
  const clock = [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? `${dayLabel(days)} ${clock}` : clock;
}
