import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { PaginatedDesignsResponseDto } from "@/api/generated/model";
import { installFakeApi } from "@/test/fake-api";
import { withQueryClient } from "@/test/render-route";
import { builtInPage, builtInSummaries } from "./built-in-plans";
import { DEFAULT_QUERY, listParams, PAGE_SIZE } from "./catalogue-query";
import { areaFromText } from "./design-filters";
import DesignsPage, { nearMissDistance, type CatalogueData } from "./designs-page";
import { designsPages } from "./pages";

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => api?.restore());

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function page(path: string) {
  const Stub = createRoutesStub([
    {
      id: designsPages.catalogue.id,
      path: "/designs",
      Component: ({ loaderData }) => (
        <>
          <DesignsPage loaderData={loaderData as CatalogueData} />
          <Location />
        </>
      ),
    },
  ]);
  // What the page's loader gives the prerendered HTML.
  const loaderData: CatalogueData = { builtIn: builtInPage(listParams(DEFAULT_QUERY))! };
  return withQueryClient(<Stub initialEntries={[path]} hydrationData={{ loaderData: { [designsPages.catalogue.id]: loaderData } }} />);
}

const location = () => screen.getByTestId("location").textContent;

describe("/designs", () => {
  it("is prerendered with every built-in plan on its first page and no pager, whatever the query string", () => {
    const html = renderToString(page("/designs?category=Residential")).replace(/<!-- -->/g, "");
    expect(html).toContain("24 plans");
    expect(builtInSummaries).toHaveLength(24);
    for (const plan of builtInSummaries) expect(html).toContain(`href="/designs/${plan.slug}"`);
    expect(html).not.toContain("Pages of plans");
  });

  it("hydrated from its prerendered HTML, asks the API (and loads its client) only once the visitor heads for a control", async () => {
    api = installFakeApi({ "GET /api/designs": () => ({ status: 200, data: builtInPage({ pageSize: PAGE_SIZE }) }) });
    const container = document.createElement("div");
    container.innerHTML = renderToString(page("/designs"));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page("/designs"));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
    expect(container.textContent).toContain("24 plans");

    fireEvent.focus(container.querySelector("#design-sort")!);
    await waitFor(() => expect(api!.calls.map((call) => call.route)).toEqual(["GET /api/designs"]));
    container.remove();
  });

  it("pages once the catalogue holds more plans than a page", async () => {
    const items = builtInSummaries.slice(0, PAGE_SIZE);
    const answer: PaginatedDesignsResponseDto = { items, total: PAGE_SIZE + 6, page: 1, pageSize: PAGE_SIZE, nearMiss: null };
    api = installFakeApi({ "GET /api/designs": () => ({ status: 200, data: answer }) });
    render(page("/designs?bedroomsMin=1"));
    const pager = await screen.findByRole("navigation", { name: "Pages of plans" });
    expect(pager.textContent).toContain("Page 1 of 2");
    expect(within(pager).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/designs?bedroomsMin=1&page=2");
  });

  it("asks the API with the URL's filters and shows its answer", async () => {
    const answer: PaginatedDesignsResponseDto = {
      items: builtInSummaries.filter((plan) => plan.slug === "spirit"),
      total: 1,
      page: 1,
      pageSize: 12,
      nearMiss: null,
    };
    api = installFakeApi({ "GET /api/designs": () => ({ status: 200, data: answer }) });
    render(page("/designs?category=Residential&bedroomsMin=1&livingMax=900"));
    expect(await screen.findByText("1 plan")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Spirit" }).getAttribute("href")).toBe("/designs/spirit");
  });

  it("offers the near miss and widens the range in the URL", async () => {
    const empty: PaginatedDesignsResponseDto = {
      items: [],
      total: 0,
      page: 1,
      pageSize: 12,
      nearMiss: { total: 3, livingMin: 1900, livingMax: 2100, shopMin: null, shopMax: null },
    };
    api = installFakeApi({ "GET /api/designs": () => ({ status: 200, data: empty }) });
    render(page("/designs?livingMin=2000&livingMax=2000"));
    expect(await screen.findByText("3 plans within 100 sq ft of your range.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Widen the range by 100 sq ft" }));
    expect(location()).toBe("?livingMin=1900&livingMax=2100");
  });

  it("puts a filter, the sort and a cleared search into the URL", async () => {
    api = installFakeApi({ "GET /api/designs": () => ({ status: 200, data: builtInPage({ sort: "name", pageSize: 12 }) }) });
    render(page("/designs?q=porch"));
    const filters = screen.getByRole("search", { name: "Filter plans" });
    fireEvent.click(within(filters).getByRole("radio", { name: "SIP homes" }));
    expect(location()).toBe("?q=porch&category=Residential");
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "bedrooms:desc" } });
    expect(location()).toBe("?q=porch&category=Residential&sort=bedrooms&order=desc");
    fireEvent.change(within(filters).getByLabelText("Bathrooms"), { target: { value: "2.5" } });
    expect(location()).toBe("?q=porch&category=Residential&bathroomsMin=2.5&sort=bedrooms&order=desc");
    const search = within(filters).getByRole("searchbox", { name: "Search plans" });
    fireEvent.change(search, { target: { value: "" } });
    fireEvent.blur(search);
    expect(location()).toBe("?category=Residential&bathroomsMin=2.5&sort=bedrooms&order=desc");
    fireEvent.click(within(filters).getByRole("button", { name: "Clear all filters" }));
    expect(location()).toBe("?sort=bedrooms&order=desc");
  });
});

describe("catalogue helpers", () => {
  it("reads an area typed with commas or units", () => {
    expect(areaFromText("2,500")).toBe(2500);
    expect(areaFromText("1800 sq ft")).toBe(1800);
    expect(areaFromText(" 900 ")).toBe(900);
    expect(areaFromText("")).toBeUndefined();
    expect(areaFromText("big")).toBeUndefined();
    expect(areaFromText("-200")).toBeUndefined();
  });

  it("says how far the near miss reaches, bound by bound", () => {
    const query = { sort: "name", order: "asc", page: 1, livingMin: 2000, shopMax: 50 } as const;
    expect(nearMissDistance(query, { total: 2, livingMin: 1900, livingMax: null, shopMin: null, shopMax: 150 })).toBe(100);
    expect(nearMissDistance({ ...query, livingMin: 40, shopMax: undefined }, { total: 1, livingMin: 0, livingMax: null, shopMin: null, shopMax: null })).toBe(
      40,
    );
  });
});
