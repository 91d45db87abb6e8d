import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MyAffiliateResponseDto, MyTaxAndPayoutResponseDto, W9SummaryDto } from "@/api/generated/model";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { W9_CERTIFICATION_TEXT } from "@shared/tax-forms";
import AffiliateDashboardPage from "./dashboard-page";
import { minimumPayoutText } from "./tax-payout-section";
import { payoutMethodText, w9StatusText } from "./tax-words";

const TAX_ROUTE = "GET /api/affiliate/me/tax-and-payout";
const W9_ROUTE = "PUT /api/affiliate/me/w9";
const PAYOUT_ROUTE = "PUT /api/affiliate/me/payout-method";

const PROFILE: MyAffiliateResponseDto = {
  id: 7,
  affiliateCode: "K7MPQ4RT",
  referralLink: "https://barndo.example/?ref=K7MPQ4RT",
  status: "active",
  firstName: "Dana",
  lastName: "Realtor",
  businessName: null,
  email: "dana@northland.example",
  phone: "(816) 555-0188",
  address: "12 Frederick Ave",
  city: "St. Joseph",
  state: "MO",
  zipCode: "64501",
  website: null,
  commissionRate: 20,
  rawLeadSharePercent: 50,
  holdDays: 30,
  taxIdProvided: false,
  w9Submitted: false,
  agreementSignedAt: "2026-10-05T16:00:00.000Z",
};

const W9: W9SummaryDto = {
  legalName: "Dana Realtor",
  businessName: null,
  taxClassification: "individual",
  llcTaxClass: null,
  otherClassification: null,
  address: "12 Frederick Ave",
  city: "St. Joseph",
  state: "MO",
  zipCode: "64501",
  tinType: "ssn",
  tinLast4: "4596",
  signatureName: "Dana Realtor",
  certifiedAt: "2026-11-28T16:00:00.000Z",
};

const NONE: MyTaxAndPayoutResponseDto = { w9: null, payoutMethod: null, minimumPayoutCents: 5000 };

function open(tax: () => MyTaxAndPayoutResponseDto, routes: Record<string, FakeHandler> = {}) {
  const { api } = renderRoute("/affiliate-dashboard", [{ id: "affiliates/dashboard", path: "/affiliate-dashboard", Component: AffiliateDashboardPage }], {
    api: {
      "GET /api/affiliate/me": () => ({ status: 200, data: PROFILE }),
      "GET /api/affiliate/me/summary": () => ({
        status: 200,
        data: { referrals: 0, qualified: 0, converted: 0, pendingCents: 0, earnedCents: 0, paidCents: 0, commissionRate: 20, note: "" },
      }),
      "GET /api/affiliate/me/leads": () => ({ status: 200, data: { items: [], total: 0, page: 1, pageSize: 25 } }),
      "GET /api/affiliate/me/commission-payments": () => ({ status: 200, data: { items: [], total: 0, page: 1, pageSize: 25 } }),
      [TAX_ROUTE]: () => ({ status: 200, data: tax() }),
      ...routes,
    },
  });
  return api.calls;
}

const section = async () => within(await screen.findByRole("region", { name: "Tax form and payouts" }));

