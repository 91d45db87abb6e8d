import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useParams } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DepositAgreementResponseDto, DepositResponseDto, DepositTermsResponseDto, EstimateResponseDto } from "@/api/generated/model";
import { builtInDesign } from "@/features/designs/built-in-plans";
import { addDays, businessToday } from "@/lib/dates";
import { deferred, installFakeApi, type FakeAnswer, type FakeHandler } from "@/test/fake-api";
import { renderWithQueryClient } from "@/test/render-route";
import CheckoutPage from "./checkout-page";
import { START_DATE_PAST_MESSAGE, START_DATE_REQUIRED_MESSAGE } from "../../../../backend/src/modules/deposits/deposit-rules";
import { CONSENT_MESSAGE, DEPOSIT_MESSAGES, SIGNER_NAME_MESSAGE } from "./deposit-fields";
import { accountPages } from "./pages";

const roseMount = { ...builtInDesign("rose-mount")!, id: 7 };

const TERMS: DepositTermsResponseDto = {
  amount: 250_000,
  payment: "No payment is taken on this site: sending a request to reserve charges nothing. We e-mail you an invoice for the deposit within one business day.",
  nextSteps: ["We e-mail your invoice within one business day.", "We call to go over the plan, the site and the schedule."],
  provider: "invoice",
  holdDays: 7,
};

const AGREEMENT: DepositAgreementResponseDto = {
  version: "2026-11-v1",
  title: "Reservation agreement",
  text: "# Reservation agreement\n\nThe $2,500 deposit holds the Rose Mount for 7 days.",
  html: "<h3>Reservation agreement</h3><p>The $2,500 deposit holds the Rose Mount for 7 days.</p>",
  sha256: "a".repeat(64),
};

let terms: DepositTermsResponseDto = TERMS;

const estimate: EstimateResponseDto = {
  totalCents: 41_000_000,
  lowCents: 37_700_000,
  highCents: 45_100_000,
  phases: [{ phase: "foundation", label: "Foundation", cents: 4_800_000 }],
  buildWeeks: 22,
  energy: { shell: "sip", label: "SIP", wallRValue: 26, roofRValue: 33, heatLossBtuPerHourF: 300, annualKwh: 4000, annualCostCents: 56_000 },
  comparison: [{ shell: "sip", label: "SIP", totalCents: 41_000_000, buildWeeks: 22, annualEnergyCostCents: 56_000 }],
  sipEnergySavingsPercent: 29,
};

let api: ReturnType<typeof installFakeApi>;
let depositHandler: FakeHandler;

beforeEach(() => {
  depositHandler = (body) => ({ status: 201, data: placed(body as Record<string, unknown>) });
  api = installFakeApi({
    "GET /api/designs/rose-mount": () => ({ status: 200, data: roseMount }),
    "GET /api/designs/7": () => ({ status: 200, data: roseMount }),
    "GET /api/designs/no-such-plan": () => ({
      status: 404,
      data: { statusCode: 404, message: "This plan does not exist or is no longer offered.", error: "Not Found" },
    }),
    "GET /api/designs/rose-mount/estimate": () => ({ status: 200, data: estimate }),
    "GET /api/deposits/terms": () => ({ status: 200, data: terms }),
    "GET /api/deposits/agreement": () => ({ status: 200, data: AGREEMENT }),
    "POST /api/deposits": (body) => depositHandler(body),
  });
});

afterEach(() => {
  api.restore();
  terms = TERMS;
});

function placed(body: Record<string, unknown>): DepositResponseDto {
  return {
    id: 41,
    design: { id: 7, slug: "rose-mount", name: "Rose Mount", category: "Barndominium" },
    amount: 250_000,
    status: "pending",
    createdAt: "2026-11-22T15:00:00.000Z",
    street: body.street as string,
    city: body.city as string,
    state: (body.state as string) ?? "MO",
    zipCode: body.zipCode as string,
    expectedStartDate: body.expectedStartDate as string,
    siteVisitRequired: Boolean(body.siteVisitRequired),
    additionalNotes: (body.additionalNotes as string | undefined) ?? null,
    paymentProvider: terms.provider,
    holdExpiresAt: null,
    paidAt: null,
    refundedAmount: 0,
    checkoutUrl: null,
    signature: { agreementVersion: AGREEMENT.version, sha256: AGREEMENT.sha256, signerName: body.signerName as string, signedAt: "2026-11-22T15:00:00.000Z" },
  };
}

function Confirmation() {
  return <h1>Confirmation of {useParams().designId}</h1>;
}

