import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminDesignSummaryDto } from "@/api/generated/model";
import { renderRoute } from "@/test/render-route";
import { adminPages } from "./pages";
import PlansPage, { picturesText } from "./plans-page";

const LIST = "GET /api/admin/designs";

const OAK: AdminDesignSummaryDto = {
  id: 5,
  slug: "oak",
  name: "Oak",
  category: "Barndominium",
  status: "active",
  livingSquareFeet: 2210,
  shopSquareFeet: 3059,
  bedrooms: 3,
  imageCount: 3,
  hasFloorPlan: true,
  updatedAt: "2026-11-21T03:30:00.000Z",
};
const DRAFT: AdminDesignSummaryDto = {
  ...OAK,
  id: 31,
  slug: "prairie-wind",
  name: "Prairie Wind",
  category: "Residential",
  status: "draft",
  shopSquareFeet: null,
  imageCount: 0,
  hasFloorPlan: false,
};

function open(url: string, answer: unknown = { items: [OAK, DRAFT], total: 2, page: 1, pageSize: 25 }) {
  return renderRoute(url, [{ path: adminPages.plans.path, Component: PlansPage }], { api: { [LIST]: () => ({ status: 200, data: answer }) } });
}

describe("/admin/designs", () => {
  it("sends the URL's filters, sort and page to the server and shows them in the form", async () => {
    const { api } = open("/admin/designs?status=archived&category=Barndominium&q=ridge&sort=pictures&order=desc&page=2");
    await screen.findByRole("rowheader", { name: /Oak/ });
    expect(api.calls[0].params).toEqual({ status: "archived", category: "Barndominium", q: "ridge", sort: "pictures", order: "desc", page: "2" });
    const filters = screen.getByRole("search", { name: "Filter plans" });
    expect(within(filters).getByLabelText("Status")).toHaveProperty("value", "archived");
    expect(within(filters).getByLabelText("Kind of plan")).toHaveProperty("value", "Barndominium");
    expect(within(filters).getByLabelText("Name, address or description")).toHaveProperty("value", "ridge");
  });

  it("lists each plan in a table with headers: its status, areas, pictures and public page", async () => {
    open("/admin/designs");
    const table = await screen.findByRole("table", { name: "House plans" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual([
      expect.stringContaining("Plan"),
      expect.stringContaining("Status"),
      expect.stringContaining("Living area"),
      expect.stringContaining("Pictures"),
      expect.stringContaining("Last changed"),
      "Public page",
    ]);
    const oak = screen.getByRole("rowheader", { name: /Oak/ }).closest("tr")!;
    expect(within(oak).getByRole("link", { name: "Oak" })).toHaveProperty("pathname", "/admin/designs/5");
    expect(oak.textContent).toContain("Active");
    expect(oak.textContent).toContain("3 pictures, floor plan first");
    expect(oak.textContent).toContain("3,059 sq ft shop");
    expect(within(oak).getByRole("link", { name: /\/designs\/oak/ })).toHaveProperty("pathname", "/designs/oak");
    const draft = screen.getByRole("rowheader", { name: /Prairie Wind/ }).closest("tr")!;
    expect(draft.textContent).toContain("Draft");
    expect(draft.textContent).toContain("Not public yet");
    expect(within(draft).queryByRole("link", { name: /\/designs\// })).toBeNull();
  });

  it("shows the server's refusal of a bad filter with a way back", async () => {
    renderRoute("/admin/designs?status=gone", [{ path: adminPages.plans.path, Component: PlansPage }], {
      api: {
        [LIST]: () => ({
          status: 400,
          data: {
            statusCode: 400,
            message: "Status must be one of: active, archived, draft.",
            errors: [{ field: "status", message: "Status must be one of: active, archived, draft." }],
          },
        }),
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Status must be one of: active, archived, draft.");
    expect(within(alert).getByRole("link", { name: "Clear filters" })).toHaveProperty("pathname", "/admin/designs");
  });

  it("words the pictures a plan has", () => {
    expect(picturesText({ imageCount: 0, hasFloorPlan: false })).toBe("None: the page shows the spec sheet");
    expect(picturesText({ imageCount: 1, hasFloorPlan: false })).toBe("1 picture, no floor plan yet");
    expect(picturesText({ imageCount: 4, hasFloorPlan: true })).toBe("4 pictures, floor plan first");
  });
});
