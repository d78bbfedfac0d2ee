import { api, searchCriteria } from '@shop/shared';
import type { CategoryListResult, MagentoCategory } from './types';

/** Magento's upper page size; the shop has dozens of categories, so one page holds them all. */
const CATEGORY_PAGE_SIZE = 300;

/** Active categories shown in menus (campaign and home selections are not), by position. */
export function fetchMenuCategories(signal?: AbortSignal): Promise<CategoryListResult> {
  return api
    .get('categories/list', {
      searchParams: searchCriteria({
        filterGroups: [
          [{ field: 'is_active', value: 1 }],
          [{ field: 'include_in_menu', value: 1 }],
        ],
        sortOrders: [{ field: 'position', direction: 'ASC' }],
        pageSize: CATEGORY_PAGE_SIZE,
        currentPage: 1,
      }),
      signal,
    })
    .json<CategoryListResult>();
}

/** One category (`GET categories/{id}`); Guard: no id, no call. */
export function fetchCategory(id: number, signal?: AbortSignal): Promise<MagentoCategory> {
  if (!Number.isInteger(id) || id <= 0) return Promise.reject(new TypeError('Parameter CategoryId is required'));
  return api.get(`categories/${id}`, { signal }).json<MagentoCategory>();
}
