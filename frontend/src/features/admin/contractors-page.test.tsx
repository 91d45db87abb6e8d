import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminContractorResponseDto } from "@/api/generated/model";
import type { FakeApi, FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import ContractorsPage from "./contractors-page";
import { adminPages } from "./pages";

const LIST = "GET /api/admin/contractors";
let api: FakeApi | undefined;

const PENDING_LISTING: AdminContractorResponseDto = {
  id: 41,
  slug: "prairie-frame-co",
  name: "Prairie Frame Co",
  email: "office@prairieframe.example.com",
  phone: "(660) 555-0140",
  contactName: "Morgan Tate",
  website: null,
  status: "pending",
  allowedStatuses: ["approved", "rejected"],
  verified: false,
  verifiedAt: null,
  insuranceExpiresOn: null,
  insuranceExpired: false,
  licenseNumber: "MO-REG-5512",
  isSample: false,
  averageRating: 0,
  reviewCount: 0,
  pendingReviewCount: 0,
  userId: null,
  specialties: [
    { value: "carpentry", label: "Carpentry" },
    { value: "sip_installation", label: "SIP Installation" },
    { value: "hvac", label: "HVAC" },
  ],
  serviceAreaCount: 2,
  // 9:30 PM on Nov 20 in Missouri, already Nov 21 in UTC.
  createdAt: "2026-11-21T03:30:00.000Z",
  updatedAt: "2026-11-21T03:30:00.000Z",
};

const LAPSED_LISTING: AdminContractorResponseDto = {
  ...PENDING_LISTING,
  id: 7,
  slug: "bluestem-sip-builders",
  name: "Bluestem SIP Builders",
  email: "hello@bluestem.example.com",
  status: "approved",
  allowedStatuses: ["unpublished"],
  verifiedAt: "2025-03-02T16:00:00.000Z",
  insuranceExpiresOn: "2026-01-31",
  insuranceExpired: true,
  isSample: true,
  averageRating: 4.666,
  reviewCount: 3,
  pendingReviewCount: 1,
  userId: 12,
  specialties: [{ value: "sip_installation", label: "SIP Installation" }],
  serviceAreaCount: 1,
  createdAt: "2025-02-10T15:00:00.000Z",
};

function open(url: string, routes: Record<string, FakeHandler> = {}) {
  const rendered = renderRoute(url, [{ path: adminPages.contractors.path, Component: ContractorsPage }], {
    api: { [LIST]: () => ({ status: 200, data: { items: [PENDING_LISTING, LAPSED_LISTING], page: 1, pageSize: 25, total: 2 } }), ...routes },
  });
  api = rendered.api;
  return rendered;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("/admin/contractors", () => {
  it("sends the URL's filters, sort and page to the server and shows them in the form", async () => {
    const { api } = open("/admin/contractors?status=approved&verified=false&q=frame&sort=name&order=asc&page=2");
    await screen.findByRole("rowheader", { name: /Prairie Frame Co/ });
    expect(api.calls[0].params).toEqual({ status: "approved", verified: "false", q: "frame", sort: "name", order: "asc", page: "2" });
    const form = screen.getByRole("search", { name: "Filter contractors" });
    expect((within(form).getByLabelText("Status") as HTMLSelectElement).value).toBe("approved");
    expect((within(form).getByLabelText("Verified badge") as HTMLSelectElement).value).toBe("false");
    expect((within(form).getByLabelText("Name, contact, e-mail or licence") as HTMLInputElement).value).toBe("frame");
    expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByRole("columnheader", { name: /Applied/ }).getAttribute("aria-sort")).toBeNull();
  });

  it("writes the filters to the URL (back to page 1, sort kept) and clears them", async () => {
    const { router } = open("/admin/contractors?sort=name&order=asc&page=3");
    const form = await screen.findByRole("search", { name: "Filter contractors" });
    fireEvent.change(within(form).getByLabelText("Status"), { target: { value: "pending" } });
    fireEvent.change(within(form).getByLabelText("Name, contact, e-mail or licence"), { target: { value: " tate " } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=name&order=asc&q=tate&status=pending"));
    await waitFor(() => expect(api!.calls.at(-1)?.params).toEqual({ sort: "name", order: "asc", q: "tate", status: "pending" }));

    fireEvent.click(within(screen.getByRole("search", { name: "Filter contractors" })).getByRole("link", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("shows each listing's status, badge, insurance, specialties and areas, and the day it applied in Missouri", async () => {
    open("/admin/contractors");
    const pending = (await screen.findByRole("rowheader", { name: /Prairie Frame Co/ })).closest("tr")!;
    expect(within(pending).getByRole("link", { name: "Prairie Frame Co" }).getAttribute("href")).toBe("/admin/contractors/41");
    expect(cells(pending)).toEqual(["Pending", "Not verified", "3 specialties · 2 areas", "No reviews yet", "November 20, 2026"]);

    const lapsed = screen.getByRole("rowheader", { name: /Bluestem SIP Builders/ }).closest("tr")!;
    expect(within(lapsed).getByText("Sample listing")).toBeTruthy();
    expect(cells(lapsed)).toEqual([
      "Approved",
      "LapsedInsurance ended January 31, 2026",
      "1 specialty · 1 area",
      "4.7 out of 5 · 3 reviews1 waiting for moderation",
      "February 10, 2025",
    ]);
    expect(screen.getByText("Showing 1–2 of 2 contractors")).toBeTruthy();
  });

  it("shows the server's message for each parameter it refuses, with a way out", async () => {
    open("/admin/contractors?status=archived&colour=red", {
      [LIST]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          message: "Please correct 2 fields: status, colour.",
          errors: [
            { field: "status", message: "Status must be one of: pending, approved, rejected, unpublished." },
            { field: "colour", message: 'Unknown field "colour" is not allowed.' },
          ],
        },
      }),
    });
    const alert = await screen.findByRole("alert");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Status must be one of: pending, approved, rejected, unpublished.", 'Unknown field "colour" is not allowed.']);
    expect(within(alert).getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/admin/contractors");
  });
});
