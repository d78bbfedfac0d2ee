import { ACCOUNT_MENU, type MenuItem } from './menu';

/** The overview's shortcuts: every page of the menu but the overview itself. */
export function overviewShortcuts(items: readonly MenuItem[] = ACCOUNT_MENU): MenuItem[] {
  return items.filter((item) => item.path !== '/customer');
}
