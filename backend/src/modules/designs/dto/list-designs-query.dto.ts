import { DesignCategory, DesignSort, DesignStyle } from '../designs.enums';
import { SortOrder } from '../../../common/dto/sort-order';
import { NotBelow, QueryBoolean, QueryEnum, QueryInt, QueryNumber, QueryText } from '../../../common/query-params';

export const MAX_SQUARE_FEET = 100_000;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_SEARCH_LENGTH = 100;

/** Filters, search, sort and page of the public plan catalogue. Every parameter is optional. */
export class ListDesignsQueryDto {
  @QueryEnum(DesignCategory, 'DesignCategory', 'Barndominium (living quarters with a shop) or Residential.')
  category?: DesignCategory;

  @QueryEnum(DesignStyle, 'DesignStyle', 'Architectural style.')
  style?: DesignStyle;

  @QueryInt(0, 10, 'At least this many bedrooms.')
  bedroomsMin?: number;

  @QueryNumber(0, 10, 0.5, 'At least this many bathrooms (2.5 = two full baths and a half bath).')
  bathroomsMin?: number;

  @QueryInt(0, MAX_SQUARE_FEET, 'Living area of at least this many square feet.')
  livingMin?: number;

  @QueryInt(0, MAX_SQUARE_FEET, 'Living area of at most this many square feet.')
  @NotBelow('livingMin')
  livingMax?: number;

  @QueryInt(0, MAX_SQUARE_FEET, 'Shop area of at least this many square feet (only plans with a shop).')
  shopMin?: number;

  @QueryInt(0, MAX_SQUARE_FEET, 'Shop area of at most this many square feet (only plans with a shop).')
  @NotBelow('shopMin')
  shopMax?: number;

  @QueryBoolean('true: only plans with a shop; false: only plans without one.')
  hasShop?: boolean;

  @QueryText(MAX_SEARCH_LENGTH, 'Words to find in the plan name or description (case-insensitive).')
  q?: string;

  @QueryEnum(DesignSort, 'DesignSort', 'Sort key; plans without a value (no shop, no price) come last. Ties go by name.', DesignSort.Name)
  sort: DesignSort = DesignSort.Name;

  @QueryEnum(SortOrder, 'SortOrder', 'Sort direction.', SortOrder.Asc)
  order: SortOrder = SortOrder.Asc;

  @QueryInt(1, 10_000, 'Page number, from 1.', 1)
  page: number = 1;

  @QueryInt(1, MAX_PAGE_SIZE, 'Plans per page.', DEFAULT_PAGE_SIZE)
  pageSize: number = DEFAULT_PAGE_SIZE;
}
