import type { Locale } from '@shop/shared';

/** The shop's languages with the region each is written for (fr-FR, en-US). */
export const SUPPORTED_LOCALES: readonly { code: Locale; iso: string }[] = [
  { code: 'fr', iso: 'fr-FR' },
  { code: 'en', iso: 'en-US' },
];
export const FALLBACK_LOCALE: Locale = 'fr';

/** The shopper's language choice, remembered for a year. */
export const LOCALE_COOKIE_NAME = 'i18n_locale';
export const LOCALE_COOKIE_DAYS = 365;

export interface Match {
  code: Locale;
  score: number;
}

/**
 * The best shop language for a browser's language list (most preferred first). Earlier entries
 * score higher; at the same position, a full match with the region (fr-FR) scores just above a
 * language-only match (fr, fr-CA), so the region match wins a tie and never beats a clearly
 * preferred language.
 */
export function bestBrowserLocale(languages: readonly string[]): Locale | null {
  let best: Match | null = null;
  for (const match of localeMatches(languages)) if (!best || match.score > best.score) best = match;
  return best?.code ?? null;
}

/** Every (shop language, score) a language list yields; exported for the scoring tests. */
export function localeMatches(languages: readonly string[]): Match[] {
  const count = languages.length;
  const matches: Match[] = [];
  languages.forEach((tag, index) => {
    const lower = tag.trim().toLowerCase();
    if (!lower) return;
    const language = lower.split(/[-_]/)[0];
    for (const locale of SUPPORTED_LOCALES) {
      const position = 1 - index / count;
      if (locale.iso.toLowerCase() === lower.replace('_', '-')) matches.push({ code: locale.code, score: position });
      else if (locale.iso.split('-')[0]!.toLowerCase() === language) matches.push({ code: locale.code, score: position - 0.001 });
    }
  });
  return matches;
}

/** `/en/…` → en; anything else has no prefix. */
export function localeFromPathPrefix(pathname: string): Locale | null {
  const first = pathname.split('/')[1]?.toLowerCase();
  return SUPPORTED_LOCALES.find((l) => l.code === first)?.code ?? null;
}

/**
 * A host dedicated to one language: `en.shop.cm` / `fr.shop.cm`, or a configured map for
 * whole domains (e.g. an English-only `.com`).
 */
export function localeFromHost(hostname: string, domains: Readonly<Record<string, Locale>> = {}): Locale | null {
  const host = hostname.toLowerCase();
  if (domains[host]) return domains[host];
  const sub = host.split('.')[0];
  return host.includes('.') ? (SUPPORTED_LOCALES.find((l) => l.code === sub)?.code ?? null) : null;
}

export function readLocaleCookie(cookie: string, name: string): Locale | null {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const value = decodeURIComponent(rest.join('=')).toLowerCase();
    return SUPPORTED_LOCALES.find((l) => l.code === value)?.code ?? null;
  }
  return null;
}

export interface DetectInput {
  pathname: string;
  hostname: string;
  /** `document.cookie`. */
  cookie: string;
  cookieName: string;
  /** `navigator.languages` (Accept-Language as the browser states it). */
  languages: readonly string[];
  domains?: Readonly<Record<string, Locale>>;
}

/**
 * An explicit prefix or a language domain decides; otherwise the remembered choice
 * (cookie), then the browser's languages, then French.
 */
export function detectLocale(input: DetectInput): Locale {
  return (
    localeFromPathPrefix(input.pathname) ??
    localeFromHost(input.hostname, input.domains) ??
    readLocaleCookie(input.cookie, input.cookieName) ??
    bestBrowserLocale(input.languages) ??
    FALLBACK_LOCALE
  );
}

/** The cookie that remembers the choice: a year, whole site, not sent on cross-site requests. */
export function localeCookie(name: string, locale: Locale, days: number, secure: boolean): string {
  const parts = [`${name}=${locale}`, `Max-Age=${days * 24 * 60 * 60}`, 'Path=/', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
