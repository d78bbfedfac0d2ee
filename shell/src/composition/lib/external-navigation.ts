/**
 * Navigating to an external URL is refused unless explicitly allowed. The list names
 * hosts the shop links to on purpose (messaging, social pages, maps, the companion payment app);
 * a sub-domain of a listed host is allowed too.
 */
export const ALLOWED_EXTERNAL_HOSTS: readonly string[] = [
  'wa.me',
  'api.whatsapp.com',
  'facebook.com',
  'instagram.com',
  'tiktok.com',
  'youtube.com',
  'x.com',
  'twitter.com',
  'linkedin.com',
  'maps.google.com',
  'goo.gl',
  'play.google.com',
  'apps.apple.com',
  'mesomb.com',
];

export type NavigationVerdict = 'internal' | 'allowed' | 'refused';

function hostAllowed(host: string, allowList: readonly string[]): boolean {
  const lower = host.toLowerCase();
  return allowList.some((allowed) => lower === allowed || lower.endsWith(`.${allowed}`));
}

/**
 * Whether following `href` from a page at `origin` stays in the shop, leaves it for an allowed
 * host, or must be refused. mailto: and tel: open the shopper's own apps and count as allowed;
 * any other scheme (javascript:, data:, file:…) is refused.
 */
export function judgeNavigation(href: string, origin: string, allowList: readonly string[] = ALLOWED_EXTERNAL_HOSTS): NavigationVerdict {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return 'refused';
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:' || url.protocol === 'sms:') return 'allowed';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'refused';
  if (url.origin === origin) return 'internal';
  return hostAllowed(url.hostname, allowList) ? 'allowed' : 'refused';
}
