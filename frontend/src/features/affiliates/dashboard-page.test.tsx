import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type {
  AffiliateSummaryResponseDto,
  MyAffiliateResponseDto,
  MyCommissionPaymentResponseDto,
  MyReferralResponseDto,
  PaginatedMyCommissionPaymentsResponseDto,
  PaginatedMyReferralsResponseDto,
  ReferralStatsResponseDto,
} from "@/api/generated/model";
import { business } from "@/lib/business";
import type { FakeCall, FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import AffiliateDashboardPage, { commissionRules } from "./dashboard-page";

const PROFILE_ROUTE = "GET /api/affiliate/me";
const SUMMARY_ROUTE = "GET /api/affiliate/me/summary";
const LEADS_ROUTE = "GET /api/affiliate/me/leads";
const PAYMENTS_ROUTE = "GET /api/affiliate/me/commission-payments";
const STATS_ROUTE = "GET /api/affiliate/me/referral-stats";
const RESOURCES_ROUTE = "GET /api/partner-resources";
const TAX_ROUTE = "GET /api/affiliate/me/tax-and-payout";

const realClipboard = Object.getOwnPropertyDescriptor(navigator, "clipboard");

afterEach(() => {
  if (realClipboard) Object.defineProperty(navigator, "clipboard", realClipboard);
  else delete (navigator as { clipboard?: unknown }).clipboard;
});

const PROFILE: MyAffiliateResponseDto = {
  id: 7,
  affiliateCode: "K7MPQ4RT",
  referralLink: "https://barndo.example/?ref=K7MPQ4RT",
  status: "active",
  firstName: "Dana",
  lastName: "Realtor",
  businessName: "Northland Realty",
  email: "dana@northland.example",
  phone: "(816) 555-0188",
  address: "12 Frederick Ave",
  city: "St. Joseph",
  state: "MO",
  zipCode: "64501",
  website: "https://northland.example",
  commissionRate: 20,
  rawLeadSharePercent: 50,
  holdDays: 30,
  taxIdProvided: true,
  w9Submitted: false,
  agreementSignedAt: "2026-10-05T16:00:00.000Z",
};

const SUMMARY: AffiliateSummaryResponseDto = {
  referrals: 12,
  qualified: 4,
  converted: 2,
  pendingCents: 250_000,
  earnedCents: 123_456,
  paidCents: 1_000_000,
  commissionRate: 20,
  note: "A referral that never converts earns no commission.",
};

const CONVERTED: MyReferralResponseDto = {
  id: 31,
  customerFirstName: "Casey",
  customerLastName: "Smith",
  leadType: "done_deal",
  leadStatus: "converted",
  stageDate: "2026-11-10T15:00:00.000Z",
  commissionCents: 250_000,
  commissionState: "pending",
  flag: null,
  createdAt: "2026-09-01T15:00:00.000Z",
};

const FLAGGED: MyReferralResponseDto = {
  id: 32,
  customerFirstName: "Pat",
  customerLastName: "Jones",
  leadType: "raw_lead",
  leadStatus: "new",
  stageDate: "2026-11-12T15:00:00.000Z",
  commissionCents: null,
  commissionState: "none",
  flag: "Under review: our office is checking this referral before any commission. You do not need to do anything.",
  createdAt: "2026-11-12T15:00:00.000Z",
};

const PAYMENT: MyCommissionPaymentResponseDto = {
  id: 5,
  amountCents: 50_000,
  paymentMethod: "Bank transfer",
  paymentReference: "ACH-2026-118",
  paymentDate: "2026-11-20T15:00:00.000Z",
  status: "paid",
  createdAt: "2026-11-19T15:00:00.000Z",
  entries: [
    { id: 90, affiliateLeadId: 31, customerName: "Casey Smith", kind: "commission", amountCents: 100_000 },
    { id: 91, affiliateLeadId: 27, customerName: "Lee Brown", kind: "clawback", amountCents: -50_000 },
  ],
};

const STATS: ReferralStatsResponseDto = {
  weeks: 12,
  since: "2026-09-07",
  promoCode: "K7MPQ4RT",
  attributionWindowDays: 90,
  attributionRule: "First touch wins: when someone follows your link, they count as your referral if they take the quiz within 90 days.",
  links: [{ channel: "link", subId: null, clicks: 3, leads: 1, conversions: 0, conversionRatePercent: 33.3 }],
  byWeek: [],
};

const referrals = (items: MyReferralResponseDto[], extra: Partial<PaginatedMyReferralsResponseDto> = {}): PaginatedMyReferralsResponseDto => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  ...extra,
});

