/**
 * One page of a list and its total in one query: the SELECT adds `COUNT(*) OVER ()` (TOTAL_SQL) to
 * every row, so the first row carries the total. Past the last page no row carries it, and only
 * then is the list counted again (`countPastLastPage`); an empty first page has a total of 0.
 */
export const TOTAL_SQL = 'COUNT(*) OVER () AS "total"';

/** A row as it comes back with TOTAL_SQL (PostgreSQL's bigint arrives as a string). */
export type WithTotal<T> = T & { total: string | number };

export async function pageTotal(rows: readonly WithTotal<object>[], page: number, countPastLastPage: () => Promise<number>): Promise<number> {
  if (rows.length) return Number(rows[0].total);
  return page > 1 ? countPastLastPage() : 0;
}
