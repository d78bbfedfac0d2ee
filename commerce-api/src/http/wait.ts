import type { Locale } from './locale.ts';

const UNITS: Record<Locale, Record<'second' | 'minute' | 'hour', [one: string, other: string]>> = {
  fr: { second: ['seconde', 'secondes'], minute: ['minute', 'minutes'], hour: ['heure', 'heures'] },
  en: { second: ['second', 'seconds'], minute: ['minute', 'minutes'], hour: ['hour', 'hours'] },
};

/**
 * A wait in words for a message (`%wait`): "1 seconde", "45 secondes", "12 minutes", "1 hour",
 * rounded up to the unit shown so the shopper never tries too early, with the language's plural
 * ("Wait 1 seconds" was the figure pasted into one plural wording).
 */
export function formatWait(locale: Locale, seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit] = whole < 60 ? [whole, 'second' as const] : whole < 3600 ? [Math.ceil(whole / 60), 'minute' as const] : [Math.ceil(whole / 3600), 'hour' as const];
  const [one, other] = UNITS[locale][unit];
  return `${value} ${new Intl.PluralRules(locale).select(value) === 'one' ? one : other}`;
}