function renderPage(url = "/checkout/rose-mount") {
  const Stub = createRoutesStub([
    { id: accountPages.checkout.id, path: accountPages.checkout.path, Component: CheckoutPage },
    { path: "/deposit-confirmation/:designId", Component: Confirmation },
  ]);
  return renderWithQueryClient(<Stub initialEntries={[url]} />);
}

const form = () => screen.getByRole("form", { name: "Your request to reserve" });
const field = (label: string | RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
const submit = () =>
  within(form()).getByRole("button", {
    name: /Sign and send request to reserve|Sign and pay the deposit|Sending your request\.\.\.|Opening the secure payment page\.\.\./,
  });
const posted = () => api.calls.filter((call) => call.route === "POST /api/deposits");

/** The message shown under a field, linked to it (the field may also have a description). */
function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  const error = ids.find((id) => id.endsWith("-error"));
  return error ? document.getElementById(error)!.textContent : null;
}

const tomorrow = () => addDays(businessToday(), 1);

async function fillValid() {
  await screen.findByRole("form", { name: "Your request to reserve" });
  fireEvent.change(field("Street address"), { target: { value: "18250 County Road 360" } });
  fireEvent.change(field("City"), { target: { value: "Savannah" } });
  fireEvent.change(field("ZIP code"), { target: { value: "64485" } });
  fireEvent.change(field("Expected start date"), { target: { value: addDays(businessToday(), 90) } });
  fireEvent.click(field(/visit the site/));
  fireEvent.change(field(/Additional notes/), { target: { value: "Gravel drive from the east; power at the road." } });
  await screen.findByRole("region", { name: "Reservation agreement (version 2026-11-v1)" });
  fireEvent.change(field("Your full name"), { target: { value: "Dana Whitfield" } });
  fireEvent.click(field(/sign this agreement electronically/));
}