const payments = (
  items: MyCommissionPaymentResponseDto[],
  extra: Partial<PaginatedMyCommissionPaymentsResponseDto> = {},
): PaginatedMyCommissionPaymentsResponseDto => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  ...extra,
});

function open(url = "/affiliate-dashboard", routes: Record<string, FakeHandler> = {}) {
  const { api, router } = renderRoute(url, [{ id: "affiliates/dashboard", path: "/affiliate-dashboard", Component: AffiliateDashboardPage }], {
    api: {
      [PROFILE_ROUTE]: () => ({ status: 200, data: PROFILE }),
      [SUMMARY_ROUTE]: () => ({ status: 200, data: SUMMARY }),
      [LEADS_ROUTE]: () => ({ status: 200, data: referrals([CONVERTED, FLAGGED]) }),
      [PAYMENTS_ROUTE]: () => ({ status: 200, data: payments([PAYMENT]) }),
      [STATS_ROUTE]: () => ({ status: 200, data: STATS }),
      [RESOURCES_ROUTE]: () => ({ status: 200, data: { items: [], total: 0, page: 1, pageSize: 25 } }),
      [TAX_ROUTE]: () => ({ status: 200, data: { w9: null, payoutMethod: null, minimumPayoutCents: 5000 } }),
      ...routes,
    },
  });
  return { calls: api.calls, router };
}

/** A section of the page, once the partner's profile has loaded (the sections come with it). */
const region = async (name: string) => within(await screen.findByRole("region", { name }));
const paramsOf = (calls: FakeCall[], route: string) => calls.filter((call) => call.route === route).map((call) => call.params);

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: spy } });
  return spy;
}

