import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type {
  AdminReferralResponseDto,
  AffiliateDetailResponseDto,
  AffiliateLeadResponseDto,
  AffiliateResponseDto,
  PaginatedAdminReferralsResponseDto,
  ReferralFlagResponseDto,
} from "@/api/generated/model";
import type { FakeCall, FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { ReferralsTab } from "./admin-referrals-tab";
import { dollarsToCents } from "@/lib/currency";
import { NOTHING_TO_SAVE } from "./admin-referral-stage-form";
import { affiliatesPages } from "./pages";

const LIST = "GET /api/admin/affiliate-leads";
const PARTNERS = "GET /api/admin/affiliates";
const PARTNER = "GET /api/admin/affiliates/3";
const PATCH = "PATCH /api/admin/affiliate-leads/9";
const LEAD = "GET /api/admin/affiliate-leads/9";
const FLAGGED_LEAD = "GET /api/admin/affiliate-leads/10";
const RESOLVE = "POST /api/admin/referral-flags/10/resolve";
const UNDER_REVIEW = "Under review: our office is checking this referral before any commission. You do not need to do anything.";

const QUALIFIED: AdminReferralResponseDto = {
  id: 9,
  affiliate: { id: 3, name: "Sam Ortiz", email: "sam@example.com", affiliateCode: "K7MR4TXA" },
  customerFirstName: "Casey",
  customerLastName: "Smith",
  customerEmail: "casey.smith@example.com",
  customerPhone: "816-555-0142",
  location: "Savannah, MO",
  projectType: "Barndominium",
  estimatedBudget: "$250,000–$400,000",
  timeframe: "6–12 months",
  landStatus: null,
  source: "partner form",
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  leadType: "done_deal",
  leadStatus: "qualified",
  allowedStages: ["converted", "lost"],
  stageDate: "2026-11-20T15:00:00.000Z",
  leadQuality: "warm",
  notes: null,
  flag: null,
  flagCode: null,
  reviewState: null,
  conversionValueCents: null,
  netProfitCents: null,
  commissionCents: null,
  commissionEntryId: null,
  commissionState: "none",
  commissionPaid: false,
  createdAt: "2026-11-02T15:00:00.000Z",
  updatedAt: "2026-11-20T15:00:00.000Z",
};

const CONVERTED: AdminReferralResponseDto = {
  ...QUALIFIED,
  leadStatus: "converted",
  allowedStages: ["lost"],
  conversionValueCents: 25_000_000,
  netProfitCents: 2_000_000,
  commissionCents: 400_000,
  commissionEntryId: 41,
  commissionState: "pending",
};

const FLAGGED: AdminReferralResponseDto = {
  ...QUALIFIED,
  id: 10,
  customerFirstName: "Dale",
  customerLastName: "Brooks",
  customerEmail: "dale@example.com",
  leadType: "raw_lead",
  leadStatus: "new",
  allowedStages: ["contacted", "lost"],
  source: "referral link",
  utmSource: "facebook",
  utmMedium: "social",
  utmCampaign: "spring-barns",
  projectType: null,
  estimatedBudget: null,
  timeframe: null,
  flagCode: "self_referral",
  reviewState: "under_review",
  flag: UNDER_REVIEW,
};

const PARTNER_ROW: AffiliateResponseDto = {
  id: 3,
  email: "sam@example.com",
  firstName: "Sam",
  lastName: "Ortiz",
  businessName: "Ortiz Realty",
  phone: "816-555-0199",
  address: "412 Felix St",
  city: "St. Joseph",
  state: "MO",
  zipCode: "64501",
  website: null,
  affiliateCode: "K7MR4TXA",
  commissionRate: 20,
  status: "active",
  allowedStatuses: ["suspended"],
  totalLeads: 2,
  qualifiedLeads: 1,
  conversions: 0,
  totalCommissionEarned: 0,
  agreementSigned: true,
  agreementSignedAt: "2026-10-01T15:00:00.000Z",
  taxIdProvided: true,
  w9Submitted: true,
  paidAdsAllowed: false,
  referredBy: null,
  notes: null,
  rejectionReason: null,
  createdAt: "2026-10-01T15:00:00.000Z",
  updatedAt: "2026-10-01T15:00:00.000Z",
};

const leadOf = (referral: AdminReferralResponseDto, extra: Partial<AffiliateLeadResponseDto> = {}): AffiliateLeadResponseDto => ({
  id: referral.id,
  affiliateId: 3,
  customerFirstName: referral.customerFirstName,
  customerLastName: referral.customerLastName,
  customerEmail: referral.customerEmail,
  customerPhone: referral.customerPhone,
  location: referral.location,
  leadType: referral.leadType,
  leadStatus: referral.leadStatus,
  source: "partner form",
  flag: (referral.flagCode as AffiliateLeadResponseDto["flag"]) ?? null,
  reviewState: referral.reviewState,
  earnsCommission: referral.reviewState === null || referral.reviewState === "cleared",
  createdAt: referral.createdAt,
  ...extra,
});

const FLAG_ROW: ReferralFlagResponseDto = {
  id: 10,
  affiliate: FLAGGED.affiliate,
  customerFirstName: "Dale",
  customerLastName: "Brooks",
  customerEmail: "dale@example.com",
  customerPhone: "816-555-0142",
  source: "referral link",
  leadStatus: "new",
  createdAt: "2026-11-02T15:00:00.000Z",
  flaggedAt: "2026-11-02T15:00:00.000Z",
  signals: [{ kind: "partner_email", detail: "The customer's e-mail is the partner's own: sam@example.com.", createdAt: "2026-11-02T15:00:00.000Z" }],
  reviewState: "under_review",
  reviewReason: null,
  reviewedAt: null,
  reviewedBy: null,
  commissionCents: null,
  commissionState: "none",
};

const PARTNER_DETAIL: AffiliateDetailResponseDto = { ...PARTNER_ROW, leads: [leadOf(QUALIFIED), leadOf(FLAGGED)], w9: null, payoutMethod: null };

const page = (items: AdminReferralResponseDto[], extra: Partial<PaginatedAdminReferralsResponseDto> = {}): PaginatedAdminReferralsResponseDto => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  ...extra,
});

