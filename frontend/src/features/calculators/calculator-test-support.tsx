/** Test helpers: render a calculator page at its real routes, with the location shown and a fake catalogue. */
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, Outlet, useLocation, useNavigate } from "react-router";
import { createQueryClient } from "@/lib/query-client";
import { routeEntries } from "@/app/page-registry";
import type { DesignSummaryDto } from "@/api/generated/model";
import { installFakeApi } from "@/test/fake-api";

function design(slug: string, name: string, living: number, shop: number | null, roof: number): DesignSummaryDto {
  return {
    id: slug.length,
    slug,
    name,
    category: shop === null ? "Residential" : "Barndominium",
    style: "farmhouse",
    livingSquareFeet: living,
    shopSquareFeet: shop,
    bedrooms: 3,
    bathrooms: "2",
    wallRValue: 26,
    roofRValue: roof,
    price: null,
    specSheetUrl: `/api/designs/${slug}/spec-sheet.svg`,
    description: null,
    status: "active",
  };
}

/** Three plans as the catalogue API answers them (sort=name). */
export const CATALOGUE = [design("oak", "Oak", 2210, 3059, 33), design("rose-mount", "Rose Mount", 1800, 3820, 48), design("spirit", "Spirit", 1200, null, 33)];

export function installCatalogue(items: DesignSummaryDto[] = CATALOGUE) {
  return installFakeApi({
    "GET /api/designs": () => ({ status: 200, data: { items, total: items.length, page: 1, pageSize: 100, nearMiss: null } }),
  });
}

function Root() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      <Outlet />
    </>
  );
}

/** The page at every path the registry gives its page id (aliases too), starting at `path`. */
export function renderCalculator(pageId: string, Component: ComponentType, path: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: Root,
      children: routeEntries.filter((entry) => entry.page.id === pageId).map((entry) => ({ id: entry.id, path: entry.path, Component })),
    },
  ]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={[path]} />
    </QueryClientProvider>,
  );
}
