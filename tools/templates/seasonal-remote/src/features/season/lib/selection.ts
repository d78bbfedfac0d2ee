import { STATUS_ENABLED, VISIBILITY, type SearchFilter } from '@shop/shared';

/** Product flags the back end filters on (`custom_attributes`, value 1 when set). */
export const PRODUCT_FLAGS = ['is_black_friday', 'is_crazy_hours', 'is_crazy_day', 'is_on_flash_sale', 'is_free_shipping', 'is_second_hand', 'is_gt_global'] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

/** Which products this campaign shows, as data: edit the selection, not the page. */
export interface Selection {
  /** Every flag must be set on a product. */
  flags: readonly ProductFlag[];
  /** Only this category (and the products filed under it), or the whole catalogue. */
  categoryId: number | null;
  pageSize: number;
  sort: { field: 'created_at' | 'price' | 'name'; direction: 'ASC' | 'DESC' };
}

export const SELECTION: Selection = { flags: ['is_black_friday'], categoryId: null, pageSize: 24, sort: { field: 'created_at', direction: 'DESC' } };

/**
 * Magento filter groups for a selection: groups are AND-ed, so each flag is its own group. Only
 * enabled products visible in the catalogue are shown, as on every other listing of the shop.
 */
export function selectionFilters(selection: Selection): SearchFilter[][] {
  return [
    ...selection.flags.map((flag): SearchFilter[] => [{ field: flag, value: 1, conditionType: 'eq' }]),
    ...(selection.categoryId === null ? [] : [[{ field: 'category_id', value: selection.categoryId, conditionType: 'eq' } satisfies SearchFilter]]),
    [{ field: 'visibility', value: [...VISIBILITY], conditionType: 'in' }],
    [{ field: 'status', value: STATUS_ENABLED, conditionType: 'eq' }],
  ];
}
