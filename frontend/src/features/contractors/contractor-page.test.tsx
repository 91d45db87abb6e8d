import { fireEvent, render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ContractorResponseDto, PaginatedContractorReviewsResponseDto } from "@/api/generated/model";
import type { MetaArgs } from "react-router";
import { business } from "@/lib/business";
import { installFakeApi, type FakeHandler } from "@/test/fake-api";
import { withQueryClient } from "@/test/render-route";
import ContractorPage, { meta } from "./contractor-page";
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
  licenseChecked: false,
  insured: false,
  verifiedAt: null,
  averageRating: 5,
  reviewCount: 1,
  licenseNumber: "E-2231",
  licenseHeadline: null,
  licenses: [],
  insurance: { state: "none", label: null, sentence: null, insurer: null, coverageCents: null, expiresOn: null },
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
    {
      id: 1,
      rating: 5,
      body: "Wired the shop and the house on schedule.",
      reviewerName: "Lee K.",
      verifiedCustomer: true,
      hiredThroughDirectory: false,
      reply: null,
      createdAt: "2026-10-01T12:00:00Z",
    },
  ],
  removed: [],
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
      // The sample's credentials, from the seed and the Missouri facts (the days are the API's).
      "Registration checked",
      "Insured",
      "Missouri Secretary of State business registration, checked by our office",
      "Sample listing: a fictitious business, so there is no real record to look up.",
      "Certificate of insurance from Sample Mutual Insurance (fictitious), $1,000,000 coverage; checked by our office.",
      "(816) 555-0101",
      "4.7 out of 5 · 3 reviews",
      "Verified customer",
      "Reviews from homeowners who hired through this directory",
      "What &quot;Verified&quot; means",
      'href="/st-joseph"',
      "Buchanan County",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/Covers \d+ of our 16 service cities/);
    // The number typed on the application was never checked: the profile shows the checked records instead.
    expect(html).not.toContain("License #");
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

