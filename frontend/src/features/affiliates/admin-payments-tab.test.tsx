import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type {
  AffiliateResponseDto,
  CommissionPaymentResponseDto,
  PaginatedCommissionPaymentsResponseDto,
  PayableCommissionDto,
  PayableCommissionsResponseDto,
} from "@/api/generated/model";
import type { FakeCall, FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { paymentPreviewCents } from "./admin-payment-form";
import { PaymentsTab } from "./admin-payments-tab";
import { affiliatesPages } from "./pages";

const LIST = "GET /api/admin/commission-payments";
const CREATE = "POST /api/admin/commission-payments";
const PATCH = "PATCH /api/admin/commission-payments/12";
const PAYABLE = "GET /api/admin/affiliates/3/payable-commissions";
const PARTNERS = "GET /api/admin/affiliates";
const PAYOUT = "POST /api/admin/commission-payments/payout.csv";
const ACH = "POST /api/admin/commission-payments/payout.ach";
const FORM_1099 = "GET /api/admin/commission-payments/1099-list.csv";
const FORM_1099_FULL = "GET /api/admin/commission-payments/1099-list-full-tins.csv";

const PAYMENT: CommissionPaymentResponseDto = {
  id: 12,
  affiliate: { id: 3, name: "Sam Ortiz", email: "sam@example.com", affiliateCode: "K7MR4TXA" },
  amountCents: 150_000,
  paymentMethod: "PayPal",
  paymentReference: "PP-2041",
  paymentDate: null,
  status: "pending",
  allowedStatuses: ["paid", "cancelled"],
  notes: "November payout",
  entries: [
    { id: 41, affiliateLeadId: 9, kind: "commission", amountCents: 200_000, customerName: "Casey Smith" },
    { id: 57, affiliateLeadId: 10, kind: "clawback", amountCents: -50_000, customerName: "Dale Brooks" },
  ],
  createdAt: "2026-11-24T16:00:00.000Z",
  updatedAt: "2026-11-24T16:00:00.000Z",
};

const PARTNER: AffiliateResponseDto = {
  id: 3,
  email: "sam@example.com",
  firstName: "Sam",
  lastName: "Ortiz",
  businessName: null,
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
  conversions: 1,
  totalCommissionEarned: 2000,
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

const CASEY: PayableCommissionDto = {
  id: 41,
  affiliateLeadId: 9,
  customerName: "Casey Smith",
  kind: "commission",
  amountCents: 200_000,
  earnedAt: "2026-11-10T16:00:00.000Z",
};
const LEE: PayableCommissionDto = {
  id: 42,
  affiliateLeadId: 11,
  customerName: "Lee Brown",
  kind: "commission",
  amountCents: 50_000,
  earnedAt: "2026-11-18T16:00:00.000Z",
};
const DALE: PayableCommissionDto = {
  id: 57,
  affiliateLeadId: 10,
  customerName: "Dale Brooks",
  kind: "clawback",
  amountCents: -60_000,
  earnedAt: "2026-11-20T16:00:00.000Z",
};

/** Commissions first, then the clawbacks the next payment deducts, as the server lists them. */
const payable = (items: PayableCommissionDto[]): PayableCommissionsResponseDto => ({
  items,
  balanceCents: items.reduce((sum, item) => sum + item.amountCents, 0),
  minimumPayoutCents: 5000,
  paymentRefusal: null,
});

const page = (items: CommissionPaymentResponseDto[], extra: Partial<PaginatedCommissionPaymentsResponseDto> = {}): PaginatedCommissionPaymentsResponseDto => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  ...extra,
});

function open(url: string, routes: Record<string, FakeHandler> = {}) {
  const { api, router } = renderRoute(url, [{ path: affiliatesPages.admin.path, Component: PaymentsTab }], {
    api: {
      [LIST]: () => ({ status: 200, data: page([PAYMENT]) }),
      [PARTNERS]: () => ({
        status: 200,
        data: {
          items: [PARTNER, { ...PARTNER, id: 5, firstName: "Ann", lastName: "Pending", affiliateCode: null, status: "pending" }],
          total: 2,
          page: 1,
          pageSize: 100,
        },
      }),
      [PAYABLE]: () => ({ status: 200, data: payable([CASEY, LEE, DALE]) }),
      ...routes,
    },
  });
  return { calls: api.calls, router };
}

