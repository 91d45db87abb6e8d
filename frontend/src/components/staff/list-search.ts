/**
 * A staff list's state is its URL: filters, sort, order and page are search parameters named as
 * the list operation's query parameters, so a link or the back button restores the list exactly.
 * The page hands the URL's values to the API unchanged: the server validates every one and
 * answers a bad or unknown parameter with a 400 whose messages the page shows (ListProblem).
 */
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export type SearchValue = string | readonly string[] | undefined;
export type ListSearchParams = Record<string, string | string[]>;

/** The URL's parameters as an object; keys in `repeated` are always arrays (e.g. status=a&status=b). */
export function listParamsOf(search: URLSearchParams, repeated: readonly string[] = []): ListSearchParams {
  const params: ListSearchParams = {};
  for (const key of new Set(search.keys())) {
    params[key] = repeated.includes(key) ? search.getAll(key) : (search.get(key) ?? "");
  }
  return params;
}

/** `search` with `changes` applied: undefined, "" and [] remove a key. */
export function withChanges(search: URLSearchParams, changes: Record<string, SearchValue>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    if (value === undefined) continue;
    for (const one of typeof value === "string" ? [value] : value) {
      if (one !== "") next.append(key, one);
    }
  }
  return next;
}

/** "?a=1" or "" for an empty search. */
export function searchString(search: URLSearchParams): string {
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function useListSearch(repeated: readonly string[] = []) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => listParamsOf(search, repeated), [search, repeated]);

  /** Changes filters or sort; the list starts again at page 1. */
  const update = useCallback(
    (changes: Record<string, SearchValue>) => setSearch((current) => withChanges(current, { ...changes, page: undefined })),
    [setSearch],
  );

  return { search, params, update };
}
