/** A list's sort direction, as every paged list's `order` query parameter takes it. */
export enum SortOrder {
  Asc = 'asc',
  Desc = 'desc',
}