describe("/affiliate-dashboard", () => {
  it("shows the page title, the partner and the six sections with headings in order", async () => {
    open();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Referral Partner Dashboard");
    expect((await screen.findByText(/^Welcome,/)).textContent).toBe("Welcome, Dana Realtor of Northland Realty");
    expect(screen.getByText("Account: Active")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Your referral link",
      "Track your links",
      "Your totals",
      "Your referrals",
      "Payments received",
      "Tax form and payouts",
      "Partner resources",
      "Profile and payout details",
    ]);
  });

  it("shows the referral link read-only with the code, and how referrals count", async () => {
    open();
    const link = (await screen.findByLabelText("Referral link")) as HTMLInputElement;
    expect(link.value).toBe("https://barndo.example/?ref=K7MPQ4RT");
    expect(link.readOnly).toBe(true);
    const section = await region("Your referral link");
    expect(section.getAllByText("K7MPQ4RT")).toHaveLength(2);
    expect(section.getByText(/takes the quiz, asks for a discovery call or sends the contact form/)).toBeTruthy();
    expect(section.getByText(/First touch wins/)).toBeTruthy();
    expect(section.getByText(/Customers can also mention code/).textContent).toBe(
      "Customers can also mention code K7MPQ4RT at their consultation: our office enters it on their file, and they count as your referral just the same.",
    );
    expect(section.getByRole("link", { name: "Submit a referral" }).getAttribute("href")).toBe("/affiliate-lead-form");
  });

  it("Copy link writes the link to the clipboard and announces it", async () => {
    const writeText = stubClipboard(async () => {});
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Copy link" }));
    const status = (await region("Your referral link")).getByRole("status");
    await waitFor(() => expect(status.textContent).toBe("Link copied"));
    expect(writeText).toHaveBeenCalledWith("https://barndo.example/?ref=K7MPQ4RT");
  });

  it("selects the link for copying by hand when the browser refuses the clipboard", async () => {
    stubClipboard(async () => {
      throw new DOMException("Write permission denied.", "NotAllowedError");
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Copy link" }));
    const status = (await region("Your referral link")).getByRole("status");
    await waitFor(() => expect(status.textContent).toMatch(/The link is selected: press Ctrl\+C/));
    expect(document.activeElement).toBe(screen.getByLabelText("Referral link"));
  });

  it("shows the totals, money in whole dollars, with the note and the partner's rules", async () => {
    open();
    const totals = await region("Your totals");
    await totals.findByText("$2,500");
    const pairs = Object.fromEntries(
      Array.from(screen.getByRole("region", { name: "Your totals" }).querySelectorAll("dt")).map((term) => [
        term.firstChild?.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(pairs).toEqual({ Referrals: "12", Qualified: "4", Converted: "2", Pending: "$2,500", Earned: "$1,235", Paid: "$10,000" });
    expect(totals.getByText("A referral that never converts earns no commission.")).toBeTruthy();
    expect(
      totals.getByText(
        /A done deal earns 20% of the net profit when it converts; a raw lead earns 50% of that, 10% of the net profit\. A commission is pending for 30 days/,
      ),
    ).toBeTruthy();
    expect(totals.getByText(/clawback/)).toBeTruthy();
  });

  it("lists the referrals: customer, type, stage and its date, commission in dollars, its state and any flag", async () => {
    open();
    const table = within(await screen.findByRole("table", { name: "Your referrals" }));
    const casey = table.getByRole("rowheader", { name: "Casey Smith" }).closest("tr")!;
    expect(Array.from(casey.querySelectorAll("td")).map((cell) => cell.textContent)).toEqual([
      "Done deal",
      "Convertedsince November 10, 2026",
      "September 1, 2026",
      "$2,500",
      "Pending",
    ]);
    const pat = table.getByRole("rowheader", { name: "Pat Jones" }).closest("tr")!;
    expect(pat.textContent).toContain("Raw lead");
    expect(pat.textContent).toContain("New");
    expect(pat.textContent).toContain("None yet");
    expect(pat.textContent).toContain("No commission yet");
    expect(within(pat).getByText("Under review: our office is checking this referral before any commission. You do not need to do anything.")).toBeTruthy();
    expect(screen.getByText("Showing 1–2 of 2 referrals")).toBeTruthy();
  });

  it("shows a referral held by the fraud review as Under review, with the office's reason once it is rejected", async () => {
    const held: MyReferralResponseDto = {
      ...FLAGGED,
      id: 33,
      customerFirstName: "Lee",
      customerLastName: "Held",
      commissionCents: 120_000,
      commissionState: "held",
    };
    const rejected: MyReferralResponseDto = {
      ...FLAGGED,
      id: 34,
      customerFirstName: "Kim",
      customerLastName: "Turned",
      commissionCents: 90_000,
      commissionState: "reversed",
      flag: "Not accepted after review, so it earns no commission. Our office's reason: The customer told us another company sent them.",
    };
    open("/affiliate-dashboard", { [LEADS_ROUTE]: () => ({ status: 200, data: referrals([held, rejected]) }) });
    const table = within(await screen.findByRole("table", { name: "Your referrals" }));
    const lee = table.getByRole("rowheader", { name: "Lee Held" }).closest("tr")!;
    expect(lee.cells[5].textContent).toBe(
      "Under reviewUnder review: our office is checking this referral before any commission. You do not need to do anything.",
    );
    const kim = table.getByRole("rowheader", { name: "Kim Turned" }).closest("tr")!;
    expect(kim.cells[5].textContent).toContain("Our office's reason: The customer told us another company sent them.");
  });

  it("asks the server for the URL's referral filters, never the payments' or the resources' page", async () => {
    const { calls } = open("/affiliate-dashboard?leadStatus=qualified&q=smith&sort=commission&order=asc&page=2&paymentsPage=3&resourcesPage=2", {
      [LEADS_ROUTE]: () => ({ status: 200, data: referrals([CONVERTED], { page: 2, total: 26 }) }),
      [PAYMENTS_ROUTE]: () => ({ status: 200, data: payments([PAYMENT], { page: 3, total: 51 }) }),
    });
    await screen.findByRole("rowheader", { name: "Casey Smith" });
    expect(paramsOf(calls, LEADS_ROUTE)).toEqual([{ leadStatus: "qualified", q: "smith", sort: "commission", order: "asc", page: "2" }]);
    expect(paramsOf(calls, PAYMENTS_ROUTE)).toEqual([{ page: "3" }]);
    expect(paramsOf(calls, RESOURCES_ROUTE)).toEqual([{ sort: "category", order: "asc", page: "2" }]);
    expect((screen.getByRole("combobox", { name: "Stage" }) as HTMLSelectElement).value).toBe("qualified");
    expect((screen.getByRole("searchbox", { name: "Customer name" }) as HTMLInputElement).value).toBe("smith");
    expect(screen.getByRole("columnheader", { name: /^Commission.*sorted ascending/ }).getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByText("Showing 26–26 of 26 referrals")).toBeTruthy();
  });

  it("the stage filter writes the URL (back to page 1, sort and payments' page kept) and asks the server again", async () => {
    const { calls, router } = open("/affiliate-dashboard?sort=commission&page=3&paymentsPage=2");
    await screen.findByRole("rowheader", { name: "Casey Smith" });
    fireEvent.change(screen.getByRole("combobox", { name: "Stage" }), { target: { value: "converted" } });
    fireEvent.change(screen.getByRole("searchbox", { name: "Customer name" }), { target: { value: " casey " } });
    fireEvent.click(screen.getByRole("button", { name: "Apply filters" }));

    await waitFor(() => expect(paramsOf(calls, LEADS_ROUTE)).toHaveLength(2));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      sort: "commission",
      paymentsPage: "2",
      leadStatus: "converted",
      q: "casey",
    });
    expect(paramsOf(calls, LEADS_ROUTE)[1]).toEqual({ sort: "commission", leadStatus: "converted", q: "casey" });
    // The payments list did not change, so it was not asked again.
    expect(paramsOf(calls, PAYMENTS_ROUTE)).toEqual([{ page: "2" }]);
  });

  it("sorts the referrals by commission from its header", async () => {
    const { router } = open("/affiliate-dashboard?leadStatus=converted");
    await screen.findByRole("rowheader", { name: "Casey Smith" });
    fireEvent.click(screen.getByRole("link", { name: /^Commission ?, sort$/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?leadStatus=converted&sort=commission&order=desc"));
  });

  it("shows the payments with what each pays, a clawback as a negative amount", async () => {
    open();
    const table = within(await screen.findByRole("table", { name: "Payments received" }));
    const row = table.getByRole("rowheader", { name: "November 20, 2026" }).closest("tr")!;
    const cells = Array.from(row.querySelectorAll("td"));
    expect(cells.slice(0, 4).map((cell) => cell.textContent)).toEqual(["$500", "Bank transfer", "ACH-2026-118", "Paid"]);
    const entries = within(cells[4])
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(entries).toEqual(["Commission: Casey Smith (referral #31)$1,000", "Clawback (reversed referral): Lee Brown (referral #27)-$500"]);
  });

  it("pages the payments with paymentsPage, keeping the referrals' page", async () => {
    const { calls, router } = open("/affiliate-dashboard?page=2", {
      [LEADS_ROUTE]: () => ({ status: 200, data: referrals([CONVERTED], { page: 2, total: 30 }) }),
      [PAYMENTS_ROUTE]: () => ({ status: 200, data: payments([PAYMENT], { total: 30 }) }),
    });
    const pager = within(await screen.findByRole("navigation", { name: "Payment pages" }));
    expect(pager.getByText("Showing 1–25 of 30 payments")).toBeTruthy();
    fireEvent.click(pager.getByRole("link", { name: "Next page" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2&paymentsPage=2"));
    await waitFor(() => expect(paramsOf(calls, PAYMENTS_ROUTE).at(-1)).toEqual({ page: "2" }));
    expect(paramsOf(calls, LEADS_ROUTE).every((params) => JSON.stringify(params) === JSON.stringify({ page: "2" }))).toBe(true);
  });

  it("shows the profile and payout details, how to change them and that payments need a W-9", async () => {
    open();
    const profile = await region("Profile and payout details");
    await profile.findByText("dana@northland.example");
    const details = Object.fromEntries(
      Array.from(screen.getByRole("region", { name: "Profile and payout details" }).querySelectorAll("dt")).map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(details).toEqual({
      Name: "Dana Realtor",
      Business: "Northland Realty",
      "E-mail": "dana@northland.example",
      Phone: "(816) 555-0188",
      Address: "12 Frederick Ave, St. Joseph, MO 64501",
      Website: "https://northland.example",
      "Commission rate": "20% of the net profit (done deals)",
      "W-9 received": "No",
      "Tax ID on file": "Yes",
      "Partner agreement signed": "October 5, 2026",
    });
    expect(profile.getByText(/We pay commissions only with a W-9 on file/)).toBeTruthy();
    expect(profile.getByRole("link", { name: business.email }).getAttribute("href")).toContain(`mailto:${business.email}`);
    expect(profile.getByRole("link", { name: business.phone })).toBeTruthy();
  });

  it("with no referrals yet, says how to get some: the link and the form", async () => {
    open("/affiliate-dashboard", {
      [LEADS_ROUTE]: () => ({ status: 200, data: referrals([]) }),
      [PAYMENTS_ROUTE]: () => ({ status: 200, data: payments([]) }),
    });
    const section = await region("Your referrals");
    expect(await section.findByText(/No referrals yet\./)).toBeTruthy();
    expect(section.getByText("https://barndo.example/?ref=K7MPQ4RT")).toBeTruthy();
    expect(section.getByRole("link", { name: "Submit a referral" }).getAttribute("href")).toBe("/affiliate-lead-form");
    expect(section.queryByRole("table")).toBeNull();
    expect((await region("Payments received")).getByText(/No payments yet\..*as soon as we have your W-9/)).toBeTruthy();
  });

  it("shows each referral filter the server refuses, with Clear filters", async () => {
    open("/affiliate-dashboard?leadStatus=won", {
      [LEADS_ROUTE]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          error: "Bad Request",
          message: "leadStatus must be one of: new, contacted, qualified, converted, lost.",
          errors: [{ field: "leadStatus", message: "leadStatus must be one of: new, contacted, qualified, converted, lost." }],
        },
      }),
    });
    const alert = within(await (await region("Your referrals")).findByRole("alert"));
    expect(alert.getByText("leadStatus must be one of: new, contacted, qualified, converted, lost.")).toBeTruthy();
    expect(alert.getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/affiliate-dashboard");
  });

  it("tells a suspended partner plainly that the link does not count referrals", async () => {
    open("/affiliate-dashboard", { [PROFILE_ROUTE]: () => ({ status: 200, data: { ...PROFILE, status: "suspended" } }) });
    const section = await region("Your referral link");
    expect(await section.findByText("Your partner account is suspended.")).toBeTruthy();
    expect(section.getByText(/your referral link and code do not count new referrals/)).toBeTruthy();
    expect(screen.getByText("Account: Suspended")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Submit a referral" })).toBeNull();
  });

  it("before approval, says the link comes with it", async () => {
    open("/affiliate-dashboard", {
      [PROFILE_ROUTE]: () => ({ status: 200, data: { ...PROFILE, status: "pending", affiliateCode: null, referralLink: null } }),
    });
    expect(await (await region("Your referral link")).findByText(/Your application is being reviewed/)).toBeTruthy();
    expect(screen.queryByLabelText("Referral link")).toBeNull();
  });

  it("an account without a partner row (404) is offered the registration", async () => {
    const { calls } = open("/affiliate-dashboard", {
      [PROFILE_ROUTE]: () => ({
        status: 404,
        data: { statusCode: 404, error: "Not Found", message: "There is no affiliate account for this sign-in yet." },
      }),
    });
    expect(await screen.findByText("There is no affiliate account for this sign-in yet.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("No referral partner account yet");
    expect(screen.getByRole("link", { name: "Become a Referral Partner" }).getAttribute("href")).toBe("/affiliate-registration");
    expect(calls.map((call) => call.route)).toEqual([PROFILE_ROUTE]);
  });

  it("says when the dashboard did not load, and tries again", async () => {
    let down = true;
    open("/affiliate-dashboard", {
      [PROFILE_ROUTE]: () => (down ? { status: 503, data: { statusCode: 503, message: "Service unavailable" } } : { status: 200, data: PROFILE }),
    });
    expect((await screen.findByRole("alert")).textContent).toContain("Your dashboard didn't load");
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Referral link")).toBeTruthy();
  });
});

describe("commissionRules", () => {
  it("words the partner's terms, with the raw-lead rate worked out", () => {
    expect(commissionRules({ commissionRate: 12.5, rawLeadSharePercent: 50, holdDays: 1 })).toMatch(
      /^A done deal earns 12\.5% of the net profit when it converts; a raw lead earns 50% of that, 6\.25% of the net profit\. A commission is pending for 1 day after/,
    );
    expect(commissionRules({ commissionRate: 20, rawLeadSharePercent: 50, holdDays: 0 })).toContain("A commission is earned as soon as the referral converts.");
  });
});
