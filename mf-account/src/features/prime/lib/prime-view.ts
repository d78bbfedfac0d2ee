import { PRIME_BASE } from './prime-base';

/** Referral codes are 8 capitals or digits; what a shopper types or pastes is tidied first. */
export function cleanReferralCode(input: string | null | undefined): string | null {
  const code = (input ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{8}$/.test(code) ? code : null;
}

/** The address a member shares: the "join as a new customer" page with their code in `ref`. */
export function referralLink(origin: string, localise: (path: string) => string, code: string): string {
  return `${origin}${localise(`${PRIME_BASE}/new`)}?ref=${encodeURIComponent(code)}`;
}

/** 16 digits shown in groups of four, as printed on the card. */
export const groupCardNumber = (number: string): string => number.replace(/(\d{4})(?=\d)/g, '$1 ');

export const cardFileName = (number: string, format: 'svg' | 'pdf'): string => `prime-${number}.${format}`;

/** Product page of a catalogue-visible product; exclusive editions have none (they are bought here). */
export function productPath(product: { url_key: string; product_id: number; visibility: number }): string | null {
  return product.visibility === 2 || product.visibility === 4 ? `/product/${product.url_key}-${product.product_id}` : null;
}

/** Whole-percent saving of a member price, 0 when there is none. */
export function savingPercent(price: number, memberPrice: number | null): number {
  if (memberPrice === null || price <= 0 || memberPrice >= price) return 0;
  return Math.round(100 - (memberPrice / price) * 100);
}

/** Points as the language writes numbers (2 400 in French, 2,400 in English). */
export const formatPoints = (points: number, locale: 'fr' | 'en'): string => points.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-US');

/** Magento timestamps are UTC 'YYYY-MM-DD HH:MM:SS'; dates are built from them as such. */
export const utcDate = (text: string): Date => new Date(`${text.replace(' ', 'T')}Z`);
