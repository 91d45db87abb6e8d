import { fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ContractorSearchResponseDto, ContractorSearchResultDto } from "@/api/generated/model";
import { installFakeApi } from "@/test/fake-api";
import { withQueryClient } from "@/test/render-route";
import { findQueryFromSearch, placeParams, searchFromFindQuery } from "./contractor-query";
import FindContractorsPage from "./find-contractors-page";
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
      id: contractorsPages.find.id,
      path: "/contractors/find",
      Component: () => (
        <>
          <FindContractorsPage />
          <Location />
        </>
      ),
    },
  ]);
  return withQueryClient(<Stub initialEntries={[path]} />);
}

const result = (index: number, extra: Partial<ContractorSearchResultDto> = {}): ContractorSearchResultDto => ({
  ...sampleCards[index],
  distanceMiles: 12.4,
  servesYourArea: true,
  rankReason: null,
  ...extra,
});
const place = { city: "Liberty", state: "MO", label: "Liberty, MO", latitude: 39.2461, longitude: -94.4191, zipCode: null };
const answer = (items: ContractorSearchResultDto[], extra: Partial<ContractorSearchResponseDto> = {}): ContractorSearchResponseDto => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
  radius: 50,
  place,
  nearMiss: null,
  ...extra,
});

describe("/contractors/find", () => {
  it("is prerendered as the form alone, every input labelled", () => {
    const html = renderToString(page("/contractors/find?zip=64068")).replace(/<!-- -->/g, "");
    expect(html).toContain("ZIP code or city</label>");
    expect(html).toContain("Verified only</label>");
    expect(html).toContain("<legend");
    expect(html).not.toContain("miles of");
    expect(html).not.toContain("Sample listing");
  });

  it("reads the URL into the form and the search, and says the results, singular", async () => {
    api = installFakeApi({
      "GET /api/contractors/search": () => ({
        status: 200,
        data: answer([result(0, { servesYourArea: true, distanceMiles: 3.2, rankReason: "Listed first: the only listing in this search (within 25 miles)." })]),
      }),
    });
    render(page("/contractors/find?city=Liberty&radius=50&specialty=plumbing&verified=true"));
    expect(await screen.findByRole("heading", { name: "1 contractor within 50 miles of Liberty, MO" })).toBeTruthy();
    expect(api.calls.at(-1)?.params).toEqual({ city: "Liberty", radius: 50, specialty: ["plumbing"], verified: true });
    expect((screen.getByLabelText("ZIP code or city") as HTMLInputElement).value).toBe("Liberty");
    expect((screen.getByLabelText("Radius") as HTMLSelectElement).value).toBe("50");
    expect((screen.getByLabelText("Plumbing") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Verified only") as HTMLInputElement).checked).toBe(true);
    const card = screen.getByRole("article");
    expect(within(card).getByText("3.2 miles away")).toBeTruthy();
    expect(within(card).getByText("Serves your area")).toBeTruthy();
    expect(within(card).getByText("Sample listing")).toBeTruthy();
    expect(within(card).getByText("Listed first: the only listing in this search (within 25 miles).")).toBeTruthy();
  });

  it("writes the form into the URL on submit, a ZIP as zip, and says the results, plural", async () => {
    api = installFakeApi({
      "GET /api/contractors/search": () => ({
        status: 200,
        data: answer([result(0), result(1, { servesYourArea: false })], { radius: 100, place: { ...place, label: "Liberty, MO 64068", zipCode: "64068" } }),
      }),
    });
    render(page("/contractors/find"));
    expect((screen.getByLabelText("Radius") as HTMLSelectElement).value).toBe("50");
    fireEvent.change(screen.getByLabelText("ZIP code or city"), { target: { value: "64068" } });
    fireEvent.change(screen.getByLabelText("Radius"), { target: { value: "100" } });
    fireEvent.click(screen.getByLabelText("HVAC"));
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByTestId("location").textContent).toBe("?zip=64068&radius=100&specialty=hvac");
    expect(await screen.findByRole("heading", { name: "2 contractors within 100 miles of Liberty, MO 64068" })).toBeTruthy();
    expect(screen.getAllByText("Serves your area")).toHaveLength(1);
  });

  it("offers the closest contractors outside the search when none matched", async () => {
    api = installFakeApi({
      "GET /api/contractors/search": () => ({
        status: 200,
        data: answer([], { radius: 10, nearMiss: [result(2, { distanceMiles: 41.5, servesYourArea: false })] }),
      }),
    });
    render(page("/contractors/find?city=Liberty&radius=10"));
    expect(await screen.findByRole("heading", { name: "No contractors found within 10 miles of Liberty, MO." })).toBeTruthy();
    const nearMiss = screen.getByRole("region", { name: "Closest contractors outside your search" });
    expect(within(nearMiss).getByText("41.5 miles away")).toBeTruthy();
  });

  it("shows the API's 400 messages at their fields", async () => {
    api = installFakeApi({
      "GET /api/contractors/search": () => ({
        status: 400,
        data: {
          statusCode: 400,
          error: "Bad Request",
          message: "We could not find ZIP code 00000.",
          errors: [
            { field: "zip", message: "We could not find ZIP code 00000." },
            { field: "radius", message: "Radius must be a whole number of miles from 1 to 500." },
          ],
        },
      }),
    });
    render(page("/contractors/find?zip=00000&radius=900"));
    expect(await screen.findByText("We could not find ZIP code 00000.")).toBeTruthy();
    const placeInput = screen.getByLabelText("ZIP code or city");
    expect(placeInput.getAttribute("aria-invalid")).toBe("true");
    expect(placeInput.getAttribute("aria-describedby")).toContain("find-place-error");
    expect(document.getElementById("find-place-error")?.textContent).toBe("We could not find ZIP code 00000.");
    expect(document.getElementById("find-radius-error")?.textContent).toBe("Radius must be a whole number of miles from 1 to 500.");
    expect(screen.getByRole("heading", { name: "Check your search" })).toBeTruthy();
  });
});

describe("the search's query string", () => {
  it("goes both ways", () => {
    const query = findQueryFromSearch(new URLSearchParams("city=Omaha&state=NE&radius=25&specialty=hvac&specialty=nope&verified=true&page=2"));
    expect(query).toEqual({ place: "Omaha, NE", radius: 25, specialty: ["hvac"], verified: true, page: 2 });
    expect(searchFromFindQuery(query)).toBe("?city=Omaha&state=NE&radius=25&specialty=hvac&verified=true&page=2");
    expect(placeParams("64501")).toEqual({ zip: "64501" });
    expect(placeParams("St. Joseph")).toEqual({ city: "St. Joseph" });
    expect(findQueryFromSearch(new URLSearchParams("")).radius).toBe(50);
  });
});
