import { screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DepositResponseDto } from "@/api/generated/model";
import { business } from "@/lib/business";
import { installFakeApi, type FakeHandler } from "@/test/fake-api";
import { renderWithQueryClient } from "@/test/render-route";
import DepositConfirmationPage from "./deposit-confirmation-page";
import { accountPages } from "./pages";

const TERMS = {
  amount: 250_000,
  payment: "No payment is taken on this site: sending a request to reserve charges nothing. We e-mail you an invoice for the deposit within one business day.",
  nextSteps: ["We e-mail your invoice within one business day.", "We call to go over the plan, the site and the schedule."],
  provider: "invoice",
  holdDays: 7,
};

const deposit: DepositResponseDto = {
  id: 41,
  design: { id: 7, slug: "rose-mount", name: "Rose Mount", category: "Barndominium" },
  amount: 250_000,
  status: "pending",
  // 9:30 PM on Nov 21 in St. Joseph.
  createdAt: "2026-11-22T03:30:00.000Z",
  street: "18250 County Road 360",
  city: "Savannah",
  state: "MO",
  zipCode: "64485",
  expectedStartDate: "2027-05-03",
  siteVisitRequired: true,
  additionalNotes: "Gravel drive from the east.",
  paymentProvider: "invoice",
  holdExpiresAt: null,
  paidAt: null,
  refundedAmount: 0,
  checkoutUrl: null,
  signature: { agreementVersion: "2026-11-v1", sha256: "b".repeat(64), signerName: "Dana Whitfield", signedAt: "2026-11-22T03:30:00.000Z" },
};

/** The same deposit paid through Stripe Checkout, not paid yet. */
const unpaidOnline: DepositResponseDto = { ...deposit, paymentProvider: "stripe", holdExpiresAt: "2026-11-29T03:30:00.000Z" };

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => api?.restore());

function renderPage(
  latest: FakeHandler,
  url = "/deposit-confirmation/rose-mount",
  pay: FakeHandler = () => ({ status: 200, data: { checkoutUrl: "https://checkout.stripe.com/c/pay/cs_test_2" } }),
) {
  api = installFakeApi({
    "GET /api/deposits/latest/rose-mount": latest,
    "GET /api/deposits/terms": () => ({ status: 200, data: TERMS }),
    "POST /api/deposits/41/payment": pay,
  });
  const Stub = createRoutesStub([{ id: accountPages.depositConfirmation.id, path: accountPages.depositConfirmation.path, Component: DepositConfirmationPage }]);
  return renderWithQueryClient(<Stub initialEntries={[url]} />);
}

const detail = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("/deposit-confirmation/:designId", () => {
  it("shows the caller's latest deposit on the plan, its status, the next steps and how to reach us", async () => {
    renderPage(() => ({ status: 200, data: deposit }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your reservation of the Rose Mount" })).toBeTruthy();
    // Issue 25: no money changed hands, and the page says so.
    expect(screen.getByText(/No payment was taken\. We e-mail you an invoice for the \$2,500 deposit within one business day\./)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/We have your \$/);
    expect(detail("Deposit")).toBe("$2,500, invoiced by e-mail");
    expect(detail("Status")).toBe("Request received — invoice to follow");
    expect(detail("Sent on")).toBe("November 21, 2026");
    expect(detail("Build site")).toBe("18250 County Road 360, Savannah, MO 64485");
    expect(detail("Expected start")).toBe("May 3, 2027");
    expect(detail("Site visit")).toBe("Yes, we'll arrange a visit with you");
    expect(detail("Your notes")).toBe("Gravel drive from the east.");
    const next = await screen.findByRole("heading", { name: "What happens next" });
    const steps = within(next.parentElement!)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(steps).toEqual(TERMS.nextSteps);
    expect(screen.getByText(TERMS.payment)).toBeTruthy();
    expect(screen.getByRole("link", { name: business.phone }).getAttribute("href")).toMatch(/^tel:/);
    expect(screen.getByRole("link", { name: business.email })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your account" }).getAttribute("href")).toBe("/account");
    expect(screen.getByRole("link", { name: "Back to the Rose Mount plan" }).getAttribute("href")).toBe("/designs/rose-mount");
    // The signed agreement, its hash and its PDF; an invoice deposit offers no payment here.
    const signed = screen.getByRole("region", { name: "Your signed reservation agreement" });
    expect(signed.textContent).toContain("Signed electronically by Dana Whitfield");
    expect(signed.textContent).toContain("b".repeat(64));
    expect(within(signed).getByRole("link", { name: "Download the signed agreement (PDF)" }).getAttribute("href")).toBe("/api/deposits/41/agreement.pdf");
    expect(screen.queryByRole("button", { name: "Pay the deposit" })).toBeNull();
  });

  it("offers an unpaid online deposit's payment, and goes to Stripe's page for it", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    try {
      renderPage(() => ({ status: 200, data: unpaidOnline }));
      expect(await screen.findByText(/The \$2,500 deposit is not paid yet/)).toBeTruthy();
      expect(detail("Deposit")).toBe("$2,500, paid online by card or US bank account");
      expect(detail("Status")).toBe("Waiting for payment");
      expect(detail("Held until")).toBe("Nov 28, 2026, 9:30 PM");
      screen.getByRole("button", { name: "Pay the deposit" }).click();
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_test_2"));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows the server's sentence when there is nothing left to pay", async () => {
    renderPage(
      () => ({ status: 200, data: unpaidOnline }),
      undefined,
      () => ({ status: 409, data: { statusCode: 409, message: "This deposit is paid; there is nothing to pay.", error: "Conflict" } }),
    );
    (await screen.findByRole("button", { name: "Pay the deposit" })).click();
    expect((await screen.findByRole("alert")).textContent).toBe("This deposit is paid; there is nothing to pay.");
  });

  it("back from Stripe, says the payment is being confirmed until the webhook has marked it paid", async () => {
    let answers = 0;
    renderPage(
      () => ({ status: 200, data: ++answers < 2 ? unpaidOnline : { ...unpaidOnline, status: "paid", paidAt: "2026-11-22T03:31:00.000Z" } }),
      "/deposit-confirmation/rose-mount?paid=1&session_id=cs_test_2",
    );
    expect(await screen.findByText(/Stripe is confirming your payment/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Pay the deposit" })).toBeNull();
    expect(await screen.findByText("We received your $2,500 deposit. Thank you!", {}, { timeout: 5_000 })).toBeTruthy();
    expect(detail("Status")).toBe("Paid — thank you");
    expect(detail("Paid on")).toBe("November 21, 2026");
  });

  it("says so plainly when the caller has no deposit on the plan, with a way to place one", async () => {
    renderPage(() => ({ status: 404, data: { statusCode: 404, message: "You have no request to reserve this plan yet.", error: "Not Found" } }));
    expect(await screen.findByRole("heading", { level: 1, name: "You have not asked to reserve this plan yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Reserve this plan" }).getAttribute("href")).toBe("/checkout/rose-mount");
    expect(screen.queryByText(/Pending/)).toBeNull();
  });

  it("offers another try when the deposit cannot be loaded", async () => {
    renderPage(() => "network");
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Your request didn't load");
  });
});
