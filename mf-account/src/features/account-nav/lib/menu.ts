/**
 * The customer area's menu, shown on every page of it. Only pages this remote serves belong
 * here (a test checks each path against the route table, so the menu never links to a 404).
 * `key` is the label's translation key under `menu.` in the account namespace.
 */
export interface MenuItem {
  path: string;
  key: string;
}

export const ACCOUNT_MENU: readonly MenuItem[] = [
  { path: '/customer', key: 'overview' },
  { path: '/customer/orders', key: 'orders' },
  { path: '/customer/account', key: 'account' },
  { path: '/customer/address', key: 'address' },
  { path: '/customer/favorites', key: 'favorites' },
  { path: '/customer/prizes', key: 'prizes' },
  { path: '/customer/language', key: 'language' },
  { path: '/customer/help', key: 'help' },
  { path: '/customer/prime', key: 'prime' },
];

/** The menu entry a page belongs to: the longest path that is the page's path or a parent of it. */
export function activeMenuPath(pathname: string, items: readonly MenuItem[] = ACCOUNT_MENU): string | null {
  const bare = pathname.replace(/^\/(fr|en)(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  let best: string | null = null;
  for (const item of items) {
    if ((bare === item.path || bare.startsWith(`${item.path}/`)) && (!best || item.path.length > best.length)) best = item.path;
  }
  return best;
}
