/**
 * The shop's brand in URLs (`/comment-acheter-sur-{brand}`), the same configuration
 * value as the Prime programme's `/{brand}-prime`.
 */
export const SHOP_BRAND = 'boutique';

/**
 * The information pages this remote serves, path → content slug. Several paths show one page:
 * the English alias `/return-policy`, and the `/mobile/pages/` twins the app opens in a webview.
 */
export const INFO_PAGES = {
  '/a-propos-de-nous': 'a-propos-de-nous',
  '/politique-de-retour': 'politique-de-retour',
  '/return-policy': 'politique-de-retour',
  '/conditions-generales-de-vente': 'conditions-generales-de-vente',
  '/politique-de-confidentialite': 'politique-de-confidentialite',
  '/donnees-et-confidentialite': 'donnees-et-confidentialite',
  '/contact-service-apres-vente': 'contact-service-apres-vente',
  '/a-propos-des-retraits': 'a-propos-des-retraits',
  '/tout-sur-la-commande': 'tout-sur-la-commande',
  '/articles-et-stocks': 'articles-et-stocks',
  '/information-inportante': 'information-inportante',
  [`/comment-acheter-sur-${SHOP_BRAND}`]: 'comment-acheter',
  '/career': 'career',
} as const;

export const WEBVIEW_INFO_PAGES = {
  '/mobile/pages/a-propos-de-nous': 'a-propos-de-nous',
  '/mobile/pages/politique-de-retour': 'politique-de-retour',
  '/mobile/pages/return-policy': 'politique-de-retour',
  '/mobile/pages/politique-de-confidentialite': 'politique-de-confidentialite',
  '/mobile/pages/contact-service-apres-vente': 'contact-service-apres-vente',
} as const;

/** Pages that end with the contact form, and the subject it starts on. */
export const PAGES_WITH_CONTACT_FORM: Partial<Record<string, 'after_sales'>> = { 'contact-service-apres-vente': 'after_sales' };

const ALL: Record<string, string> = { ...INFO_PAGES, ...WEBVIEW_INFO_PAGES };

/** The content slug shown at `pathname` (locale prefix and trailing slash ignored), or null. */
export function infoSlugFor(pathname: string): string | null {
  const bare = pathname.replace(/^\/(fr|en)(?=\/|$)/, '').replace(/\/+$/, '').toLowerCase() || '/';
  return ALL[bare] ?? null;
}

/**
 * Whether a link inside page content stays in the shop (then the router follows it without a
 * reload). Only same-origin absolute paths: not `//host`, not another scheme.
 */
export function isInternalHref(href: string | null): href is string {
  return href !== null && href.startsWith('/') && !href.startsWith('//');
}
