import type { FastifyRequest } from 'fastify';

export { LOCALES, type Locale } from '@shop/shared/contracts/locales';
import type { Locale } from '@shop/shared/contracts/locales';

/**
 * `/rest/en/V1/...` answers in English; everything else (content API, search) follows `?locale=`,
 * then, for a write (a login, a code, a sign-up), the page's language the client sends as
 * `Accept-Language`, else fr. Reads never follow the header: their answers are cached by URL.
 */
export function localeOf(request: FastifyRequest): Locale {
  const match = /^\/rest\/(fr|en)\//.exec(request.url);
  if (match) return match[1] as Locale;
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.['locale'] === 'en' || query?.['locale'] === 'fr') return query['locale'];
  if (request.method === 'GET' || request.method === 'HEAD') return 'fr';
  return /^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'fr';
}

export function localized<T>(locale: Locale, fr: T, en: T): T {
  return locale === 'en' ? en : fr;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the language writes it: "20 000" and "2,88" in French, "20,000" and "2.88" in
 * English. `decimals` fixes the least and most fraction digits (none by default). The formats
 * are built once per language and precision: building one costs far more than using it.
 */
export function formatNumber(value: number, locale: Locale, decimals: { min?: number; max?: number } = {}): string {
  const min = decimals.min ?? 0;
  const max = Math.max(min, decimals.max ?? 0);
  const key = `${locale}:${min}:${max}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { minimumFractionDigits: min, maximumFractionDigits: max });
    numberFormats.set(key, format);
  }
  return format.format(value);
}