function open(url: string, routes: Record<string, FakeHandler> = {}) {
  const { api, router } = renderRoute(url, [{ path: affiliatesPages.admin.path, Component: ReferralsTab }], {
    api: {
      [LIST]: () => ({ status: 200, data: page([QUALIFIED]) }),
      [PARTNERS]: () => ({ status: 200, data: { items: [PARTNER_ROW], total: 1, page: 1, pageSize: 100 } }),
      [PARTNER]: () => ({ status: 200, data: PARTNER_DETAIL }),
      [LEAD]: () => ({ status: 200, data: QUALIFIED }),
      [FLAGGED_LEAD]: () => ({ status: 200, data: FLAGGED }),
      ...routes,
    },
  });
  return { calls: api.calls, router };
}

const callsTo = (calls: FakeCall[], route: string) => calls.filter((call) => call.route === route);

async function stageForm(name = "Casey Smith") {
  const form = await screen.findByRole("form", { name: `Change the referral of ${name}` });
  // The partner's record (rate) has loaded.
  await screen.findByText("20 % of the net profit");
  return form;
}

describe("Referrals tab of /affiliate-admin", () => {
  it("lists referrals with the URL's filters, sort and page, and never sends the tab's own parameters", async () => {
    const { calls } = open("/affiliate-admin?tab=referrals&leadStatus=qualified&q=smith&affiliateId=3&sort=commission&order=asc&page=2", {
      [LIST]: () => ({
        status: 200,
        data: page([QUALIFIED, { ...FLAGGED, leadStatus: "converted", commissionCents: 123_456, commissionState: "held" }], { page: 2, total: 27 }),
      }),
    });
    const row = (await screen.findByRole("rowheader", { name: /Casey Smith/ })).closest("tr")!;
    expect(Array.from(row.cells).map((cell) => cell.textContent)).toEqual([
      "Casey Smithcasey.smith@example.com",
      "Sam Ortiz (show only this partner's referrals)K7MR4TXA",
      "Done deal",
      "Qualifiedsince November 20, 2026",
      "None",
      "—No commission yet",
      "November 2, 2026",
      "Details of the referral of Casey Smith",
    ]);
    const flagged = (await screen.findByRole("rowheader", { name: /Dale Brooks/ })).closest("tr")!;
    expect(flagged.cells[4].textContent).toBe("Under reviewSelf-referral: the customer's e-mail or phone is the partner's own");
    expect(flagged.cells[5].textContent).toBe("$1,235Under review");

    expect(callsTo(calls, LIST)[0].params).toEqual({ leadStatus: "qualified", q: "smith", affiliateId: "3", sort: "commission", order: "asc", page: "2" });
    expect(screen.getByRole("columnheader", { name: /Commission/ }).getAttribute("aria-sort")).toBe("ascending");
    expect((screen.getByRole("searchbox", { name: "Customer name or e-mail" }) as HTMLInputElement).value).toBe("smith");
    expect((screen.getByRole("combobox", { name: "Stage" }) as HTMLSelectElement).value).toBe("qualified");
    await waitFor(() => expect((screen.getByRole("combobox", { name: "Partner" }) as HTMLSelectElement).value).toBe("3"));
    expect(screen.getByText("Showing 26–27 of 27 referrals")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe(
      "/affiliate-admin?tab=referrals&leadStatus=qualified&q=smith&affiliateId=3&sort=commission&order=asc",
    );
  });

  it("writes the applied filters to the URL with the tab and sort kept, and Clear filters stays on the tab", async () => {
    const { calls, router } = open("/affiliate-admin?tab=referrals&sort=commission&order=asc&page=3&referral=9");
    await screen.findByRole("rowheader", { name: /Casey Smith/ });
    const form = screen.getByRole("search", { name: "Filter referrals" });
    fireEvent.change(within(form).getByLabelText("Stage"), { target: { value: "converted" } });
    fireEvent.change(within(form).getByLabelText("Flag"), { target: { value: "true" } });
    fireEvent.change(within(form).getByLabelText("Customer name or e-mail"), { target: { value: " brooks " } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=referrals&sort=commission&order=asc&q=brooks&leadStatus=converted&flagged=true"));
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    expect(callsTo(calls, LIST)[1].params).toEqual({ sort: "commission", order: "asc", q: "brooks", leadStatus: "converted", flagged: "true" });

    fireEvent.click(within(screen.getByRole("search", { name: "Filter referrals" })).getByRole("link", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=referrals"));
    await waitFor(() => expect(callsTo(calls, LIST).at(-1)?.params).toEqual({}));
  });

  it("filters by a partner from the partner's name in a row", async () => {
    const { router } = open("/affiliate-admin?tab=referrals&q=smith");
    fireEvent.click(await screen.findByRole("link", { name: "Sam Ortiz (show only this partner's referrals)" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=referrals&q=smith&affiliateId=3"));
  });

  it("shows each parameter the server refuses and a way back to the tab's whole list", async () => {
    open("/affiliate-admin?tab=referrals&flagged=maybe", {
      [LIST]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          error: "Bad Request",
          message: "flagged must be true or false.",
          errors: [{ field: "flagged", message: "flagged must be true or false." }],
        },
      }),
    });
    const alert = await screen.findByRole("alert");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["flagged must be true or false."]);
    expect(within(alert).getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/affiliate-admin?tab=referrals");
  });

  it("opens a referral from its URL and from its Details link", async () => {
    const { calls, router } = open("/affiliate-admin?tab=referrals&q=smith");
    fireEvent.click(await screen.findByRole("link", { name: "Details of the referral of Casey Smith" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=referrals&q=smith&referral=9"));
    const customer = await screen.findByRole("region", { name: "Customer Casey Smith" });
    expect(within(customer).getByRole("link", { name: "casey.smith@example.com" }).getAttribute("href")).toBe("mailto:casey.smith@example.com");
    expect(within(customer).getByRole("link", { name: "816-555-0142" }).getAttribute("href")).toBe("tel:8165550142");
    expect(within(customer).getByText("Savannah, MO")).toBeTruthy();
    expect(within(customer).getByText("Partner form")).toBeTruthy();
    expect(within(customer).getByText("Campaign tracking").nextElementSibling?.textContent).toBe("None recorded");
    const project = screen.getByRole("region", { name: "Project of the referral of Casey Smith" });
    expect(Array.from(project.querySelectorAll("dd")).map((answer) => answer.textContent)).toEqual([
      "Barndominium",
      "$250,000–$400,000",
      "6–12 months",
      "Not answered",
    ]);
    const partner = screen.getByRole("region", { name: "Partner of the referral of Casey Smith" });
    expect(await within(partner).findByText("Ortiz Realty")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Hide details of the referral of Casey Smith" }).getAttribute("aria-expanded")).toBe("true");
    expect(callsTo(calls, LEAD)).toHaveLength(1);
  });

  it("offers exactly the server's allowed stages and sends the deal in cents from typed dollars", async () => {
    let listed = QUALIFIED;
    const { calls } = open("/affiliate-admin?tab=referrals&referral=9", {
      [LIST]: () => ({ status: 200, data: page([listed]) }),
      [LEAD]: () => ({ status: 200, data: listed }),
      [PATCH]: () => {
        listed = { ...CONVERTED, conversionValueCents: 25_000_000, netProfitCents: 4_125_050, commissionCents: 825_010, leadQuality: "hot" };
        return { status: 200, data: listed };
      },
    });
    const form = await stageForm();
    const select = within(form).getByLabelText(/New stage/) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(["Keep it qualified", "Converted", "Lost"]);
    expect(within(form).queryByLabelText(/Net profit/)).toBeNull();

    fireEvent.change(select, { target: { value: "converted" } });
    expect(
      within(form).getByText(
        /The server works out the commission when you save, and nobody types it: this done deal earns the partner's rate \(20 %\) × the net profit\./,
      ),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Conversion value/), { target: { value: "$250,000" } });
    fireEvent.change(within(form).getByLabelText(/Net profit/), { target: { value: "41,250.50" } });
    fireEvent.change(within(form).getByLabelText(/Quality/), { target: { value: " hot " } });
    fireEvent.click(within(form).getByRole("button", { name: "Save referral" }));

    const saved = await within(form).findByRole("status");
    expect(saved.textContent).toBe("Saved: Casey Smith's referral is now converted, and Sam Ortiz was e-mailed. The commission is $8,250, pending.");
    expect(callsTo(calls, PATCH)[0].body).toEqual({ leadStatus: "converted", leadQuality: "hot", conversionValueCents: 25_000_000, netProfitCents: 4_125_050 });
    // The list, the referral and the partner's record are asked again.
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    await waitFor(() => expect(callsTo(calls, LEAD)).toHaveLength(2));
    await waitFor(() => expect(callsTo(calls, PARTNER)).toHaveLength(2));
  });

  it("refuses dollars it cannot read, and saves nothing when nothing changed", async () => {
    const { calls } = open("/affiliate-admin?tab=referrals&referral=9");
    const form = await stageForm();
    fireEvent.click(within(form).getByRole("button", { name: "Save referral" }));
    expect((await within(form).findByRole("status")).textContent).toBe(NOTHING_TO_SAVE);

    fireEvent.change(within(form).getByLabelText(/New stage/), { target: { value: "converted" } });
    fireEvent.change(within(form).getByLabelText(/Conversion value/), { target: { value: "about 250k" } });
    fireEvent.change(within(form).getByLabelText(/Net profit/), { target: { value: "41250.505" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save referral" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("Converting a referral needs its conversion value and net profit.");
    expect((within(form).getByLabelText(/Conversion value/) as HTMLInputElement).getAttribute("aria-invalid")).toBe("true");
    expect(within(form).getByText(/Enter the conversion value in whole dollars/)).toBeTruthy();
    expect((within(form).getByLabelText(/Net profit/) as HTMLInputElement).getAttribute("aria-invalid")).toBe("true");
    expect(within(form).getByText(/Enter the net profit in whole dollars/)).toBeTruthy();
    expect(callsTo(calls, PATCH)).toHaveLength(0);
  });

  it("shows the server's refusal word for word beside the form", async () => {
    const refusal = "A referral cannot move from qualified to lost.";
    open("/affiliate-admin?tab=referrals&referral=9", {
      [PATCH]: () => ({ status: 409, data: { statusCode: 409, message: refusal, error: "Conflict" } }),
    });
    const form = await stageForm();
    fireEvent.change(within(form).getByLabelText(/New stage/), { target: { value: "lost" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save referral" }));
    await waitFor(() => expect(within(form).getByRole("alert").textContent).toBe(refusal));
  });

  it("puts the server's 400 messages under their fields", async () => {
    open("/affiliate-admin?tab=referrals&referral=9", {
      [PATCH]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          error: "Bad Request",
          message: "Notes must be at most 2000 characters.",
          errors: [{ field: "notes", message: "Notes must be at most 2000 characters." }],
        },
      }),
    });
    const form = await stageForm();
    fireEvent.change(within(form).getByLabelText(/Notes/), { target: { value: "Called twice." } });
    fireEvent.click(within(form).getByRole("button", { name: "Save referral" }));
    await waitFor(() => expect((within(form).getByLabelText(/Notes/) as HTMLTextAreaElement).getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByRole("alert").textContent).toBe("Notes must be at most 2000 characters.");
  });

  it("puts the server's 400 message about the deal under the money field, and keeps the dollars typed", async () => {
    const message = "Net profit cents must be at most 2147483647.";
    const { calls } = open("/affiliate-admin?tab=referrals&referral=9", {
      [PATCH]: () => ({
        status: 400,
        data: { statusCode: 400, error: "Bad Request", message, errors: [{ field: "netProfitCents", message }] },
      }),
    });
    const form = await stageForm();
    fireEvent.change(within(form).getByLabelText(/New stage/), { target: { value: "converted" } });
    fireEvent.change(within(form).getByLabelText(/Conversion value/), { target: { value: "250000" } });
    fireEvent.change(within(form).getByLabelText(/Net profit/), { target: { value: "41250" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save referral" }));
    await waitFor(() => expect((within(form).getByLabelText(/Net profit/) as HTMLInputElement).getAttribute("aria-invalid")).toBe("true"));
    expect((within(form).getByLabelText(/Net profit/) as HTMLInputElement).value).toBe("41250");
    expect(
      within(form)
        .getByLabelText(/Conversion value/)
        .getAttribute("aria-invalid"),
    ).toBeNull();
    expect(within(form).getByRole("alert").textContent).toBe(message);
    expect(callsTo(calls, PATCH)[0].body).toEqual({ leadStatus: "converted", conversionValueCents: 25_000_000, netProfitCents: 4_125_000 });
  });

  it("asks before reversing a conversion, and says it writes a clawback", async () => {
    const { calls } = open("/affiliate-admin?tab=referrals&referral=9", {
      [LIST]: () => ({ status: 200, data: page([CONVERTED]) }),
      [LEAD]: () => ({ status: 200, data: CONVERTED }),
      [PATCH]: () => ({ status: 200, data: { ...CONVERTED, leadStatus: "lost", allowedStages: [], commissionState: "reversed" } }),
    });
    const form = await stageForm();
    const select = within(form).getByLabelText(/New stage/) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(["Keep it converted", "Lost"]);
    fireEvent.change(select, { target: { value: "lost" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save referral" }));

    const confirm = await within(form).findByRole("region", { name: "Reverse this conversion?" });
    expect(confirm.textContent).toContain("The server writes a clawback of $4,000 against Sam Ortiz");
    expect(callsTo(calls, PATCH)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Keep it converted" }));
    expect(within(form).queryByRole("region", { name: "Reverse this conversion?" })).toBeNull();

    fireEvent.click(within(form).getByRole("button", { name: "Save referral" }));
    fireEvent.click(await within(form).findByRole("button", { name: "Reverse it and write the clawback" }));
    await waitFor(() => expect(callsTo(calls, PATCH)).toHaveLength(1));
    expect(callsTo(calls, PATCH)[0].body).toEqual({ leadStatus: "lost" });
    expect((await within(form).findByRole("status")).textContent).toContain("A clawback of its commission was written.");
  });

  it("decides a flagged referral: explains that it earns nothing until then, asks for a decision and a reason, and calls resolveReferralFlag", async () => {
    const { calls } = open("/affiliate-admin?tab=referrals&referral=10", {
      [LIST]: () => ({ status: 200, data: page([FLAGGED]) }),
      [RESOLVE]: () => ({ status: 200, data: { ...FLAG_ROW, reviewState: "cleared", reviewReason: "Checked with the customer." } }),
    });
    await stageForm("Dale Brooks");
    const partner = screen.getByRole("region", { name: "Partner of the referral of Dale Brooks" });
    expect(within(partner).getByText(/it earns no commission until you decide/)).toBeTruthy();
    const form = within(partner).getByRole("form", { name: "Decide the referral of Dale Brooks" });
    fireEvent.click(within(form).getByRole("button", { name: "Save decision" }));
    expect(await within(form).findByText("Choose whether to clear or reject this referral.")).toBeTruthy();
    expect(within(form).getByText("Write the reason for your decision. On a rejection the partner receives it by e-mail.")).toBeTruthy();
    expect(callsTo(calls, RESOLVE)).toHaveLength(0);

    fireEvent.click(within(form).getByRole("radio", { name: "Clear: the referral is genuine and its commission goes on" }));
    fireEvent.change(within(form).getByRole("textbox", { name: "Reason" }), { target: { value: "Checked with the customer." } });
    fireEvent.click(within(form).getByRole("button", { name: "Save decision" }));
    await waitFor(() => expect(callsTo(calls, RESOLVE)).toHaveLength(1));
    expect(callsTo(calls, RESOLVE)[0].body).toEqual({ decision: "clear", reason: "Checked with the customer." });
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    await waitFor(() => expect(callsTo(calls, FLAGGED_LEAD)).toHaveLength(2));
  });

  it("shows the server's sentence when the referral was decided meanwhile", async () => {
    const { calls } = open("/affiliate-admin?tab=referrals&referral=10", {
      [LIST]: () => ({ status: 200, data: page([FLAGGED]) }),
      [RESOLVE]: () => ({
        status: 409,
        data: {
          statusCode: 409,
          error: "Conflict",
          message: "A referral review cannot move from cleared to rejected. This referral was already cleared; a decision cannot be changed.",
        },
      }),
    });
    await stageForm("Dale Brooks");
    const form = screen.getByRole("form", { name: "Decide the referral of Dale Brooks" });
    fireEvent.click(within(form).getByRole("radio", { name: "Reject: cancel its commission and e-mail the partner the reason" }));
    fireEvent.change(within(form).getByRole("textbox", { name: "Reason" }), { target: { value: "The partner referred themselves." } });
    fireEvent.click(within(form).getByRole("button", { name: "Save decision" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "A referral review cannot move from cleared to rejected. This referral was already cleared; a decision cannot be changed.",
    );
    expect(callsTo(calls, RESOLVE)[0].body).toEqual({ decision: "reject", reason: "The partner referred themselves." });
  });

  it("says in words when a partner's form entry was flagged because the customer came through another partner's link, and offers the decision", async () => {
    const preclaimed: AdminReferralResponseDto = {
      ...FLAGGED,
      source: "partner form",
      flagCode: "other_partner_link",
    };
    open("/affiliate-admin?tab=referrals&referral=10", {
      [LIST]: () => ({ status: 200, data: page([preclaimed]) }),
      [FLAGGED_LEAD]: () => ({ status: 200, data: preclaimed }),
    });
    await stageForm("Dale Brooks");
    const row = screen.getByRole("rowheader", { name: /Dale Brooks/ }).closest("tr")!;
    expect(row.cells[4].textContent).toBe(
      "Under reviewAnother partner's link: after this partner's form entry, the customer came to us through a different partner's referral link",
    );
    const partner = screen.getByRole("region", { name: "Partner of the referral of Dale Brooks" });
    expect(within(partner).getByText(/Ask the customer who sent them, and clear this flag only if it was this partner\./)).toBeTruthy();
    expect(within(partner).getByRole("form", { name: "Decide the referral of Dale Brooks" })).toBeTruthy();
  });

  it("says in words when the customer of a partner's form entry later came on their own", async () => {
    const direct: AdminReferralResponseDto = { ...FLAGGED, source: "partner form", flagCode: "customer_came_directly" };
    open("/affiliate-admin?tab=referrals&referral=10", {
      [LIST]: () => ({ status: 200, data: page([direct]) }),
      [FLAGGED_LEAD]: () => ({ status: 200, data: direct }),
    });
    await stageForm("Dale Brooks");
    const partner = screen.getByRole("region", { name: "Partner of the referral of Dale Brooks" });
    expect(
      within(partner).getByText("Came on their own: after the partner's form entry, the customer contacted us through the site without any partner's link"),
    ).toBeTruthy();
    expect(within(partner).getByText(/a partner's form entry alone does not prove it/)).toBeTruthy();
  });

  it("shows a cleared review as cleared, from the referral itself, without the decision form", async () => {
    const cleared: AdminReferralResponseDto = { ...FLAGGED, reviewState: "cleared", flag: "Checked by our office: this referral earns its commission." };
    open("/affiliate-admin?tab=referrals&referral=10", {
      [LIST]: () => ({ status: 200, data: page([cleared]) }),
      [FLAGGED_LEAD]: () => ({ status: 200, data: cleared }),
    });
    await stageForm("Dale Brooks");
    const row = screen.getByRole("rowheader", { name: /Dale Brooks/ }).closest("tr")!;
    expect(row.cells[4].textContent).toBe("ClearedSelf-referral: the customer's e-mail or phone is the partner's own");
    const partner = screen.getByRole("region", { name: "Partner of the referral of Dale Brooks" });
    expect(within(partner).getByText(/Cleared: this referral earns its commission like any other\./)).toBeTruthy();
    expect(within(partner).queryByRole("form", { name: /Decide/ })).toBeNull();
    expect(within(partner).getByRole("link", { name: "What was found, in the review queue" }).getAttribute("href")).toBe(
      "/affiliate-admin?tab=flags&state=any&affiliateId=3",
    );
  });

  it("opens a referral by its id when this page of the list does not show it, and closes it", async () => {
    const { calls, router } = open("/affiliate-admin?tab=referrals&leadStatus=qualified&page=2&referral=10");
    const panel = await screen.findByRole("region", { name: "Referral #10" });
    expect(screen.queryByText(/not on this page/)).toBeNull();
    expect(callsTo(calls, LIST)[0].params).toEqual({ leadStatus: "qualified", page: "2" });
    expect(callsTo(calls, FLAGGED_LEAD)).toHaveLength(1);

    const customer = await within(panel).findByRole("region", { name: "Customer Dale Brooks" });
    expect(within(customer).getByText("Referral link")).toBeTruthy();
    // The utm fields recorded with the referral link's visit (issue 25).
    const tracking = within(customer).getByText("Campaign tracking").nextElementSibling;
    expect(tracking?.textContent).toBe("source facebook, medium social, campaign spring-barns");
    const project = within(panel).getByRole("region", { name: "Project of the referral of Dale Brooks" });
    expect(Array.from(project.querySelectorAll("dd")).map((answer) => answer.textContent)).toEqual(Array(4).fill("Not answered"));
    const partner = within(panel).getByRole("region", { name: "Partner of the referral of Dale Brooks" });
    expect(within(partner).getByRole("form", { name: "Decide the referral of Dale Brooks" })).toBeTruthy();
    expect(await within(panel).findByRole("form", { name: "Change the referral of Dale Brooks" })).toBeTruthy();

    fireEvent.click(within(panel).getByRole("link", { name: "Close referral #10" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=referrals&leadStatus=qualified&page=2"));
    expect(screen.queryByRole("region", { name: "Referral #10" })).toBeNull();
  });

  it("says so when the referral of the URL does not exist", async () => {
    open("/affiliate-admin?tab=referrals&referral=99", {
      "GET /api/admin/affiliate-leads/99": () => ({ status: 404, data: { statusCode: 404, message: "Referral 99 was not found.", error: "Not Found" } }),
    });
    const panel = await screen.findByRole("region", { name: "Referral #99" });
    expect((await within(panel).findByRole("alert")).textContent).toContain("Referral 99 was not found.");
  });
});

describe("dollarsToCents", () => {
  it("reads dollars as whole cents without a float", () => {
    expect(dollarsToCents("$250,000")).toBe(25_000_000);
    expect(dollarsToCents("1234.56")).toBe(123_456);
    expect(dollarsToCents("0.1")).toBe(10);
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents("21474836.47")).toBe(2_147_483_647);
    for (const bad of ["", "-5", "1.234", "12,34", "abc", "21474836.48", "1e5"]) expect(dollarsToCents(bad)).toBeNull();
  });
});
