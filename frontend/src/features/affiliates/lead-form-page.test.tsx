import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AffiliateStatus, UserRole, type MyAffiliateResponseDto } from "@/api/generated/model";
import { deferred, installFakeApi, type FakeAnswer, type FakeHandler } from "@/test/fake-api";
import { withQueryClient } from "@/test/render-route";
import { clearSessionCookie, setSessionCookie, userWith } from "../account/test/account-fixture";
import LeadFormPage, { LEAD_RECEIVED } from "./lead-form-page";
import { affiliatesPages } from "./pages";
import { RATE_LIMITED } from "@/components/public-form-parts";

const ROUTE = "POST /api/affiliate-leads";
const NOT_ACTIVE = "This affiliate code is not active.";

const PARTNER: MyAffiliateResponseDto = {
  id: 7,
  email: "dana@prairie-realty.example",
  firstName: "Dana",
  lastName: "Whitfield",
  businessName: "Prairie Realty",
  phone: "(816) 555-0199",
  address: "412 Felix Street",
  city: "St. Joseph",
  state: "MO",
  zipCode: "64501",
  website: null,
  affiliateCode: "K7MPQ4RT",
  referralLink: "https://example.com/?ref=K7MPQ4RT",
  status: AffiliateStatus.active,
  commissionRate: 22.5,
  rawLeadSharePercent: 50,
  holdDays: 30,
  agreementSignedAt: "2026-03-02T15:00:00.000Z",
  taxIdProvided: true,
  w9Submitted: true,
};

let api: ReturnType<typeof installFakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
  clearSessionCookie();
});

const received = (): FakeAnswer => ({ status: 201, data: { message: LEAD_RECEIVED } });

function page() {
  const Stub = createRoutesStub([{ id: affiliatesPages.leadForm.id, path: "/affiliate-lead-form", Component: LeadFormPage }]);
  return withQueryClient(<Stub initialEntries={["/affiliate-lead-form"]} />);
}

function open(routes: Record<string, FakeHandler> = {}) {
  api = installFakeApi({ [ROUTE]: received, ...routes });
  return render(page());
}

function openAsPartner(partner: FakeHandler = () => ({ status: 200, data: PARTNER }), extra: Record<string, FakeHandler> = {}) {
  setSessionCookie();
  return open({ "GET /api/auth/me": () => ({ status: 200, data: userWith(UserRole.affiliate) }), "GET /api/affiliate/me": partner, ...extra });
}

const form = () => screen.getByRole("form", { name: "Your customer's details" });
const field = (label: string | RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
const codeField = () => field(/^Affiliate code/);
const submit = () => fireEvent.click(within(form()).getByRole("button", { name: /Send referral|Sending\.\.\./ }));
const posted = () => api!.calls.filter((call) => call.route === ROUTE).map((call) => call.body);
const asked = (route: string) => api!.calls.filter((call) => call.route === route).length;

/** The error shown for a control (linked by aria-describedby), or null. */
function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id.endsWith("-error"));
  return ids.length ? ids.map((id) => document.getElementById(id)!.textContent).join(" ") : null;
}

/** Its help text (aria-describedby, not the error). */
function noteOf(input: HTMLElement): string {
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id.endsWith("-description"));
  return ids.map((id) => document.getElementById(id)!.textContent).join(" ");
}

function fillCustomer() {
  fireEvent.change(field(/^Customer first name/), { target: { value: "Megan" } });
  fireEvent.change(field(/^Customer last name/), { target: { value: "Harlow" } });
  fireEvent.change(field(/^Customer email/), { target: { value: "megan.harlow@example.org" } });
  fireEvent.change(field(/^Customer phone/), { target: { value: "816-555-0123" } });
  fireEvent.change(field(/^Location/), { target: { value: "Savannah, Andrew County" } });
  fireEvent.click(field(/^Done deal/));
}

