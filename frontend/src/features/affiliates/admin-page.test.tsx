import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AffiliateDetailResponseDto, AffiliateResponseDto, PaginatedAffiliatesResponseDto } from "@/api/generated/model";
import type { FakeCall, FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import AffiliateAdminPage from "./admin-page";
import { COMMISSION_RATE_MESSAGE, REASON_REQUIRED_MESSAGE } from "./admin-partner-detail";
import { affiliatesPages } from "./pages";

// The other tabs are tested beside their own files; here they only have to show up.
vi.mock("./admin-referrals-tab", () => ({ ReferralsTab: () => <p>The referrals tab</p> }));
vi.mock("./admin-payments-tab", () => ({ PaymentsTab: () => <p>The payments tab</p> }));
vi.mock("./admin-resources-tab", () => ({ ResourcesTab: () => <p>The resources tab</p> }));
vi.mock("./admin-flags-tab", () => ({ FlagsTab: () => <p>The review queue</p> }));

const LIST = "GET /api/admin/affiliates";
const GET = "GET /api/admin/affiliates/7";
const APPROVE = "POST /api/admin/affiliates/7/approve";
const PATCH = "PATCH /api/admin/affiliates/7";

const PENDING: AffiliateResponseDto = {
  id: 7,
  email: "rhonda@northlandrealty.example",
  firstName: "Rhonda",
  lastName: "Keller",
  businessName: "Northland Realty",
  phone: "816-555-0199",
  address: "412 Felix St",
  city: "St. Joseph",
  state: "MO",
  zipCode: "64501",
  website: "https://northlandrealty.example",
  affiliateCode: null,
  commissionRate: 20,
  status: "pending",
  allowedStatuses: ["active", "rejected"],
  totalLeads: 0,
  qualifiedLeads: 0,
  conversions: 0,
  totalCommissionEarned: 0,
  agreementSigned: true,
  agreementSignedAt: "2026-11-20T15:00:00.000Z",
  taxIdProvided: false,
  w9Submitted: false,
  paidAdsAllowed: false,
  referredBy: "Met at the Buchanan County home show",
  notes: "I sell rural acreage north of St. Joseph.",
  rejectionReason: null,
  createdAt: "2026-11-20T15:00:00.000Z",
  updatedAt: "2026-11-20T15:00:00.000Z",
};

const ACTIVE: AffiliateResponseDto = {
  ...PENDING,
  id: 8,
  email: "sam@example.com",
  firstName: "Sam",
  lastName: "Ortiz",
  businessName: null,
  affiliateCode: "K7MR4TXA",
  commissionRate: 12.5,
  status: "active",
  allowedStatuses: ["suspended"],
  totalLeads: 14,
  qualifiedLeads: 6,
  conversions: 3,
  totalCommissionEarned: 18234.56,
};

const DETAIL: AffiliateDetailResponseDto = {
  ...PENDING,
  w9: null,
  payoutMethod: null,
  leads: [
    {
      id: 31,
      affiliateId: 7,
      customerFirstName: "Dale",
      customerLastName: "Brooks",
      customerEmail: "dale@example.com",
      customerPhone: "816-555-0100",
      location: "Savannah, MO",
      leadType: "raw_lead",
      leadStatus: "new",
      source: "referral link",
      flag: "self_referral",
      reviewState: "under_review",
      earnsCommission: false,
      createdAt: "2026-11-21T15:00:00.000Z",
    },
  ],
};

const APPROVED: AffiliateDetailResponseDto = {
  ...DETAIL,
  status: "active",
  allowedStatuses: ["suspended"],
  affiliateCode: "H4TPQ9WN",
  updatedAt: "2026-11-22T15:00:00.000Z",
};

const page = (items: AffiliateResponseDto[], extra: Partial<PaginatedAffiliatesResponseDto> = {}): PaginatedAffiliatesResponseDto => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  ...extra,
});

function open(url: string, routes: Record<string, FakeHandler> = {}) {
  const { api, router } = renderRoute(url, [{ path: affiliatesPages.admin.path, Component: AffiliateAdminPage }], {
    api: { [LIST]: () => ({ status: 200, data: page([PENDING, ACTIVE]) }), [GET]: () => ({ status: 200, data: DETAIL }), ...routes },
  });
  return { calls: api.calls, router };
}

const callsTo = (calls: FakeCall[], route: string) => calls.filter((call) => call.route === route);

