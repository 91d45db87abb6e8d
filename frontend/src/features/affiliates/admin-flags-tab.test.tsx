import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AffiliateResponseDto, PaginatedReferralFlagsResponseDto, ReferralFlagResponseDto } from "@/api/generated/model";
import type { FakeCall, FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { FlagsTab } from "./admin-flags-tab";
import { affiliatesPages } from "./pages";

const LIST = "GET /api/admin/referral-flags";
const PARTNERS = "GET /api/admin/affiliates";
const RESOLVE = "POST /api/admin/referral-flags/21/resolve";

const WAITING: ReferralFlagResponseDto = {
  id: 21,
  affiliate: { id: 3, name: "Sam Ortiz", email: "sam@ortizrealty.example", affiliateCode: "K7MR4TXA" },
  customerFirstName: "Dale",
  customerLastName: "Brooks",
  customerEmail: "dale.brooks@mailinator.com",
  customerPhone: "816-555-0142",
  source: "referral link",
  leadStatus: "converted",
  createdAt: "2026-11-02T15:00:00.000Z",
  flaggedAt: "2026-11-02T15:00:00.000Z",
  signals: [
    { kind: "disposable_email", detail: "The customer's e-mail is at a disposable domain: mailinator.com.", createdAt: "2026-11-02T15:00:00.000Z" },
    {
      kind: "paid_ads",
      detail: 'Paid ads are not allowed in this partner\'s terms, and utm_medium is "cpc".',
      createdAt: "2026-11-02T15:00:00.000Z",
    },
  ],
  reviewState: "under_review",
  reviewReason: null,
  reviewedAt: null,
  reviewedBy: null,
  commissionCents: 400_000,
  commissionState: "held",
};

const REJECTED: ReferralFlagResponseDto = {
  ...WAITING,
  id: 22,
  customerFirstName: "Pat",
  customerLastName: "Jones",
  customerEmail: "sam@ortizrealty.example",
  signals: [{ kind: "partner_email", detail: "The customer's e-mail is the partner's own: sam@ortizrealty.example.", createdAt: "2026-11-03T15:00:00.000Z" }],
  reviewState: "rejected",
  reviewReason: "The partner referred themselves.",
  reviewedAt: "2026-11-04T16:00:00.000Z",
  reviewedBy: "Jo Admin",
  commissionState: "reversed",
};

const PARTNER_ROW = { id: 3, firstName: "Sam", lastName: "Ortiz", businessName: null, affiliateCode: "K7MR4TXA", status: "active" } as AffiliateResponseDto;

const page = (items: ReferralFlagResponseDto[], extra: Partial<PaginatedReferralFlagsResponseDto> = {}): PaginatedReferralFlagsResponseDto => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  ...extra,
});

function open(url: string, routes: Record<string, FakeHandler> = {}) {
  const { api, router } = renderRoute(url, [{ path: affiliatesPages.admin.path, Component: FlagsTab }], {
    api: {
      [LIST]: () => ({ status: 200, data: page([WAITING]) }),
      [PARTNERS]: () => ({ status: 200, data: { items: [PARTNER_ROW], total: 1, page: 1, pageSize: 100 } }),
      ...routes,
    },
  });
  return { calls: api.calls, router };
}

const callsTo = (calls: FakeCall[], route: string) => calls.filter((call) => call.route === route);