describe("/checkout/:designId", () => {
  it("sums up the plan with its estimate, the deposit in dollars and what happens next", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Request to reserve the Rose Mount" })).toBeTruthy();
    const main = document.body;
    expect(await screen.findByText("$377,000 to $451,000")).toBeTruthy();
    expect(within(main).getAllByText("$2,500").length).toBeGreaterThan(0);
    expect(screen.getByText(TERMS.payment)).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(expect.arrayContaining(TERMS.nextSteps));
    const sheet = screen.getByRole("img", { name: /^Rose Mount spec sheet/ });
    expect([sheet.getAttribute("width"), sheet.getAttribute("height")]).toEqual(["640", "400"]);
    expect(screen.getByText("1,800 sq ft")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Back to the Rose Mount plan/ }).getAttribute("href")).toBe("/designs/rose-mount");
  });

  it("labels every field: Missouri by default, a numeric ZIP, a start date from tomorrow", async () => {
    renderPage();
    await screen.findByRole("form", { name: "Your request to reserve" });
    expect((field("State") as unknown as HTMLSelectElement).value).toBe("MO");
    expect(field("ZIP code").getAttribute("inputmode")).toBe("numeric");
    expect(field("ZIP code").getAttribute("autocomplete")).toBe("postal-code");
    expect(field("Expected start date").type).toBe("date");
    expect(field("Expected start date").min).toBe(tomorrow());
    expect(field(/visit the site/).checked).toBe(false);
    fireEvent.change(field(/Additional notes/), { target: { value: "Pond to the north." } });
    expect(await screen.findByText("18 of 2,000 characters")).toBeTruthy();
    expect(field("Your full name").getAttribute("autocomplete")).toBe("name");
    expect(field(/sign this agreement electronically/).checked).toBe(false);
    expect(submit().textContent).toBe("Sign and send request to reserve");
  });

  it("shows the server's messages under the fields before sending anything", async () => {
    renderPage();
    await screen.findByRole("region", { name: "Reservation agreement (version 2026-11-v1)" });
    fireEvent.click(submit());
    await waitFor(() => expect(errorOf(field("Street address"))).toBe(DEPOSIT_MESSAGES.street));
    expect(errorOf(field("City"))).toBe(DEPOSIT_MESSAGES.city);
    expect(errorOf(field("ZIP code"))).toBe(DEPOSIT_MESSAGES.zipCode);
    expect(errorOf(field("Expected start date"))).toBe(START_DATE_REQUIRED_MESSAGE);
    expect(errorOf(field("Your full name"))).toBe(SIGNER_NAME_MESSAGE);
    expect(errorOf(field(/sign this agreement electronically/))).toBe(CONSENT_MESSAGE);

    await fillValid();
    fireEvent.change(field("ZIP code"), { target: { value: "6448" } });
    fireEvent.change(field("Expected start date"), { target: { value: businessToday() } });
    fireEvent.click(submit());
    await waitFor(() => expect(errorOf(field("Expected start date"))).toBe(START_DATE_PAST_MESSAGE));
    expect(errorOf(field("ZIP code"))).toBe(DEPOSIT_MESSAGES.zipCode);
    expect(errorOf(field("Street address"))).toBeNull();
    expect(field("ZIP code").getAttribute("aria-invalid")).toBe("true");
    expect(posted()).toEqual([]);
  });

  it("puts the server's per-field answers under their fields", async () => {
    depositHandler = () => ({
      status: 400,
      data: {
        statusCode: 400,
        message: ["Street must be a single line of text.", "Expected start date must be in the future."],
        error: "Bad Request",
        errors: [
          { field: "street", message: "Street must be a single line of text." },
          { field: "expectedStartDate", message: "Expected start date must be in the future." },
        ],
      },
    });
    renderPage();
    await fillValid();
    fireEvent.click(submit());
    await waitFor(() => expect(errorOf(field("Street address"))).toBe("Street must be a single line of text."));
    expect(errorOf(field("Expected start date"))).toBe("Expected start date must be in the future.");
    expect(posted()).toHaveLength(1);
  });

  it("says what went wrong when the server refuses the whole deposit", async () => {
    depositHandler = () => ({ status: 404, data: { statusCode: 404, message: "That plan is not available for deposits.", error: "Not Found" } });
    renderPage();
    await fillValid();
    fireEvent.click(submit());
    expect((await screen.findByRole("alert")).textContent).toContain("That plan is not available for deposits.");
  });

  it("places the deposit: 'Sending your request...' while it is sent, then the confirmation", async () => {
    const answer = deferred<FakeAnswer>();
    let body: Record<string, unknown> = {};
    depositHandler = (sent) => {
      body = sent as Record<string, unknown>;
      return answer.promise;
    };
    renderPage();
    await fillValid();
    fireEvent.click(submit());
    await waitFor(() => expect(submit().textContent).toBe("Sending your request..."));
    expect(submit()).toHaveProperty("disabled", true);
    expect(body).toEqual({
      designId: "rose-mount",
      street: "18250 County Road 360",
      city: "Savannah",
      state: "MO",
      zipCode: "64485",
      expectedStartDate: addDays(businessToday(), 90),
      siteVisitRequired: true,
      additionalNotes: "Gravel drive from the east; power at the road.",
      signerName: "Dana Whitfield",
      consentToSignElectronically: true,
      agreementVersion: AGREEMENT.version,
      agreementSha256: AGREEMENT.sha256,
    });
    await act(async () => answer.resolve({ status: 201, data: placed(body) }));
    expect(await screen.findByRole("heading", { level: 1, name: "Confirmation of rose-mount" })).toBeTruthy();
  });

  it("shows the agreement to sign, with its version and the hash of its text", async () => {
    renderPage();
    const text = await screen.findByRole("region", { name: "Reservation agreement (version 2026-11-v1)" });
    expect(text.textContent).toContain("The $2,500 deposit holds the Rose Mount for 7 days.");
    expect(text.getAttribute("tabindex")).toBe("0");
    expect(screen.getByText("a".repeat(64))).toBeTruthy();
  });

  it("with payment on the site, signs and goes on to Stripe's checkout page", async () => {
    terms = { ...TERMS, provider: "stripe", payment: "Pay the deposit now by card or US bank account on Stripe's secure page." };
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    depositHandler = (sent) => ({
      status: 201,
      data: { ...placed(sent as Record<string, unknown>), checkoutUrl: "https://checkout.stripe.com/c/pay/cs_test_1" },
    });
    try {
      renderPage();
      expect(await screen.findByRole("heading", { level: 1, name: "Reserve the Rose Mount" })).toBeTruthy();
      expect(await screen.findByRole("heading", { level: 2, name: "The deposit, paid online" })).toBeTruthy();
      await fillValid();
      expect(submit().textContent).toBe("Sign and pay the deposit");
      fireEvent.click(submit());
      await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_test_1"));
      expect(submit().textContent).toBe("Opening the secure payment page...");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("gives a plan reached by its id the plan's one URL", async () => {
    renderPage("/checkout/7");
    expect(await screen.findByRole("heading", { level: 1, name: "Request to reserve the Rose Mount" })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.route === "GET /api/designs/rose-mount")).toBe(true));
  });

  it("is the not-found page for a plan that is not offered", async () => {
    renderPage("/checkout/no-such-plan");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(posted()).toEqual([]);
  });
});
