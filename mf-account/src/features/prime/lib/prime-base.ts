/**
 * The shop's brand slug, the one configuration value behind the Prime programme's address
 * `/{brand}-prime`. Change it here and the route table, links and referral links follow.
 */
export const SHOP_BRAND = 'boutique';

/** `/{brand}-prime`, the public programme page; its children hang below it. */
export const PRIME_BASE = `/${SHOP_BRAND}-prime`;