const callsTo = (calls: FakeCall[], route: string) => calls.filter((call) => call.route === route);

async function recordForm() {
  const form = await screen.findByRole("form", { name: "Record a payment" });
  const partner = within(form).getByLabelText(/^Partner/) as HTMLSelectElement;
  await waitFor(() => expect(Array.from(partner.options).map((option) => option.textContent)).toEqual(["Choose a partner", "Sam Ortiz · K7MR4TXA"]));
  return { form, partner };
}

describe("Payments tab of /affiliate-admin", () => {
  it("lists payments with what they pay, the URL's filters and sort, and a payout file button for the partner filter", async () => {
    const { calls } = open("/affiliate-admin?tab=payments&status=pending&affiliateId=3&sort=amount&order=asc");
    const row = (await screen.findByRole("rowheader", { name: /Sam Ortiz/ })).closest("tr")!;
    expect(Array.from(row.cells).map((cell) => cell.textContent)).toEqual([
      "Sam OrtizK7MR4TXAPayment #12",
      "$1,500",
      "PayPalPP-2041",
      "Not paid yetrecorded November 24, 2026",
      "Pending",
      "Commission: Casey Smith, $2,000Clawback (reversed referral): Dale Brooks, -$500Note: November payout",
      "Mark paid (payment #12)Cancel payment (payment #12)",
    ]);
    expect(callsTo(calls, LIST)[0].params).toEqual({ status: "pending", affiliateId: "3", sort: "amount", order: "asc" });
    expect(screen.getByRole("columnheader", { name: /Amount/ }).getAttribute("aria-sort")).toBe("ascending");
    expect((screen.getByRole("combobox", { name: "Status" }) as HTMLSelectElement).value).toBe("pending");
    await waitFor(() =>
      expect((within(screen.getByRole("search", { name: "Filter payments" })).getByLabelText("Partner") as HTMLSelectElement).value).toBe("3"),
    );
    expect(screen.getByRole("button", { name: "Download payout file (CSV)" })).toBeTruthy();
  });

  it("downloads the payout file by POST (it records a pending payment per line) and says so", async () => {
    const csv =
      "\uFEFFRecipient e-mail,Amount,Currency,Partner ID,Partner name,Business,Commission entries,Entry IDs,Note,Payment ID\r\nsam@example.com,2000.00,USD,3,Sam Ortiz,,1,41,Referral commissions to 2026-11-28,77\r\n";
    const saved: string[] = [];
    const created = vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:payout");
    const revoked = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const { calls } = open("/affiliate-admin?tab=payments&affiliateId=3", { [PAYOUT]: () => ({ status: 200, data: csv }) });
      await screen.findByRole("rowheader", { name: /Sam Ortiz/ });
      fireEvent.click(screen.getByRole("button", { name: "Download payout file (CSV)" }));
      expect(await screen.findByText(/The payout file pays 1 partner; a pending payment is recorded for each\./)).toBeTruthy();
      expect(callsTo(calls, PAYOUT)[0].params).toEqual({ affiliateId: 3 });
      expect(saved).toEqual([expect.stringMatching(/^commission-payout-\d{4}-\d{2}-\d{2}\.csv$/)]);
      // The list is read again: it now holds the new pending payment.
      await waitFor(() => expect(callsTo(calls, LIST).length).toBeGreaterThan(1));
    } finally {
      created.mockRestore();
      revoked.mockRestore();
      clicked.mockRestore();
    }
  });

  it("downloads the ACH file (NACHA) and the 1099 list for the chosen year, and says what each holds", async () => {
    const ach = [
      "101 123456780199999999926112900001A094101FAKE DEVELOPMENT BANK  DEV ONLY NO BANK       PARTNERS",
      "5220DEV ONLY NO BANK                    1999999999PPDCOMMISSION1129  261130   1123456780000001",
      "632101000019000123456789     0000200000P77            DANA RIDGEWAY           0123456780000001",
    ].join("\r\n");
    const list = "\uFEFFPartner ID,Legal name\r\n3,Sam Ortiz\r\n4,Dana Ridgeway\r\n";
    const saved: string[] = [];
    const created = vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:file");
    const revoked = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const { calls } = open("/affiliate-admin?tab=payments", {
        [ACH]: () => ({ status: 200, data: ach }),
        [FORM_1099]: () => ({ status: 200, data: list }),
        [FORM_1099_FULL]: () => ({ status: 200, data: list }),
      });
      await screen.findByRole("rowheader", { name: /Sam Ortiz/ });
      fireEvent.click(screen.getByRole("button", { name: "Download ACH file" }));
      expect(
        await screen.findByText(/The ACH file pays 1 partner by direct deposit; a pending payment is recorded for each, its reference the ACH trace number\./),
      ).toBeTruthy();
      expect(callsTo(calls, ACH)[0].params).toEqual({});

      const year = screen.getByLabelText("1099 year") as HTMLSelectElement;
      expect(Number(year.value)).toBe(new Date().getFullYear() - 1);
      fireEvent.change(year, { target: { value: "2025" } });
      fireEvent.click(screen.getByRole("button", { name: "1099 list" }));
      expect(await screen.findByText(/The 1099 list for 2025 names 2 partners paid at or above the threshold/)).toBeTruthy();
      expect(callsTo(calls, FORM_1099)[0].params).toEqual({ year: 2025 });
      fireEvent.click(screen.getByRole("button", { name: "1099 list with full TINs" }));
      expect(await screen.findByText(/The 1099 list for 2025 with full TINs names 2 partners\. It holds taxpayer identification numbers/)).toBeTruthy();
      expect(callsTo(calls, FORM_1099_FULL)[0].params).toEqual({ year: 2025 });
      expect(saved).toEqual([expect.stringMatching(/^ach-payout-\d{4}-\d{2}-\d{2}\.txt$/), "1099-nec-2025.csv", "1099-nec-2025-full-tins.csv"]);
    } finally {
      created.mockRestore();
      revoked.mockRestore();
      clicked.mockRestore();
    }
  });

  it("shows the server's sentence when the ACH file cannot be made", async () => {
    const message =
      "No partner paid by direct deposit has a W-9 on file and an earned, unpaid balance of at least $50.00: there is nothing to put in an ACH file.";
    open("/affiliate-admin?tab=payments", { [ACH]: () => ({ status: 409, data: { statusCode: 409, message } }) });
    await screen.findByRole("rowheader", { name: /Sam Ortiz/ });
    fireEvent.click(screen.getByRole("button", { name: "Download ACH file" }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("writes the applied filters to the URL with the tab kept; Clear filters stays on the tab", async () => {
    const { calls, router } = open("/affiliate-admin?tab=payments&sort=amount&order=desc&page=2");
    await screen.findByRole("rowheader", { name: /Sam Ortiz/ });
    const filters = screen.getByRole("search", { name: "Filter payments" });
    fireEvent.change(within(filters).getByLabelText("Status"), { target: { value: "paid" } });
    await waitFor(() => expect((within(filters).getByLabelText("Partner") as HTMLSelectElement).options).toHaveLength(2));
    fireEvent.change(within(filters).getByLabelText("Partner"), { target: { value: "3" } });
    fireEvent.click(within(filters).getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=payments&sort=amount&order=desc&status=paid&affiliateId=3"));
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    expect(callsTo(calls, LIST)[1].params).toEqual({ sort: "amount", order: "desc", status: "paid", affiliateId: "3" });

    fireEvent.click(within(screen.getByRole("search", { name: "Filter payments" })).getByRole("link", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=payments"));
  });

  it("shows each parameter the server refuses and a way back to the tab", async () => {
    open("/affiliate-admin?tab=payments&status=sent", {
      [LIST]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          error: "Bad Request",
          message: "Please choose a status.",
          errors: [{ field: "status", message: "Please choose a status: pending, paid, cancelled." }],
        },
      }),
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Please choose a status: pending, paid, cancelled.")).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/affiliate-admin?tab=payments");
  });

  it("marks a pending payment paid and says the partner was e-mailed", async () => {
    let listed = PAYMENT;
    const { calls } = open("/affiliate-admin?tab=payments", {
      [LIST]: () => ({ status: 200, data: page([listed]) }),
      [PATCH]: () => {
        listed = { ...PAYMENT, status: "paid", allowedStatuses: [], paymentDate: "2026-11-25T16:00:00.000Z" };
        return { status: 200, data: listed };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Mark paid (payment #12)" }));
    expect((await screen.findByRole("status")).textContent).toBe("Payment #12 of $1,500 to Sam Ortiz is paid; the partner was e-mailed.");
    expect(callsTo(calls, PATCH)[0].body).toEqual({ status: "paid" });
    const row = (await screen.findByRole("rowheader", { name: /Sam Ortiz/ })).closest("tr")!;
    await waitFor(() => expect(within(row).getByText("Paid")).toBeTruthy());
    expect(within(row).queryByRole("button")).toBeNull();
  });

  it("shows the server's 409 when a payment cannot move", async () => {
    const refusal = "A commission payment cannot move from paid to cancelled.";
    open("/affiliate-admin?tab=payments", { [PATCH]: () => ({ status: 409, data: { statusCode: 409, message: refusal, error: "Conflict" } }) });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel payment (payment #12)" }));
    const row = screen.getByRole("rowheader", { name: /Sam Ortiz/ }).closest("tr")!;
    expect((await within(row).findByRole("alert")).textContent).toBe(refusal);
  });

  it("records a payment of the ticked commissions, previews it with the clawbacks deducted, and reads the payable list again", async () => {
    const created: CommissionPaymentResponseDto = {
      ...PAYMENT,
      id: 13,
      amountCents: 140_000,
      entries: [PAYMENT.entries[0], { ...PAYMENT.entries[1], amountCents: -60_000 }],
      paymentDate: "2026-11-30T12:00:00.000Z",
    };
    const { calls } = open("/affiliate-admin?tab=payments", { [CREATE]: () => ({ status: 201, data: created }) });
    const { form, partner } = await recordForm();
    expect(within(form).queryByLabelText(/Payment method/)).toBeNull();

    fireEvent.change(partner, { target: { value: "3" } });
    const entries = await within(form).findByRole("group", { name: "Commissions to pay" });
    expect(callsTo(calls, PAYABLE)).toHaveLength(1);
    const rows = within(within(entries).getByRole("table", { name: "Commissions to pay" }))
      .getAllByRole("row")
      .slice(1) as HTMLTableRowElement[];
    expect(rows.map((row) => Array.from(row.cells).map((cell) => cell.textContent))).toEqual([
      ["", "Casey Smith", "#9 (open the referral of Casey Smith)", "November 10, 2026", "$2,000"],
      ["", "Lee Brown", "#11 (open the referral of Lee Brown)", "November 18, 2026", "$500"],
    ]);
    const boxes = within(entries).getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.map((box) => [box.getAttribute("aria-label"), box.checked])).toEqual([
      ["Pay the commission of Casey Smith (referral #9, $2,000)", true],
      ["Pay the commission of Lee Brown (referral #11, $500)", true],
    ]);
    expect(within(entries).getByRole("link", { name: "#9 (open the referral of Casey Smith)" }).getAttribute("href")).toBe(
      "/affiliate-admin?tab=referrals&referral=9",
    );

    const deducted = within(form).getByRole("region", { name: "Deducted automatically" });
    const clawbacks = within(deducted).getByRole("table", { name: "Clawbacks deducted automatically" });
    expect(Array.from((within(clawbacks).getAllByRole("row")[1] as HTMLTableRowElement).cells).map((cell) => cell.textContent)).toEqual([
      "Dale Brooks",
      "#10 (open the referral of Dale Brooks)",
      "November 20, 2026",
      "-$600",
    ]);
    expect(within(deducted).queryByRole("checkbox")).toBeNull();
    expect(within(form).getByText("This payment: $1,900")).toBeTruthy();
    expect(within(form).getByText(/^A preview: the server works out the amount again/)).toBeTruthy();

    fireEvent.click(within(entries).getByRole("checkbox", { name: /Lee Brown/ }));
    expect(within(form).getByText("This payment: $1,400")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Payment method/), { target: { value: "PayPal" } });
    fireEvent.change(within(form).getByLabelText(/Payment reference/), { target: { value: " PP-2077 " } });
    fireEvent.change(within(form).getByLabelText(/Payment date/), { target: { value: "2026-11-30" } });
    fireEvent.click(within(form).getByRole("button", { name: "Record payment" }));

    expect((await screen.findByRole("status", {}, { timeout: 2000 })).textContent).toBe(
      "Payment #13 of $1,400 to Sam Ortiz is recorded as pending. Mark it paid once the money has gone out.",
    );
    // Only commissions are sent: the server deducts the clawbacks by itself.
    expect(callsTo(calls, CREATE)[0].body).toEqual({
      affiliateId: 3,
      commissionEntryIds: [41],
      paymentMethod: "PayPal",
      paymentReference: "PP-2077",
      paymentDate: "2026-11-30T12:00:00.000Z",
    });
    // The list is asked again and the form starts over; the partner's payable list was invalidated, so choosing them again reads it again.
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    expect(partner.value).toBe("");
    fireEvent.change(partner, { target: { value: "3" } });
    await within(form).findByRole("group", { name: "Commissions to pay" });
    expect(callsTo(calls, PAYABLE)).toHaveLength(2);
  });

  it("says the clawbacks outweigh the chosen commissions and does not send such a payment", async () => {
    const { calls } = open("/affiliate-admin?tab=payments");
    const { form, partner } = await recordForm();
    fireEvent.change(partner, { target: { value: "3" } });
    const entries = await within(form).findByRole("group", { name: "Commissions to pay" });
    fireEvent.click(within(entries).getByRole("checkbox", { name: /Casey Smith/ }));
    expect(within(form).getByText("This payment: -$100")).toBeTruthy();
    expect(within(form).getByText(/^The clawbacks outweigh the commissions you chose/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Payment method/), { target: { value: "Check" } });
    const submit = within(form).getByRole("button", { name: "Record payment" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.submit(form);
    expect(callsTo(calls, CREATE)).toHaveLength(0);

    fireEvent.click(within(entries).getByRole("checkbox", { name: /Casey Smith/ }));
    expect(within(form).getByText("This payment: $1,900")).toBeTruthy();
    expect(submit.disabled).toBe(false);
  });

  it("asks for a method and at least one commission before sending, and shows the server's refusal", async () => {
    const refusal = "Commission entry 42 is not an earned, unpaid commission of this partner.";
    const { calls } = open("/affiliate-admin?tab=payments", {
      [CREATE]: () => ({ status: 409, data: { statusCode: 409, message: refusal, error: "Conflict" } }),
    });
    const { form, partner } = await recordForm();
    fireEvent.change(partner, { target: { value: "3" } });
    const entries = await within(form).findByRole("group", { name: "Commissions to pay" });
    fireEvent.click(within(entries).getByRole("checkbox", { name: /Casey Smith/ }));
    fireEvent.click(within(entries).getByRole("checkbox", { name: /Lee Brown/ }));
    expect(within(form).queryByText(/^This payment/)).toBeNull();
    fireEvent.click(within(form).getByRole("button", { name: "Record payment" }));
    await waitFor(() => expect((within(form).getByLabelText(/Payment method/) as HTMLInputElement).getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByText("Please say how the payment is made.")).toBeTruthy();
    // Once in the live preview, once under the commissions.
    expect(within(form).getAllByText("Choose at least one commission to pay.")).toHaveLength(2);
    expect(callsTo(calls, CREATE)).toHaveLength(0);

    fireEvent.click(within(entries).getByRole("checkbox", { name: /Casey Smith/ }));
    fireEvent.change(within(form).getByLabelText(/Payment method/), { target: { value: "Check" } });
    fireEvent.click(within(form).getByRole("button", { name: "Record payment" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(refusal);
    expect(callsTo(calls, CREATE)[0].body).toEqual({ affiliateId: 3, commissionEntryIds: [41], paymentMethod: "Check" });
    // What the partner can be paid may have changed meanwhile: it is read again.
    await waitFor(() => expect(callsTo(calls, PAYABLE)).toHaveLength(2));
  });

  it("puts the server's 400 messages under their fields and keeps what was typed", async () => {
    const message = "Payment reference must be a single line of text.";
    const { calls } = open("/affiliate-admin?tab=payments", {
      [CREATE]: () => ({ status: 400, data: { statusCode: 400, error: "Bad Request", message, errors: [{ field: "paymentReference", message }] } }),
    });
    const { form, partner } = await recordForm();
    fireEvent.change(partner, { target: { value: "3" } });
    await within(form).findByRole("group", { name: "Commissions to pay" });
    fireEvent.change(within(form).getByLabelText(/Payment method/), { target: { value: "Check" } });
    fireEvent.change(within(form).getByLabelText(/Payment reference/), { target: { value: "1042" } });
    fireEvent.click(within(form).getByRole("button", { name: "Record payment" }));
    await waitFor(() =>
      expect(
        within(form)
          .getByLabelText(/Payment reference/)
          .getAttribute("aria-invalid"),
      ).toBe("true"),
    );
    expect(
      within(form)
        .getByLabelText(/Payment method/)
        .getAttribute("aria-invalid"),
    ).toBeNull();
    expect((within(form).getByLabelText(/Payment reference/) as HTMLInputElement).value).toBe("1042");
    expect(within(form).getByRole("alert").textContent).toBe(message);
    expect(callsTo(calls, CREATE)[0].body).toEqual({ affiliateId: 3, commissionEntryIds: [41, 42], paymentMethod: "Check", paymentReference: "1042" });
  });

  it("says why a partner without a W-9 cannot be paid before the office tries, with no payment button", async () => {
    const refusal =
      "We pay commissions only with a W-9 on file, and Sam Ortiz's record says no W-9 has been received. Record the W-9 on the partner's page, then pay.";
    const { calls } = open("/affiliate-admin?tab=payments", { [PAYABLE]: () => ({ status: 200, data: { ...payable([CASEY]), paymentRefusal: refusal } }) });
    const { form, partner } = await recordForm();
    fireEvent.change(partner, { target: { value: "3" } });
    const status = await within(form).findByText(refusal);
    expect(status.closest("[role=status]")).not.toBeNull();
    expect(within(form).getByRole("link", { name: "Open the partner's record" }).getAttribute("href")).toBe("/affiliate-admin?partner=3");
    expect(within(form).queryByRole("button", { name: "Record payment" })).toBeNull();
    expect(callsTo(calls, CREATE)).toHaveLength(0);
  });

  it("says so when the partner has nothing to be paid", async () => {
    open("/affiliate-admin?tab=payments", { [PAYABLE]: () => ({ status: 200, data: payable([]) }) });
    const { form, partner } = await recordForm();
    fireEvent.change(partner, { target: { value: "3" } });
    expect((await within(form).findByText(/^Nothing to pay: this partner has no earned, unpaid commission\.$/)).getAttribute("role")).toBe("status");
    expect(within(form).queryByRole("button", { name: "Record payment" })).toBeNull();
    expect(within(form).queryByRole("region", { name: "Deducted automatically" })).toBeNull();
  });

  it("lists the clawbacks waiting for the next payment when there is no commission to pay", async () => {
    open("/affiliate-admin?tab=payments", { [PAYABLE]: () => ({ status: 200, data: payable([DALE]) }) });
    const { form, partner } = await recordForm();
    fireEvent.change(partner, { target: { value: "3" } });
    expect(await within(form).findByText(/The clawbacks below are deducted from their next payment\./)).toBeTruthy();
    expect(within(within(form).getByRole("region", { name: "Deducted automatically" })).getByText("Dale Brooks")).toBeTruthy();
    expect(within(form).queryByRole("button", { name: "Record payment" })).toBeNull();
  });
});

describe("paymentPreviewCents", () => {
  it("adds the chosen commissions and every clawback", () => {
    expect(paymentPreviewCents([CASEY, LEE, DALE], new Set([41, 42]))).toBe(190_000);
    expect(paymentPreviewCents([CASEY, LEE, DALE], new Set([42]))).toBe(-10_000);
    expect(paymentPreviewCents([CASEY, LEE, DALE], new Set([57]))).toBe(-60_000);
    expect(paymentPreviewCents([], new Set())).toBe(0);
  });
});
