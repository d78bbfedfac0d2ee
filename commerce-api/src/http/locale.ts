import type { FastifyRequest } from 'fastify';

export { LOCALES, type Locale } from '@shop/shared/contracts/locales';
import type { Locale } from '@shop/shared/contracts/locales';

/** `/rest/en/V1/...` answers in English; everything else (content API, search) follows `?locale=` or fr. */
export function localeOf(request: FastifyRequest): Locale {
  const match = /^\/rest\/(fr|en)\//.exec(request.url);
  if (match) return match[1] as Locale;
  const query = request.query as Record<string, unknown> | undefined;
  return query?.['locale'] === 'en' ? 'en' : 'fr';
}

export function localized<T>(locale: Locale, fr: T, en: T): T {
  return locale === 'en' ? en : fr;
}