describe("Tax form and payouts on /affiliate-dashboard", () => {
  it("words the W-9 and payout method with the last four digits only, and the minimum payout", () => {
    expect(w9StatusText(W9)).toBe("W-9 on file (TIN ending 4596)");
    expect(w9StatusText(null)).toBe("No W-9");
    expect(payoutMethodText({ method: "ach", routingNumber: "101000019", accountLast4: "6789", accountType: "savings", updatedAt: "" })).toBe(
      "Direct deposit (ACH) to savings account ending 6789",
    );
    expect(payoutMethodText({ method: "check", routingNumber: null, accountLast4: null, accountType: null, updatedAt: "" })).toBe(
      "Check mailed to the W-9 address",
    );
    expect(minimumPayoutText(5000)).toBe("We pay once your earned balance reaches $50.00.");
  });

  it("without a W-9: shows the minimum, the certification text and a labelled form; files it and shows the last four", async () => {
    let current = NONE;
    const api = open(() => current, {
      [W9_ROUTE]: () => {
        current = { ...NONE, w9: W9 };
        return { status: 200, data: current };
      },
    });
    const tax = await section();
    expect(await tax.findByText("We pay once your earned balance reaches $50.00.")).toBeTruthy();
    expect(tax.getByText("No W-9")).toBeTruthy();
    const form = within(tax.getByRole("form", { name: "W-9" }));
    expect(form.getByText((_, node) => node?.textContent === W9_CERTIFICATION_TEXT && node.tagName === "P")).toBeTruthy();

    fireEvent.click(form.getByRole("button", { name: "Sign and submit W-9" }));
    expect(await form.findByText("Please enter the name on your income tax return.")).toBeTruthy();
    expect(form.getByText("Please check the box to certify the W-9 under penalties of perjury.")).toBeTruthy();
    expect(api.filter((call) => call.route === W9_ROUTE)).toHaveLength(0);

    fireEvent.change(form.getByLabelText("Name (as shown on your income tax return)"), { target: { value: "Dana Realtor" } });
    fireEvent.change(form.getByLabelText("Federal tax classification"), { target: { value: "individual" } });
    fireEvent.change(form.getByLabelText("Address (number, street, and apt. or suite no.)"), { target: { value: "12 Frederick Ave" } });
    fireEvent.change(form.getByLabelText("City"), { target: { value: "St. Joseph" } });
    fireEvent.change(form.getByLabelText("ZIP code"), { target: { value: "64501" } });
    fireEvent.change(form.getByLabelText("Taxpayer identification number type"), { target: { value: "ssn" } });
    fireEvent.change(form.getByLabelText("Taxpayer identification number"), { target: { value: "271-83-4596" } });
    fireEvent.change(form.getByLabelText("Type your full name to sign"), { target: { value: "Dana Realtor" } });
    fireEvent.click(form.getByLabelText(/Under penalties of perjury, I certify the statements above/));
    fireEvent.click(form.getByRole("button", { name: "Sign and submit W-9" }));

    await waitFor(() => expect(api.filter((call) => call.route === W9_ROUTE)).toHaveLength(1));
    expect(api.find((call) => call.route === W9_ROUTE)!.body).toEqual({
      legalName: "Dana Realtor",
      taxClassification: "individual",
      address: "12 Frederick Ave",
      city: "St. Joseph",
      state: "MO",
      zipCode: "64501",
      tinType: "ssn",
      tin: "271-83-4596",
      signatureName: "Dana Realtor",
      certify: true,
    });
    expect(await tax.findByText("Thank you: your W-9 is on file (TIN ending 4596).")).toBeTruthy();
    expect(await tax.findByText("W-9 on file (TIN ending 4596)")).toBeTruthy();
    expect(tax.getByRole("button", { name: "File a new W-9" })).toBeTruthy();
  });

  it("asks an LLC for its tax classification before sending", async () => {
    const api = open(() => NONE);
    const form = within(await (await section()).findByRole("form", { name: "W-9" }));
    fireEvent.change(form.getByLabelText("Federal tax classification"), { target: { value: "llc" } });
    fireEvent.click(form.getByRole("button", { name: "Sign and submit W-9" }));
    expect(await form.findByText("Please choose the LLC's tax classification: C, S or P.")).toBeTruthy();
    expect(form.getByLabelText("LLC tax classification")).toBeTruthy();
    expect(api.filter((call) => call.route === W9_ROUTE)).toHaveLength(0);
  });

  it("sets direct deposit: checks the routing number's check digit before sending, then shows the account's last four", async () => {
    let current: MyTaxAndPayoutResponseDto = { ...NONE, w9: W9 };
    const api = open(() => current, {
      [PAYOUT_ROUTE]: () => {
        current = {
          ...current,
          payoutMethod: { method: "ach", routingNumber: "101000019", accountLast4: "6789", accountType: "checking", updatedAt: "2026-11-29T10:00:00.000Z" },
        };
        return { status: 200, data: current };
      },
    });
    const tax = await section();
    expect(await tax.findByText("Not chosen yet")).toBeTruthy();
    const form = within(tax.getByRole("form", { name: "Payout method" }));
    expect((form.getByLabelText("Direct deposit (ACH) to your bank account") as HTMLInputElement).checked).toBe(true);
    fireEvent.change(form.getByLabelText("Routing number"), { target: { value: "101000018" } });
    fireEvent.change(form.getByLabelText("Account number"), { target: { value: "000123456789" } });
    fireEvent.change(form.getByLabelText("Account type"), { target: { value: "checking" } });
    fireEvent.click(form.getByRole("button", { name: "Save payout method" }));
    expect(await form.findByText(/The routing number must be the 9 digits printed at the bottom left of a check/)).toBeTruthy();
    expect(api.filter((call) => call.route === PAYOUT_ROUTE)).toHaveLength(0);

    fireEvent.change(form.getByLabelText("Routing number"), { target: { value: "101000019" } });
    fireEvent.click(form.getByRole("button", { name: "Save payout method" }));
    await waitFor(() => expect(api.filter((call) => call.route === PAYOUT_ROUTE)).toHaveLength(1));
    expect(api.find((call) => call.route === PAYOUT_ROUTE)!.body).toEqual({
      method: "ach",
      routingNumber: "101000019",
      accountNumber: "000123456789",
      accountType: "checking",
    });
    expect(await tax.findByText("Direct deposit (ACH) to checking account ending 6789")).toBeTruthy();
    expect(tax.queryByText(/000123456789/)).toBeNull();
  });

  it("a check sends only the method, and the server's refusal without a W-9 is shown", async () => {
    const api = open(() => NONE, {
      [PAYOUT_ROUTE]: () => ({
        status: 409,
        data: { statusCode: 409, message: "A check is mailed to the address on your W-9: please file your W-9 first, then choose check." },
      }),
    });
    const form = within(await (await section()).findByRole("form", { name: "Payout method" }));
    fireEvent.click(form.getByLabelText("Paper check mailed to the address on your W-9"));
    fireEvent.click(form.getByRole("button", { name: "Save payout method" }));
    expect(await form.findByRole("alert")).toBeTruthy();
    expect(form.getByRole("alert").textContent).toMatch(/please file your W-9 first/);
    expect(api.find((call) => call.route === PAYOUT_ROUTE)!.body).toEqual({ method: "check" });
  });
});