describe("/affiliate-lead-form, anonymous visitor", () => {
  it("has its h1, says the customer is not e-mailed, and links the registration and the dashboard", () => {
    open();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Submit a Referral"]);
    expect(document.body.textContent).toContain("Your customer gets no e-mail from this form.");
    expect(screen.getAllByRole("link", { name: "Become a referral partner" }).every((link) => link.getAttribute("href") === "/affiliate-registration")).toBe(
      true,
    );
    expect(screen.getByRole("link", { name: "partner dashboard" }).getAttribute("href")).toBe("/affiliate-dashboard");
  });

  it("lets the visitor type the code, and never asks for a partner profile", async () => {
    open();
    expect(codeField().readOnly).toBe(false);
    expect(codeField().value).toBe("");
    expect(noteOf(codeField())).toContain("The code we e-mailed you when we approved your application.");
    await act(async () => {});
    expect(asked("GET /api/affiliate/me")).toBe(0);
  });

  it("explains both lead types with the default numbers", () => {
    open();
    const doneDeal = field(/^Done deal \(ready to build\)/);
    const rawLead = field(/^Raw lead \(we do the selling\)/);
    expect(doneDeal.type).toBe("radio");
    expect(noteOf(doneDeal)).toContain("you earn your full rate (20.0% of the net profit by default)");
    expect(noteOf(rawLead)).toContain("currently half (10.0% of the net profit at the default rate)");
  });

  it("shows spec §5's messages word for word on an empty submit, and sends nothing", async () => {
    open();
    submit();
    await waitFor(() => expect(errorOf(codeField())).toBe("Affiliate code is required"));
    expect(errorOf(field(/^Customer first name/))).toBe("Customer first name is required");
    expect(errorOf(field(/^Customer last name/))).toBe("Customer last name is required");
    expect(errorOf(field(/^Customer email/))).toBe("Valid customer email is required");
    expect(errorOf(field(/^Customer phone/))).toBe("Customer phone is required");
    expect(errorOf(field(/^Location/))).toBe("Location is required");
    expect(errorOf(field(/^Done deal/))).toBe("Lead type is required");
    expect(errorOf(field(/^Raw lead/))).toBe("Lead type is required");
    for (const optional of [/^Project type/, /^Estimated budget/, /^Timeframe/, /^Land status/, /^Notes/]) expect(errorOf(field(optional))).toBeNull();
    expect(posted()).toHaveLength(0);
  });

  it("wants 10 digits in the customer's phone and a real e-mail address", async () => {
    open();
    fireEvent.change(codeField(), { target: { value: "K7MPQ4RT" } });
    fillCustomer();
    fireEvent.change(field(/^Customer phone/), { target: { value: "555-0123" } });
    fireEvent.change(field(/^Customer email/), { target: { value: "megan.harlow" } });
    submit();
    await waitFor(() => expect(errorOf(field(/^Customer phone/))).toBe("Customer phone is required"));
    expect(errorOf(field(/^Customer email/))).toBe("Valid customer email is required");
    expect(posted()).toHaveLength(0);
  });

  it("sends the referral without blank optional fields, then confirms with focus and offers another", async () => {
    const answer = deferred<FakeAnswer>();
    open({ [ROUTE]: () => answer.promise });
    fireEvent.change(codeField(), { target: { value: "K7MPQ4RT" } });
    fillCustomer();
    fireEvent.change(field(/^Timeframe/), { target: { value: "Spring next year" } });
    submit();

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      affiliateCode: "K7MPQ4RT",
      customerFirstName: "Megan",
      customerLastName: "Harlow",
      customerEmail: "megan.harlow@example.org",
      customerPhone: "816-555-0123",
      location: "Savannah, Andrew County",
      leadType: "done_deal",
      timeframe: "Spring next year",
    });
    expect(within(form()).getByRole("button", { name: "Sending..." })).toHaveProperty("disabled", true);

    await act(async () => answer.resolve(received()));
    const confirmation = await screen.findByRole("status");
    expect(within(confirmation).getByRole("heading").textContent).toBe("Thanks! We will contact your customer within one business day.");
    expect(confirmation.textContent).toContain("under code K7MPQ4RT");
    expect(document.activeElement).toBe(confirmation);
    expect(screen.queryByRole("form", { name: "Your customer's details" })).toBeNull();

    fireEvent.click(within(confirmation).getByRole("button", { name: "Submit another referral" }));
    expect(field(/^Customer first name/).value).toBe("");
    expect(field(/^Done deal/).checked).toBe(false);
    expect(codeField().value).toBe("K7MPQ4RT");
  });

  it("shows the 422 for a code that is not active on the code field, keeping what was typed", async () => {
    open({ [ROUTE]: () => ({ status: 422, data: { statusCode: 422, message: NOT_ACTIVE, error: "Unprocessable Entity" } }) });
    fireEvent.change(codeField(), { target: { value: "NOPE2345" } });
    fillCustomer();
    submit();
    await waitFor(() => expect(errorOf(codeField())).toBe(NOT_ACTIVE));
    expect(document.activeElement).toBe(codeField());
    expect(codeField().value).toBe("NOPE2345");
    expect(field(/^Customer last name/).value).toBe("Harlow");
    expect(field(/^Done deal/).checked).toBe(true);
  });

  it("puts the server's 400 messages under their fields and says a 429 in plain words", async () => {
    let answer: FakeAnswer = {
      status: 400,
      data: {
        statusCode: 400,
        message: "Customer phone is required.",
        error: "Bad Request",
        errors: [{ field: "customerPhone", message: "Customer phone is required." }],
      },
    };
    open({ [ROUTE]: () => answer });
    fireEvent.change(codeField(), { target: { value: "K7MPQ4RT" } });
    fillCustomer();
    submit();
    await waitFor(() => expect(errorOf(field(/^Customer phone/))).toBe("Customer phone is required."));

    answer = {
      status: 429,
      data: { statusCode: 429, message: "Too many requests from your network. Please wait a minute and try again.", error: "Too Many Requests" },
    };
    submit();
    await waitFor(() => expect(within(form()).getByRole("alert").textContent).toBe(RATE_LIMITED));
    expect(field(/^Location/).value).toBe("Savannah, Andrew County");
  });
});