describe("/contractors/:id's head", () => {
  const head = (pathname: string, id: string) => meta({ params: { id }, location: { pathname }, matches: [] } as unknown as MetaArgs) ?? [];
  const robots = (tags: ReturnType<typeof head>) => tags.find((tag) => "name" in tag && tag.name === "robots");

  it("lets a listing only the database knows be indexed, at its own address (the server serves it only while published)", () => {
    const tags = head("/contractors/prairie-electric", "prairie-electric");
    expect(robots(tags)).toBeUndefined();
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${business.publicBaseUrl}/contractors/prairie-electric` });
    expect(tags).toContainEqual({ title: `Contractor Profile | ${business.businessName}` });
  });

  it("keeps the not-found document out of search results", () => {
    expect(robots(head(CONTRACTOR_NOT_FOUND_PATH, "__not-found"))).toEqual({ name: "robots", content: "noindex" });
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
    expect(screen.queryByText(/License #/)).toBeNull();
    expect(screen.getByText("Our office has not checked a license or registration for this contractor yet.")).toBeTruthy();
    expect(screen.getByText("Our office holds no approved certificate of insurance for this contractor yet.")).toBeTruthy();
    expect(screen.getAllByText("5 out of 5 · 1 review").length).toBeGreaterThan(0);
    const review = (await screen.findByText("Wired the shop and the house on schedule.")).closest("li")!;
    expect(within(review).getByText("Verified customer")).toBeTruthy();
    expect(document.title).toBe(`Prairie Electric | ${business.businessName}`);
  });

  it("loads the request form only when the visitor heads for it (the hero's link), not with the page", async () => {
    answers({
      "GET /api/contractors/prairie-electric": () => ({ status: 200, data: prairie }),
      "GET /api/contractors/prairie-electric/reviews": () => ({ status: 200, data: reviews }),
    });
    render(page("/contractors/prairie-electric"));
    await screen.findByRole("heading", { level: 1, name: "Prairie Electric" });
    const request = screen.getByRole("region", { name: "Request this contractor" });
    expect(within(request).getByRole("status").textContent).toBe("Loading the form…");
    expect(screen.queryByRole("form", { name: "Request Prairie Electric" })).toBeNull();
    fireEvent.focus(screen.getByRole("link", { name: "Request this contractor" }));
    expect(await screen.findByRole("form", { name: "Request Prairie Electric" }, { timeout: 5_000 })).toBeTruthy();
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

  it("shows a city license exactly as checked, with Missouri's rule, and never 'Licensed in Missouri' for it", async () => {
    answers({
      "GET /api/contractors/prairie-electric": () => ({
        status: 200,
        data: {
          ...prairie,
          licenseChecked: true,
          insured: true,
          licenseHeadline: "License checked",
          licenses: [
            {
              id: 7,
              trade: "general_contractor",
              jurisdictionKind: "city_or_county",
              jurisdictionName: "Kansas City",
              credential: "license",
              name: "Kansas City general contractor license",
              number: "GC-10442",
              issuer: "City of Kansas City, Missouri",
              expiresOn: "2027-04-30",
              current: true,
              checkedOn: "2026-11-03",
              checkedBy: "Casey",
              evidence: "public_record",
              publicRecordUrl: "https://example.org/kcmo-license-lookup",
              publicRecordText: null,
              line: "Kansas City general contractor license, checked 2026-11-03 by Casey",
              stateNote: "Missouri has no statewide general contractor license; cities and counties license contractors, and many places license none.",
            },
          ],
          insurance: {
            state: "insured",
            label: "Insured",
            sentence: "Certificate of insurance from Heartland Mutual, $1,000,000 coverage, through 2027-03-31; checked 2026-11-03 by our office.",
            insurer: "Heartland Mutual",
            coverageCents: 100_000_000,
            expiresOn: "2027-03-31",
          },
        },
      }),
      "GET /api/contractors/prairie-electric/reviews": () => ({ status: 200, data: reviews }),
    });
    render(page("/contractors/prairie-electric"));
    const badges = within(await screen.findByRole("list", { name: "Badges" }));
    expect(badges.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Not yet verified by our office", "License checked", "Insured"]);
    const section = within(screen.getByRole("region", { name: "Licenses and insurance" }));
    expect(section.getByText("Kansas City general contractor license, checked 2026-11-03 by Casey")).toBeTruthy();
    expect(section.getByText("No. GC-10442 · City of Kansas City, Missouri · valid through 2027-04-30")).toBeTruthy();
    expect(section.getByRole("link", { name: /Look it up in the public record/ }).getAttribute("href")).toBe("https://example.org/kcmo-license-lookup");
    expect(section.getByText(/^Missouri has no statewide general contractor license;/)).toBeTruthy();
    expect(section.getByText(/^Certificate of insurance from Heartland Mutual, \$1,000,000 coverage, through 2027-03-31/)).toBeTruthy();
    // Only the explainer names the words, saying they belong to the statewide electrical license.
    expect(screen.getByRole("list", { name: "Badges" }).textContent).not.toContain("Licensed in Missouri");
    expect(screen.getByRole("region", { name: "Licenses and insurance" }).textContent).not.toContain("Licensed in Missouri");
  });

  it("says 'Insurance on file expired' once the certificate has ended, without the Insured badge", async () => {
    answers({
      "GET /api/contractors/prairie-electric": () => ({
        status: 200,
        data: {
          ...prairie,
          insurance: {
            state: "expired",
            label: "Insurance on file expired",
            sentence: "The insurance on file expired 2026-10-31.",
            insurer: "Heartland Mutual",
            coverageCents: 100_000_000,
            expiresOn: "2026-10-31",
          },
        },
      }),
      "GET /api/contractors/prairie-electric/reviews": () => ({ status: 200, data: reviews }),
    });
    render(page("/contractors/prairie-electric"));
    const badges = within(await screen.findByRole("list", { name: "Badges" }));
    expect(badges.getByText("Insurance on file expired")).toBeTruthy();
    expect(badges.queryByText("Insured")).toBeNull();
    expect(screen.getByText("The insurance on file expired 2026-10-31.")).toBeTruthy();
  });

  it("shows reviews from hires with the contractor's reply, a line per removal reason, the response-time badge, and no open review form", async () => {
    answers({
      "GET /api/contractors/prairie-electric": () => ({
        status: 200,
        data: { ...prairie, averageRating: 2, reviewCount: 1, responseTime: { band: "one_day", label: "Usually replies within a day", sampleSize: 4 } },
      }),
      "GET /api/contractors/prairie-electric/reviews": () => ({
        status: 200,
        data: {
          ...reviews,
          items: [
            {
              ...reviews.items[0],
              rating: 2,
              body: "Two weeks late, nails left in the yard.",
              verifiedCustomer: true,
              hiredThroughDirectory: true,
              reply: { body: "We came back and cleaned up; sorry for the wait.", createdAt: "2026-10-02T12:00:00Z" },
            },
          ],
          removed: [{ reason: "personal_data", count: 1, text: "1 review removed: contained personal information" }],
        },
      }),
    });
    render(page("/contractors/prairie-electric"));
    const badges = await screen.findByRole("list", { name: "Badges" });
    expect(within(badges).getByText("Usually replies within a day")).toBeTruthy();
    expect(screen.getByText("Reviews from homeowners who hired through this directory")).toBeTruthy();
    const review = (await screen.findByText("Two weeks late, nails left in the yard.")).closest("li")!;
    expect(within(review).getByText("Hired through this directory")).toBeTruthy();
    expect(within(review).getByText("Reply from Prairie Electric")).toBeTruthy();
    expect(within(review).getByText("We came back and cleaned up; sorry for the wait.")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Reviews our office removed" })).getByText("1 review removed: contained personal information")).toBeTruthy();
    expect(document.body.textContent).toContain("We never remove a review for being negative.");
    expect(screen.queryByRole("form", { name: /^Review / })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Write a review" })).toBeNull();
  });

  it("shows no response-time badge when the API has none", async () => {
    answers({
      "GET /api/contractors/prairie-electric": () => ({ status: 200, data: prairie }),
      "GET /api/contractors/prairie-electric/reviews": () => ({ status: 200, data: reviews }),
    });
    render(page("/contractors/prairie-electric"));
    const badges = await screen.findByRole("list", { name: "Badges" });
    expect(within(badges).queryByText(/Usually/)).toBeNull();
  });

  it("shows the not-found page when the API knows no such listing (or no longer publishes it)", async () => {
    answers({ "GET /api/contractors/gone-co": () => ({ status: 404, data: { statusCode: 404, message: "No such contractor.", error: "Not Found" } }) });
    render(page("/contractors/gone-co"));
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
  });
});