/** Opens Rhonda Keller's record from the list and waits for it. */
async function openRecord() {
  fireEvent.click(await screen.findByRole("link", { name: "Rhonda Keller" }));
  const record = await screen.findByRole("region", { name: "Rhonda Keller" });
  await within(record).findByRole("region", { name: "Status" });
  return record;
}

describe("/affiliate-admin", () => {
  it("shows the partners tab by default, with the four tabs as links", async () => {
    open("/affiliate-admin");
    expect(screen.getByRole("heading", { level: 1, name: "Referral Partner Administration" })).toBeTruthy();
    const tabs = screen.getByRole("navigation", { name: "Referral program sections" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")]),
    ).toEqual([
      ["Partners and applications", "/affiliate-admin?tab=partners", "page"],
      ["Referrals", "/affiliate-admin?tab=referrals", null],
      ["Review queue", "/affiliate-admin?tab=flags", null],
      ["Payments", "/affiliate-admin?tab=payments", null],
      ["Resources", "/affiliate-admin?tab=resources", null],
    ]);
    expect(await screen.findByRole("link", { name: "Rhonda Keller" })).toBeTruthy();
  });

  it("lists partners with the URL's filters, sort and page, and never sends the page's own parameters", async () => {
    const { calls } = open("/affiliate-admin?tab=partners&status=active&q=ortiz&sort=totalLeads&order=asc&page=2&partner=8", {
      [LIST]: () => ({ status: 200, data: page([ACTIVE], { page: 2, total: 26 }) }),
      "GET /api/admin/affiliates/8": () => ({ status: 200, data: { ...ACTIVE, leads: [] } }),
    });
    const row = (await screen.findByRole("rowheader", { name: /Sam Ortiz/ })).closest("tr")!;
    expect(Array.from(row.cells).map((cell) => cell.textContent)).toEqual([
      "Sam Ortiz",
      "sam@example.com",
      "Active",
      "K7MR4TXA",
      "12.5%",
      "14",
      "6",
      "3",
      "$18,235",
      "November 20, 2026",
    ]);
    expect(callsTo(calls, LIST)[0].params).toEqual({ status: "active", q: "ortiz", sort: "totalLeads", order: "asc", page: "2" });
    expect(screen.getByRole("columnheader", { name: /Referrals/ }).getAttribute("aria-sort")).toBe("ascending");
    expect((screen.getByRole("searchbox", { name: "Name, business, e-mail or code" }) as HTMLInputElement).value).toBe("ortiz");
    expect((screen.getByRole("combobox", { name: "Status" }) as HTMLSelectElement).value).toBe("active");
    expect(screen.getByText("Showing 26–26 of 26 partners")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Sam Ortiz" }).getAttribute("aria-current")).toBe("true");
  });

  it("writes the applied filters to the URL, back to page 1 with the tab and sort kept, and asks again", async () => {
    const { calls, router } = open("/affiliate-admin?tab=partners&sort=name&order=asc&page=3");
    await screen.findByRole("link", { name: "Rhonda Keller" });
    const form = screen.getByRole("search", { name: "Filter partners" });
    fireEvent.change(within(form).getByLabelText("Status"), { target: { value: "pending" } });
    fireEvent.change(within(form).getByLabelText("Name, business, e-mail or code"), { target: { value: " northland " } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=partners&sort=name&order=asc&q=northland&status=pending"));
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    expect(callsTo(calls, LIST)[1].params).toEqual({ sort: "name", order: "asc", q: "northland", status: "pending" });
  });

  it("switches tabs by URL and drops the partners tab's parameters", async () => {
    const { calls, router } = open("/affiliate-admin?status=pending&q=keller");
    await screen.findByRole("link", { name: "Rhonda Keller" });
    fireEvent.click(screen.getByRole("link", { name: "Referrals" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=referrals"));
    expect(screen.getByText("The referrals tab")).toBeTruthy();
    expect(screen.queryByRole("search", { name: "Filter partners" })).toBeNull();
    expect(screen.getByRole("link", { name: "Referrals" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(screen.getByRole("link", { name: "Review queue" }));
    expect(await screen.findByText("The review queue")).toBeTruthy();
    expect(router.state.location.search).toBe("?tab=flags");
    fireEvent.click(screen.getByRole("link", { name: "Payments" }));
    expect(await screen.findByText("The payments tab")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Resources" }));
    expect(await screen.findByText("The resources tab")).toBeTruthy();
    expect(callsTo(calls, LIST)).toHaveLength(1);
  });

  it("shows each parameter the server refuses and a way back to the whole list", async () => {
    open("/affiliate-admin?status=retired", {
      [LIST]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          error: "Bad Request",
          message: "Status must be one of: pending, active, suspended, rejected.",
          errors: [{ field: "status", message: "Status must be one of: pending, active, suspended, rejected." }],
        },
      }),
    });
    const alert = await screen.findByRole("alert");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Status must be one of: pending, active, suspended, rejected."]);
    expect(within(alert).getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/affiliate-admin");
  });

  it("opens a partner's record from the list: the whole application, the agreement and the referrals with their flags", async () => {
    const { router } = open("/affiliate-admin?status=pending");
    const record = await openRecord();
    expect(router.state.location.search).toBe("?status=pending&partner=7");
    expect(document.activeElement).toBe(within(record).getByRole("heading", { name: "Rhonda Keller" }));
    const application = within(record).getByRole("region", { name: "Application" });
    for (const text of [
      "rhonda@northlandrealty.example",
      "816-555-0199",
      "412 Felix St",
      "St. Joseph, MO 64501",
      "https://northlandrealty.example",
      "Met at the Buchanan County home show",
      "I sell rural acreage north of St. Joseph.",
      "Signed Nov 20, 2026, 9:00 AM",
    ]) {
      expect(application.textContent).toContain(text);
    }
    const referrals = within(record).getByRole("region", { name: "Newest referrals" });
    expect(
      within(referrals)
        .getByRole("rowheader", { name: /Dale Brooks/ })
        .closest("tr")!.textContent,
    ).toContain("Self-referral: the customer's e-mail or phone is the partner's ownUnder review");
    expect(within(referrals).getByRole("link", { name: "All referrals from Rhonda Keller" }).getAttribute("href")).toBe(
      "/affiliate-admin?tab=referrals&affiliateId=7",
    );
    expect(within(record).getByRole("link", { name: "Payments to Rhonda Keller" }).getAttribute("href")).toBe("/affiliate-admin?tab=payments&affiliateId=7");

    fireEvent.click(within(record).getByRole("link", { name: /^Close/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=pending"));
    expect(screen.queryByRole("region", { name: "Rhonda Keller" })).toBeNull();
  });

  it("approves an application: shows the new code and the set-password e-mail, and refreshes the list", async () => {
    const { calls } = open("/affiliate-admin", { [APPROVE]: () => ({ status: 200, data: APPROVED }) });
    const record = await openRecord();
    const status = within(record).getByRole("region", { name: "Status" });
    expect(
      within(status)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Approve application", "Reject"]);

    fireEvent.click(within(status).getByRole("button", { name: "Approve application" }));
    await waitFor(() =>
      expect(within(record).getAllByRole("status")[0].textContent).toBe(
        "Rhonda Keller is approved with referral code H4TPQ9WN. We e-mailed them the code, their referral link and a link to set their password, valid for 72 hours.",
      ),
    );
    expect(callsTo(calls, APPROVE)).toHaveLength(1);
    expect(within(status).getByText("H4TPQ9WN")).toBeTruthy();
    expect(within(status).getByText("Active")).toBeTruthy();
    expect(
      within(status)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Suspend"]);
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
  });

  it("shows the server's refusal of a move word for word and reloads the record", async () => {
    const refusal = "A partner cannot move from active to active.";
    const { calls } = open("/affiliate-admin", { [APPROVE]: () => ({ status: 409, data: { statusCode: 409, message: refusal, error: "Conflict" } }) });
    const record = await openRecord();
    fireEvent.click(within(record).getByRole("button", { name: "Approve application" }));
    await waitFor(() => expect(within(record).getByRole("alert").textContent).toBe(refusal));
    await waitFor(() => expect(callsTo(calls, GET)).toHaveLength(2));
  });

  it("rejects only with a reason, and sends it to be e-mailed", async () => {
    const { calls } = open("/affiliate-admin", {
      [PATCH]: () => ({
        status: 200,
        data: {
          ...DETAIL,
          status: "rejected",
          allowedStatuses: [],
          rejectionReason: "We only work with Missouri partners.",
          updatedAt: "2026-11-22T15:00:00.000Z",
        },
      }),
    });
    const record = await openRecord();
    fireEvent.click(within(record).getByRole("button", { name: "Reject" }));
    const form = within(record).getByRole("form", { name: "Reject application" });
    const reason = within(form).getByLabelText("Reason for rejecting");
    fireEvent.change(reason, { target: { value: "   " } });
    fireEvent.click(within(form).getByRole("button", { name: "Reject application" }));
    expect(await within(form).findByText(REASON_REQUIRED_MESSAGE)).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(calls, PATCH)).toHaveLength(0);

    fireEvent.change(reason, { target: { value: "We only work with Missouri partners." } });
    fireEvent.click(within(form).getByRole("button", { name: "Reject application" }));
    await waitFor(() =>
      expect(within(record).getAllByRole("status")[0].textContent).toBe("Rhonda Keller's application is rejected. We e-mailed them the reason."),
    );
    expect(callsTo(calls, PATCH)[0].body).toEqual({ status: "rejected", reason: "We only work with Missouri partners." });
    expect(within(record).getByText("This partner is rejected: the status cannot change any more.")).toBeTruthy();
    expect(within(record).getByText("We only work with Missouri partners.")).toBeTruthy();
  });

  it("puts the server's message about the reason under the field", async () => {
    open("/affiliate-admin", {
      [PATCH]: () => ({
        status: 400,
        data: { statusCode: 400, error: "Bad Request", message: REASON_REQUIRED_MESSAGE, errors: [{ field: "reason", message: REASON_REQUIRED_MESSAGE }] },
      }),
    });
    const record = await openRecord();
    fireEvent.click(within(record).getByRole("button", { name: "Reject" }));
    const form = within(record).getByRole("form", { name: "Reject application" });
    fireEvent.change(within(form).getByLabelText("Reason for rejecting"), { target: { value: "x" } });
    fireEvent.click(within(form).getByRole("button", { name: "Reject application" }));
    expect(await within(form).findByText(REASON_REQUIRED_MESSAGE)).toBeTruthy();
    expect(within(form).queryByRole("alert")).toBeNull();
  });

  it("reactivates a suspended partner with an optional note and closes the form once done; Suspend asks for an optional reason", async () => {
    const { calls } = open("/affiliate-admin?partner=8", {
      "GET /api/admin/affiliates/8": () => ({ status: 200, data: { ...ACTIVE, status: "suspended", allowedStatuses: ["active"], leads: [] } }),
      "PATCH /api/admin/affiliates/8": () => ({ status: 200, data: { ...ACTIVE, leads: [], updatedAt: "2026-11-23T15:00:00.000Z" } }),
    });
    const record = await screen.findByRole("region", { name: "Sam Ortiz" });
    fireEvent.click(await within(record).findByRole("button", { name: "Reactivate" }));
    const form = within(record).getByRole("form", { name: "Reactivate partner" });
    fireEvent.click(within(form).getByRole("button", { name: "Reactivate partner" }));
    await waitFor(() => expect(within(record).getAllByRole("status")[0].textContent).toBe("Sam Ortiz is active again. We e-mailed them."));
    expect(callsTo(calls, "PATCH /api/admin/affiliates/8")[0].body).toEqual({ status: "active" });
    expect(within(record).queryByRole("form", { name: "Reactivate partner" })).toBeNull();
    fireEvent.click(within(record).getByRole("button", { name: "Suspend" }));
    const suspend = within(record).getByRole("form", { name: "Suspend partner" });
    expect(within(suspend).getByLabelText(/Reason for suspending/)).toBeTruthy();
    fireEvent.click(within(suspend).getByRole("button", { name: "Cancel" }));
    expect(within(record).queryByRole("form", { name: "Suspend partner" })).toBeNull();
  });

  it("sends the commission rate as a number with the changed paperwork only", async () => {
    const { calls } = open("/affiliate-admin", {
      [PATCH]: () => ({ status: 200, data: { ...DETAIL, commissionRate: 12.5, agreementSigned: false, updatedAt: "2026-11-22T15:00:00.000Z" } }),
    });
    const record = await openRecord();
    const form = within(record).getByRole("form", { name: "Commission rate, paperwork and terms" });
    const rate = within(form).getByLabelText("Commission rate (%)") as HTMLInputElement;
    expect(rate.value).toBe("20");

    fireEvent.click(within(form).getByRole("button", { name: "Save rate, paperwork and terms" }));
    expect(await within(form).findByText("Nothing to save yet: change the rate or a checkbox first.")).toBeTruthy();

    fireEvent.change(rate, { target: { value: "12.55" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save rate, paperwork and terms" }));
    expect(await within(form).findByText(COMMISSION_RATE_MESSAGE)).toBeTruthy();
    expect(callsTo(calls, PATCH)).toHaveLength(0);

    fireEvent.change(rate, { target: { value: "12.5" } });
    // The W-9 is the partner's own filing (issue 30): no box for it here.
    expect(within(form).queryByRole("checkbox", { name: "W-9 submitted" })).toBeNull();
    expect(within(form).queryByRole("checkbox", { name: "Tax ID provided" })).toBeNull();
    fireEvent.click(within(form).getByRole("checkbox", { name: "Partner agreement signed" }));
    fireEvent.click(within(form).getByRole("button", { name: "Save rate, paperwork and terms" }));
    await waitFor(() => expect(within(record).getAllByRole("status")[0].textContent).toBe("Saved Rhonda Keller's commission rate and agreement."));
    expect(callsTo(calls, PATCH)[0].body).toEqual({ commissionRate: 12.5, agreementSigned: false });
    const saved = within(record).getByRole("form", { name: "Commission rate, paperwork and terms" });
    expect((within(saved).getByLabelText("Commission rate (%)") as HTMLInputElement).value).toBe("12.5");
    expect((within(saved).getByRole("checkbox", { name: "Partner agreement signed" }) as HTMLInputElement).checked).toBe(false);
  });

  it("shows whether the partner's W-9 is on file (the TIN's last four only) and how they are paid", async () => {
    open("/affiliate-admin");
    const without = await openRecord();
    expect(within(without).getByText("No W-9")).toBeTruthy();
    expect(within(without).getByText("Not chosen yet")).toBeTruthy();
    cleanup();

    open("/affiliate-admin", {
      [GET]: () => ({
        status: 200,
        data: {
          ...DETAIL,
          w9: {
            legalName: "Rhonda Keller",
            businessName: "Keller Land Co. LLC",
            taxClassification: "llc",
            llcTaxClass: "S",
            otherClassification: null,
            address: "410 Main St",
            city: "Ozark",
            state: "MO",
            zipCode: "65721",
            tinType: "ein",
            tinLast4: "1234",
            signatureName: "Rhonda Keller",
            certifiedAt: "2026-11-21T15:00:00.000Z",
          },
          payoutMethod: { method: "ach", routingNumber: "101000019", accountLast4: "6789", accountType: "checking", updatedAt: "2026-11-21T15:00:00.000Z" },
        },
      }),
    });
    const record = await openRecord();
    expect(within(record).getByText("W-9 on file (TIN ending 1234)")).toBeTruthy();
    expect(within(record).getByText(/Keller Land Co\. LLC · LLC \(S corporation\)/)).toBeTruthy();
    expect(within(record).getByText("Direct deposit (ACH) to checking account ending 6789")).toBeTruthy();
  });

  it("sends the partner's paid-ads term alone when only it changed (forbidden by default)", async () => {
    const { calls } = open("/affiliate-admin", {
      [PATCH]: () => ({ status: 200, data: { ...DETAIL, paidAdsAllowed: true, updatedAt: "2026-11-22T15:00:00.000Z" } }),
    });
    const record = await openRecord();
    const form = within(record).getByRole("form", { name: "Commission rate, paperwork and terms" });
    const paidAds = within(form).getByRole("checkbox", { name: /^Paid ads allowed/ }) as HTMLInputElement;
    expect(paidAds.checked).toBe(false);
    fireEvent.click(paidAds);
    fireEvent.click(within(form).getByRole("button", { name: "Save rate, paperwork and terms" }));
    await waitFor(() => expect(within(record).getAllByRole("status")[0].textContent).toBe("Saved Rhonda Keller's paid-ads term."));
    expect(callsTo(calls, PATCH)[0].body).toEqual({ paidAdsAllowed: true });
  });

  it("shows the server's message about the rate under the field", async () => {
    open("/affiliate-admin", {
      [PATCH]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          error: "Bad Request",
          message: COMMISSION_RATE_MESSAGE,
          errors: [{ field: "commissionRate", message: COMMISSION_RATE_MESSAGE }],
        },
      }),
    });
    const record = await openRecord();
    const form = within(record).getByRole("form", { name: "Commission rate, paperwork and terms" });
    fireEvent.change(within(form).getByLabelText("Commission rate (%)"), { target: { value: "50" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save rate, paperwork and terms" }));
    expect(await within(form).findByText(COMMISSION_RATE_MESSAGE)).toBeTruthy();
  });
});
