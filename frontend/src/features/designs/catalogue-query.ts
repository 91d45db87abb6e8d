/**
 * The catalogue page's filters, search, sort and page as URL search parameters (shareable links,
 * back button), named like GET /api/designs's parameters so a page URL and an API query read the
 * same. Parsing only checks a value's shape (a whole number, one of an enum's values): the API
 * holds the limits and answers a value it cannot take with a message the page shows.
 */
import { DesignCategory, DesignSort, DesignStyle, SortOrder, type ListDesignsParams } from "@/api/generated/model";
import { BUILT_IN_PLAN_COUNT } from "../../components/plans/plan-count";

export interface CatalogueQuery {
  category?: DesignCategory;
  style?: DesignStyle;
  bedroomsMin?: number;
  bathroomsMin?: number;
  livingMin?: number;
  livingMax?: number;
  shopMin?: number;
  shopMax?: number;
  hasShop?: boolean;
  q?: string;
  sort: DesignSort;
  order: SortOrder;
  page: number;
}

/**
 * Plans per page of the catalogue: the whole built-in catalogue, so a visitor (and a crawler
 * reading the prerendered page) sees every plan on the first page; the pager appears only once
 * the office adds more.
 */
export const PAGE_SIZE = BUILT_IN_PLAN_COUNT;

export const DEFAULT_QUERY: CatalogueQuery = { sort: DesignSort.name, order: SortOrder.asc, page: 1 };

/** The filters (everything but sort, order and page), in the order they appear in a URL. */
export const FILTER_KEYS = ["q", "category", "style", "bedroomsMin", "bathroomsMin", "livingMin", "livingMax", "shopMin", "shopMax", "hasShop"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const WHOLE = /^\d{1,6}$/;
const HALVES = /^\d{1,2}(\.\d{1,2})?$/;

function oneOf<T extends string>(values: Record<string, T>, raw: string | null): T | undefined {
  return raw !== null && (Object.values(values) as string[]).includes(raw) ? (raw as T) : undefined;
}

function numberOf(raw: string | null, shape: RegExp): number | undefined {
  return raw !== null && shape.test(raw.trim()) ? Number(raw.trim()) : undefined;
}

/** The query a URL asks for; values of the wrong shape are left out, as if not given. */
export function queryFromSearch(search: URLSearchParams): CatalogueQuery {
  const hasShop = search.get("hasShop");
  const q = search.get("q")?.trim();
  const query: CatalogueQuery = {
    category: oneOf(DesignCategory, search.get("category")),
    style: oneOf(DesignStyle, search.get("style")),
    bedroomsMin: numberOf(search.get("bedroomsMin"), WHOLE),
    bathroomsMin: numberOf(search.get("bathroomsMin"), HALVES),
    livingMin: numberOf(search.get("livingMin"), WHOLE),
    livingMax: numberOf(search.get("livingMax"), WHOLE),
    shopMin: numberOf(search.get("shopMin"), WHOLE),
    shopMax: numberOf(search.get("shopMax"), WHOLE),
    hasShop: hasShop === "true" ? true : hasShop === "false" ? false : undefined,
    q: q ? q : undefined,
    sort: oneOf(DesignSort, search.get("sort")) ?? DEFAULT_QUERY.sort,
    order: oneOf(SortOrder, search.get("order")) ?? DEFAULT_QUERY.order,
    page: Math.max(1, numberOf(search.get("page"), WHOLE) ?? 1),
  };
  return withoutUndefined(query);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The URL search of a query: filters in FILTER_KEYS order, then sort, order and page, defaults left out. */
export function searchFromQuery(query: CatalogueQuery): string {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  if (query.sort !== DEFAULT_QUERY.sort) search.set("sort", query.sort);
  if (query.order !== DEFAULT_QUERY.order) search.set("order", query.order);
  if (query.page !== DEFAULT_QUERY.page) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** GET /api/designs parameters for a query. */
export function listParams(query: CatalogueQuery): ListDesignsParams {
  return { ...query, pageSize: PAGE_SIZE };
}

/**
 * The query after the visitor changed something: a filter or sort change starts again at page 1
 * (the old page may not exist any more); only a page change keeps the rest as it is.
 */
export function changeQuery(query: CatalogueQuery, change: Partial<CatalogueQuery>): CatalogueQuery {
  const next = { ...query, page: DEFAULT_QUERY.page, ...change };
  return withoutUndefined(next);
}

/** Every filter and the search removed; the same sort and order. */
export function clearFilters(query: CatalogueQuery): CatalogueQuery {
  return { sort: query.sort, order: query.order, page: DEFAULT_QUERY.page };
}

/** How many filters (search included) are set. */
export function activeFilterCount(query: CatalogueQuery): number {
  return FILTER_KEYS.filter((key) => query[key] !== undefined).length;
}
