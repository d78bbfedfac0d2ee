import { describe, expect, it } from 'vitest';
import { routes } from '../../../expose';
import { ACCOUNT_MENU, activeMenuPath } from './menu';

describe('account menu', () => {
  it('links only to pages of the route table', () => {
    const served = new Set(routes.map((r) => r.path));
    expect(ACCOUNT_MENU.filter((item) => !served.has(item.path))).toEqual([]);
  });

  it('marks the entry of the page, its children and its localised path', () => {
    expect(activeMenuPath('/customer')).toBe('/customer');
    expect(activeMenuPath('/customer/orders/12')).toBe('/customer/orders');
    expect(activeMenuPath('/en/customer/orders')).toBe('/customer/orders');
    expect(activeMenuPath('/delete-account')).toBeNull();
  });
});