describe("/affiliate-lead-form, signed-in partner", () => {
  it("fills in the partner's code from getMyAffiliate and locks it, with their own numbers", async () => {
    openAsPartner();
    await waitFor(() => expect(codeField().value).toBe("K7MPQ4RT"));
    expect(codeField().readOnly).toBe(true);
    expect(noteOf(codeField())).toBe("Filled in from your partner account and locked, so this referral is credited to you.");
    expect(noteOf(field(/^Done deal/))).toContain("you earn your full rate: 22.5% of the net profit");
    expect(noteOf(field(/^Raw lead/))).toContain("you earn half of your rate: 11.25% of the net profit");
    expect(asked("GET /api/affiliate/me")).toBe(1);

    fillCustomer();
    submit();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ affiliateCode: "K7MPQ4RT", leadType: "done_deal" });
    fireEvent.click(await screen.findByRole("button", { name: "Submit another referral" }));
    await waitFor(() => expect(codeField().value).toBe("K7MPQ4RT"));
    expect(codeField().readOnly).toBe(true);
  });

  it("keeps the code box read-only while it looks the code up", async () => {
    const answer = deferred<FakeAnswer>();
    openAsPartner(() => answer.promise);
    await waitFor(() => expect(noteOf(codeField())).toBe("Looking up the code of your partner account…"));
    expect(codeField().readOnly).toBe(true);
    await act(async () => answer.resolve({ status: 200, data: PARTNER }));
    await waitFor(() => expect(codeField().value).toBe("K7MPQ4RT"));
  });

  it("leaves the code to type, with a note, when the partner is not active or the lookup fails", async () => {
    openAsPartner(() => ({ status: 200, data: { ...PARTNER, status: AffiliateStatus.suspended } }));
    await waitFor(() => expect(noteOf(codeField())).toBe("Your partner account: Suspended. Referrals are accepted only with the code of an active partner."));
    expect(codeField().readOnly).toBe(false);
    expect(codeField().value).toBe("");
  });

  it("says so when the partner profile cannot be read", async () => {
    openAsPartner(() => ({ status: 404, data: { statusCode: 404, message: "Not Found", error: "Not Found" } }));
    await waitFor(() => expect(noteOf(codeField())).toBe("We could not look up your partner code just now. Please type it in."));
    expect(codeField().readOnly).toBe(false);
  });

  it("does not ask for a partner profile for another signed-in role", async () => {
    setSessionCookie();
    open({ "GET /api/auth/me": () => ({ status: 200, data: userWith(UserRole.user) }) });
    await waitFor(() => expect(asked("GET /api/auth/me")).toBe(1));
    await act(async () => {});
    expect(asked("GET /api/affiliate/me")).toBe(0);
    expect(codeField().readOnly).toBe(false);
  });

  it("prerenders the empty, typeable form even with a session (nobody is signed in on the server)", () => {
    setSessionCookie();
    api = installFakeApi({});
    const html = renderToString(page());
    expect(html).toContain("Your customer&#x27;s details");
    expect(html).toMatch(/<input[^>]*name="affiliateCode"/);
    expect(html).not.toMatch(/<input[^>]*readOnly[^>]*name="affiliateCode"/);
    expect(html).toContain("The code we e-mailed you when we approved your application.");
    expect(api.calls).toHaveLength(0);
  });
});
