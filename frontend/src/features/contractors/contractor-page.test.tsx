import { render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ContractorResponseDto, PaginatedContractorReviewsResponseDto } from "@/api/generated/model";
import { business } from "@/lib/business";
import { installFakeApi, type FakeHandler } from "@/test/fake-api";
import { withQueryClient } from "@/test/render-route";
import ContractorPage from "./contractor-page";
import { CONTRACTOR_NOT_FOUND_PATH, contractorsPages } from "./pages";
import { sampleContractor } from "./sample-contractors";

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => api?.restore());

function page(path: string) {
  const Stub = createRoutesStub([{ id: contractorsPages.profile.id, path: contractorsPages.profile.path, Component: ContractorPage }]);
  return withQueryClient(<Stub initialEntries={[path]} />);
}
const answers = (routes: Record<string, FakeHandler>) => (api = installFakeApi(routes));

/** A listing published after the build: not a sample. */
const prairie: ContractorResponseDto = {
  ...sampleContractor("bluestem-sip-builders")!,
  id: 40,
  slug: "prairie-electric",
  name: "Prairie Electric",
  initials: "PE",
  isSample: false,
  verified: false,
  verifiedAt: null,
  averageRating: 5,
  reviewCount: 1,
  licenseNumber: "E-2231",
  areas: [
    { id: 3, city: "Liberty", state: "MO", zipCode: "64068", radius: 30, latitude: 39.2461, longitude: -94.4191, label: "Liberty, MO 64068 · 30-mile radius" },
  ],
  coverage: {
    count: 2,
    total: 16,
    cities: [
      { slug: "liberty", name: "Liberty", county: "Clay County" },
      { slug: "kearney", name: "Kearney", county: "Clay County" },
    ],
  },
};
const reviews: PaginatedContractorReviewsResponseDto = {
  items: [
    { id: 1, rating: 5, body: "Wired the shop and the house on schedule.", reviewerName: "Lee K.", verifiedCustomer: true, createdAt: "2026-10-01T12:00:00Z" },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

describe("/contractors/:id as prerendered", () => {
  it("holds a sample listing's profile without the API", () => {
    const html = renderToString(page("/contractors/bluestem-sip-builders")).replace(/<!-- -->/g, "");
    expect(html).toContain("Bluestem SIP Builders</h1>");
    for (const text of [
      "Sample listing",
      "St. Joseph, MO 64501 · 40-mile radius",
      "License #MO-SAMPLE-1001",
      "(816) 555-0101",
      "4.7 out of 5 · 3 reviews",
      "Verified customer",
      "What &quot;Verified&quot; means",
      'href="/st-joseph"',
      "Buchanan County",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/Covers \d+ of our 16 service cities/);
  });

  it("is the not-found page for its not-found document", async () => {
    // The not-found page is a lazy part (inside the app shell's Suspense); the build's render
    // waits for it (entry.server.tsx, onAllReady): here, a first render starts loading it.
    renderToString(<Suspense>{page(CONTRACTOR_NOT_FOUND_PATH)}</Suspense>);
    await import("@/components/page-not-found");
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = renderToString(page(CONTRACTOR_NOT_FOUND_PATH));
    expect(html).toContain("Page not found");
    expect(html).not.toContain("Loading the contractor");
  });
});

describe("/contractors/:id in the browser", () => {
  it("loads a listing only the database knows, with its reviews, and names the tab", async () => {
    answers({
      "GET /api/contractors/prairie-electric": () => ({ status: 200, data: prairie }),
      "GET /api/contractors/prairie-electric/reviews": () => ({ status: 200, data: reviews }),
    });
    render(page("/contractors/prairie-electric"));
    expect(await screen.findByRole("heading", { level: 1, name: "Prairie Electric" })).toBeTruthy();
    expect(screen.getByText("Not yet verified by our office")).toBeTruthy();
    expect(screen.queryByText("Sample listing")).toBeNull();
    expect(screen.getByText("Liberty, MO 64068 · 30-mile radius")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Covers 2 of our 16 service cities" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kearney" }).getAttribute("href")).toBe("/kearney");
    expect(screen.getByText("License #E-2231")).toBeTruthy();
    expect(screen.getAllByText("5 out of 5 · 1 review").length).toBeGreaterThan(0);
    const review = (await screen.findByText("Wired the shop and the house on schedule.")).closest("li")!;
    expect(within(review).getByText("Verified customer")).toBeTruthy();
    expect(document.title).toBe(`Prairie Electric | ${business.businessName}`);
  });

  it("says when the office verified it", async () => {
    answers({
      "GET /api/contractors/prairie-electric": () => ({
        status: 200,
        data: { ...prairie, verified: true, verifiedAt: "2026-03-10T15:00:00.000Z", reviewCount: 0, averageRating: 0 },
      }),
      "GET /api/contractors/prairie-electric/reviews": () => ({ status: 200, data: { ...reviews, items: [], total: 0 } }),
    });
    render(page("/contractors/prairie-electric"));
    expect(await screen.findByText("Verified March 2026")).toBeTruthy();
    expect(screen.getAllByText("No reviews yet").length).toBeGreaterThan(0);
  });

  it("shows the not-found page when the API knows no such listing (or no longer publishes it)", async () => {
    answers({ "GET /api/contractors/gone-co": () => ({ status: 404, data: { statusCode: 404, message: "No such contractor.", error: "Not Found" } }) });
    render(page("/contractors/gone-co"));
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
  });
});
