import { fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ContractorCardDto, PaginatedContractorsResponseDto } from "@/api/generated/model";
import { installFakeApi } from "@/test/fake-api";
import { withQueryClient } from "@/test/render-route";
import ContractorsPage from "./contractors-page";
import { contractorsPages } from "./pages";
import { sampleCards } from "./sample-contractors";

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => api?.restore());

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function page(path: string) {
  const Stub = createRoutesStub([
    {
      id: contractorsPages.directory.id,
      path: "/contractors",
      Component: () => (
        <>
          <ContractorsPage />
          <Location />
        </>
      ),
    },
  ]);
  return withQueryClient(<Stub initialEntries={[path]} />);
}

const live: ContractorCardDto = {
  id: 40,
  slug: "river-city-framing",
  name: "River City Framing",
  initials: "RF",
  isSample: false,
  averageRating: 5,
  reviewCount: 1,
  serves: ["Liberty", "Kearney"],
  specialties: [{ value: "carpentry", label: "Carpentry" }],
  verified: false,
  licenseChecked: false,
  insured: false,
  verifiedAt: null,
  coverage: { count: 2, total: 16, cities: [] },
  responseTime: { band: "few_hours", label: "Usually replies within a few hours", sampleSize: 5 },
};
const answer = (items: ContractorCardDto[], total = items.length): PaginatedContractorsResponseDto => ({ items, total, page: 1, pageSize: 12 });

describe("/contractors", () => {
  it("is prerendered with the sample listings, the links and what 'Verified' means", () => {
    const html = renderToString(page("/contractors?verified=true")).replace(/<!-- -->/g, "");
    expect(html).toContain("12 contractors");
    for (const card of sampleCards) expect(html).toContain(`href="/contractors/${card.slug}"`);
    expect(html).toContain("Sample listing");
    expect(html).toContain("4.7 out of 5 · 3 reviews");
    expect(html).toContain("Serves St. Joseph");
    expect(html).toMatch(/Covers \d+ of our 16 service cities/);
    expect(html).toContain('href="/contractors/find"');
    expect(html).toContain("Join Our Contractor Network</a>");
    expect(html).toContain("What &quot;Verified&quot; means");
    expect(html).toContain("Missouri has no statewide general-contractor, plumbing or HVAC license");
    expect(html).toContain("The only statewide contractor license is the Missouri statewide electrical contractor license, and it is voluntary.");
  });

  it("replaces the samples with the live list, and says '1 review', 'No reviews yet', without 'Sample listing'", async () => {
    api = installFakeApi({
      "GET /api/contractors": () => ({
        status: 200,
        data: answer([live, { ...live, id: 41, slug: "new-co", name: "New Co", reviewCount: 0, averageRating: 0, responseTime: null }]),
      }),
    });
    render(page("/contractors"));
    expect(await screen.findByText("2 contractors")).toBeTruthy();
    const cards = screen.getAllByRole("article");
    expect(within(cards[0]).getByRole("link", { name: "River City Framing" }).getAttribute("href")).toBe("/contractors/river-city-framing");
    expect(within(cards[0]).getByText("5 out of 5 · 1 review")).toBeTruthy();
    expect(within(cards[0]).getByText("Serves Liberty, Kearney")).toBeTruthy();
    expect(within(cards[0]).getByText("Covers 2 of our 16 service cities")).toBeTruthy();
    expect(within(cards[1]).getByText("No reviews yet")).toBeTruthy();
    // The response-time badge (issue 31), and none with fewer than 3 requests.
    expect(within(cards[0]).getByText("Usually replies within a few hours")).toBeTruthy();
    expect(within(cards[1]).queryByText(/Usually/)).toBeNull();
    expect(screen.queryByText("Sample listing")).toBeNull();
    expect(screen.queryByText("Verified", { selector: "li" })).toBeNull();
  });

  it("reads its filters from the URL and writes them back", async () => {
    api = installFakeApi({ "GET /api/contractors": () => ({ status: 200, data: answer([live]) }) });
    render(page("/contractors?specialty=plumbing&serviceCity=liberty&verified=true"));
    expect(await screen.findByText("1 contractor")).toBeTruthy();
    expect(api.calls.at(-1)?.params).toEqual({ specialty: ["plumbing"], serviceCity: "liberty", verified: true });
    expect((screen.getByLabelText("Plumbing") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Service city") as HTMLSelectElement).value).toBe("liberty");
    expect((screen.getByLabelText("Verified only") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("group", { name: "Specialties" })).toBeTruthy();

    fireEvent.click(screen.getByLabelText("HVAC"));
    expect(screen.getByTestId("location").textContent).toBe("?specialty=plumbing&specialty=hvac&serviceCity=liberty&verified=true");
    fireEvent.change(screen.getByLabelText("Service city"), { target: { value: "" } });
    fireEvent.click(screen.getByLabelText("Verified only"));
    expect(screen.getByTestId("location").textContent).toBe("?specialty=plumbing&specialty=hvac");
  });

  it("pages", async () => {
    api = installFakeApi({ "GET /api/contractors": () => ({ status: 200, data: { ...answer([live], 30), page: 2 } }) });
    render(page("/contractors?page=2"));
    const pager = await screen.findByRole("navigation", { name: "Pages of contractors" });
    expect(pager.textContent).toContain("Page 2 of 3");
    expect(within(pager).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/contractors?page=3");
    expect(within(pager).getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/contractors");
  });
});
