import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  changeQuery,
  clearFilters,
  DEFAULT_QUERY,
  listParams,
  PAGE_SIZE,
  queryFromSearch,
  searchFromQuery,
  type CatalogueQuery,
} from "./catalogue-query";

const read = (search: string) => queryFromSearch(new URLSearchParams(search));

describe("catalogue URL ↔ filters", () => {
  it("reads every filter, the search, sort, order and page under the API's parameter names", () => {
    expect(
      read(
        "?q=porch&category=Barndominium&style=farmhouse&bedroomsMin=3&bathroomsMin=2.5&livingMin=1500&livingMax=2500&shopMin=2000&shopMax=4000&hasShop=true&sort=living&order=desc&page=2",
      ),
    ).toEqual({
      q: "porch",
      category: "Barndominium",
      style: "farmhouse",
      bedroomsMin: 3,
      bathroomsMin: 2.5,
      livingMin: 1500,
      livingMax: 2500,
      shopMin: 2000,
      shopMax: 4000,
      hasShop: true,
      sort: "living",
      order: "desc",
      page: 2,
    });
  });

  it("gives the defaults (name A to Z, page 1, no filters) for an empty query string", () => {
    expect(read("")).toEqual(DEFAULT_QUERY);
    expect(DEFAULT_QUERY).toEqual({ sort: "name", order: "asc", page: 1 });
  });

  it("leaves out values of the wrong shape instead of sending them to the API", () => {
    expect(read("?category=Castle&style=gothic&bedroomsMin=three&livingMin=-5&shopMax=1e5&hasShop=yes&sort=color&order=up&page=0")).toEqual(DEFAULT_QUERY);
    expect(read("?page=abc").page).toBe(1);
    expect(read("?q=%20%20").q).toBeUndefined();
    expect(read("?hasShop=false").hasShop).toBe(false);
  });

  it("leaves range checks to the API: a whole number out of its range is passed on", () => {
    expect(read("?livingMin=999999").livingMin).toBe(999999);
    expect(read("?livingMin=3000&livingMax=1000")).toMatchObject({ livingMin: 3000, livingMax: 1000 });
  });

  it("writes the filters in a fixed order and leaves the defaults out", () => {
    expect(searchFromQuery(DEFAULT_QUERY)).toBe("");
    expect(searchFromQuery({ ...DEFAULT_QUERY, hasShop: false, category: "Residential", q: "lake lot" })).toBe(
      "?q=lake+lot&category=Residential&hasShop=false",
    );
    expect(searchFromQuery({ sort: "shop", order: "desc", page: 3, bedroomsMin: 4 })).toBe("?bedroomsMin=4&sort=shop&order=desc&page=3");
  });

  it("round-trips: what a URL says is what the URL written from it says", () => {
    const queries: CatalogueQuery[] = [
      DEFAULT_QUERY,
      { ...DEFAULT_QUERY, livingMin: 1800, livingMax: 1800 },
      { sort: "bedrooms", order: "asc", page: 2, style: "modern", bathroomsMin: 1.5, shopMin: 0, q: "Water's Edge" },
    ];
    for (const query of queries) expect(read(searchFromQuery(query))).toEqual(query);
  });

  it("starts again at page 1 after any change but a page change, and drops a cleared filter", () => {
    const onPage3: CatalogueQuery = { ...DEFAULT_QUERY, page: 3, style: "modern", bedroomsMin: 2 };
    expect(changeQuery(onPage3, { bedroomsMin: 3 })).toEqual({ ...DEFAULT_QUERY, style: "modern", bedroomsMin: 3 });
    expect(changeQuery(onPage3, { sort: "living", order: "desc" }).page).toBe(1);
    expect(changeQuery(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
    const cleared = changeQuery(onPage3, { style: undefined });
    expect("style" in cleared).toBe(false);
    expect(searchFromQuery(cleared)).toBe("?bedroomsMin=2");
  });

  it("counts the filters set and clears them all, keeping the sort", () => {
    const query: CatalogueQuery = { sort: "living", order: "desc", page: 2, q: "shop", hasShop: true, livingMax: 3000 };
    expect(activeFilterCount(query)).toBe(3);
    expect(activeFilterCount(DEFAULT_QUERY)).toBe(0);
    expect(clearFilters(query)).toEqual({ sort: "living", order: "desc", page: 1 });
  });

  it("asks the API for one page of the catalogue's size", () => {
    expect(listParams({ ...DEFAULT_QUERY, category: "Barndominium" })).toEqual({ ...DEFAULT_QUERY, category: "Barndominium", pageSize: PAGE_SIZE });
  });
});