describe("Review queue tab of /affiliate-admin", () => {
  it("asks for the referrals under review by default, and shows each one's signals, commission and review", async () => {
    const { calls } = open("/affiliate-admin?tab=flags");
    const row = (await screen.findByRole("rowheader", { name: /Dale Brooks/ })).closest("tr")!;
    expect(callsTo(calls, LIST)[0].params).toEqual({ state: "under_review" });
    expect(screen.getByRole("table", { name: "Flagged referrals" })).toBeTruthy();
    expect(Array.from(row.cells).map((cell) => cell.textContent)).toEqual([
      "Dale Brooksdale.brooks@mailinator.comReferral link, November 2, 2026",
      "Sam Ortiz (show only this partner's flagged referrals)K7MR4TXA",
      "Disposable e-mailThe customer's e-mail is at a disposable domain: mailinator.com.Paid ads against the partner's termsPaid ads are not allowed in this partner's terms, and utm_medium is \"cpc\".",
      "$4,000Under review",
      "November 2, 2026",
      "Under review",
      "Decide on the referral of Dale Brooks",
    ]);
    expect((screen.getByRole("combobox", { name: "Review" }) as HTMLSelectElement).value).toBe("");
  });

  it("sends the URL's filters, sort and page to the server, with every state for state=any, and never the open decision", async () => {
    const { calls } = open("/affiliate-admin?tab=flags&state=any&kind=paid_ads&affiliateId=3&sort=commission&order=desc&page=2&decide=21", {
      [LIST]: () => ({ status: 200, data: page([WAITING, REJECTED], { page: 2, total: 27 }) }),
    });
    const rejected = (await screen.findByRole("rowheader", { name: /Pat Jones/ })).closest("tr")!;
    expect(callsTo(calls, LIST)[0].params).toEqual({ kind: "paid_ads", affiliateId: "3", sort: "commission", order: "desc", page: "2" });
    expect(rejected.cells[5].textContent).toBe("RejectedNov 4, 2026, 10:00 AM by Jo Admin“The partner referred themselves.”");
    // A decided referral offers no decision.
    expect(rejected.cells[6].textContent).toBe("");
    expect((screen.getByRole("combobox", { name: "Signal" }) as HTMLSelectElement).value).toBe("paid_ads");
    expect((screen.getByRole("combobox", { name: "Review" }) as HTMLSelectElement).value).toBe("any");
    expect(screen.getByRole("columnheader", { name: /Commission/ }).getAttribute("aria-sort")).toBe("descending");
    expect(screen.getByRole("form", { name: "Decide the referral of Dale Brooks" })).toBeTruthy();
  });

  it("applies the filters to the URL (back to page 1) and asks the server again", async () => {
    const { calls, router } = open("/affiliate-admin?tab=flags&page=3");
    await screen.findByRole("rowheader", { name: /Dale Brooks/ });
    const filters = screen.getByRole("search", { name: "Filter the review queue" });
    fireEvent.change(within(filters).getByRole("combobox", { name: "Review" }), { target: { value: "rejected" } });
    fireEvent.change(within(filters).getByRole("combobox", { name: "Signal" }), { target: { value: "click_burst" } });
    fireEvent.click(within(filters).getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=flags&state=rejected&kind=click_burst"));
    await waitFor(() => expect(callsTo(calls, LIST).at(-1)!.params).toEqual({ state: "rejected", kind: "click_burst" }));
  });

  it("the admin clears a flag: Decide opens the form, a decision and a reason are required, and the list is asked again", async () => {
    const { calls, router } = open("/affiliate-admin?tab=flags", {
      [RESOLVE]: () => ({ status: 200, data: { ...WAITING, reviewState: "cleared", reviewReason: "Checked with the customer.", commissionState: "earned" } }),
    });
    fireEvent.click(await screen.findByRole("link", { name: "Decide on the referral of Dale Brooks" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=flags&decide=21"));
    const form = await screen.findByRole("form", { name: "Decide the referral of Dale Brooks" });
    fireEvent.click(within(form).getByRole("button", { name: "Save decision" }));
    expect(await within(form).findByText("Choose whether to clear or reject this referral.")).toBeTruthy();
    expect(callsTo(calls, RESOLVE)).toHaveLength(0);

    fireEvent.click(within(form).getByRole("radio", { name: "Clear: the referral is genuine and its commission goes on" }));
    fireEvent.change(within(form).getByRole("textbox", { name: "Reason" }), { target: { value: "Checked with the customer." } });
    fireEvent.click(within(form).getByRole("button", { name: "Save decision" }));
    await waitFor(() => expect(callsTo(calls, RESOLVE)).toHaveLength(1));
    expect(callsTo(calls, RESOLVE)[0].body).toEqual({ decision: "clear", reason: "Checked with the customer." });
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
  });

  it("the admin rejects with a reason; a refusal from the server shows as it comes", async () => {
    const message = "A referral review cannot move from rejected to rejected. This referral was already rejected; a decision cannot be changed.";
    const { calls } = open("/affiliate-admin?tab=flags&decide=21", {
      [RESOLVE]: () => ({ status: 409, data: { statusCode: 409, error: "Conflict", message } }),
    });
    const form = await screen.findByRole("form", { name: "Decide the referral of Dale Brooks" });
    fireEvent.click(within(form).getByRole("radio", { name: "Reject: cancel its commission and e-mail the partner the reason" }));
    fireEvent.change(within(form).getByRole("textbox", { name: "Reason" }), { target: { value: "A throwaway address and a paid ad." } });
    fireEvent.click(within(form).getByRole("button", { name: "Save decision" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(message);
    expect(callsTo(calls, RESOLVE)[0].body).toEqual({ decision: "reject", reason: "A throwaway address and a paid ad." });
  });

  it("says there is nothing to review when the queue is empty", async () => {
    open("/affiliate-admin?tab=flags", { [LIST]: () => ({ status: 200, data: page([]) }) });
    expect(await screen.findByText(/Nothing to review: no referral matches these filters\./)).toBeTruthy();
  });
});
