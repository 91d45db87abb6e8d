import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deferred, installFakeApi, type FakeAnswer, type FakeHandler } from "@/test/fake-api";
import { withQueryClient } from "@/test/render-route";
import { affiliatesPages } from "./pages";
import { NETWORK_FAILURE, RATE_LIMITED } from "@/components/public-form-parts";
import RegistrationPage, { AGREEMENT_LABEL } from "./registration-page";

const ROUTE = "POST /api/affiliate-registration";
const RECEIVED = "Thank you for applying! We review every application within two business days and will e-mail you what happens next.";

let api: ReturnType<typeof installFakeApi>;
let handler: FakeHandler;

beforeEach(() => {
  handler = () => ({ status: 201, data: { message: RECEIVED } });
  api = installFakeApi({ [ROUTE]: (body) => handler(body) });
});

afterEach(() => {
  api.restore();
});

function page() {
  const Stub = createRoutesStub([{ id: affiliatesPages.registration.id, path: "/affiliate-registration", Component: RegistrationPage }]);
  return withQueryClient(<Stub initialEntries={["/affiliate-registration"]} />);
}

const form = () => screen.getByRole("form", { name: "Your partner application" });
const field = (label: string | RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(within(form()).getByRole("button", { name: /Send my application|Sending\.\.\./ }));
const posted = () => api.calls.filter((call) => call.route === ROUTE).map((call) => call.body);

/** The message shown under a field (its error, linked by aria-describedby), or null. */
function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id.endsWith("-error"));
  return ids.length ? ids.map((id) => document.getElementById(id)!.textContent).join(" ") : null;
}

const labelOf = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`)!.textContent;

function fillValid() {
  fireEvent.change(field(/^First name/), { target: { value: "Dana" } });
  fireEvent.change(field(/^Last name/), { target: { value: "Whitfield" } });
  fireEvent.change(field(/^Email/), { target: { value: "dana@prairie-realty.example" } });
  fireEvent.change(field(/^Phone/), { target: { value: "(816) 555-0199" } });
  fireEvent.change(field(/^Business name/), { target: { value: "Prairie Realty" } });
  fireEvent.change(field(/^Address/), { target: { value: "412 Felix Street" } });
  fireEvent.change(field(/^City/), { target: { value: "St. Joseph" } });
  fireEvent.change(field(/^ZIP code/), { target: { value: "64501" } });
  fireEvent.click(field(new RegExp(`^${AGREEMENT_LABEL}`)));
}

describe("/affiliate-registration", () => {
  it("says who the program is for and how it pays, with the defaults as defaults", () => {
    render(page());
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Become a Referral Partner"]);
    const audience = screen.getByRole("heading", { level: 2, name: "People Missourians ask before they build" }).closest("section")!;
    expect(
      within(audience)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Real-estate agents", "Lenders", "Land sellers", "Past customers", "Tradespeople"]);
    expect(audience.textContent).toContain("northwest and central Missouri");

    const earn = screen.getByRole("heading", { level: 2, name: "What you earn, and when" }).closest("section")!.textContent;
    expect(earn).toContain("20.0% of the net profit");
    expect(earn).toContain("20.0% by default");
    expect(earn).toContain("currently half (10.0% of the net profit at the default rate)");
    expect(earn).toContain("currently 30 days");
    expect(earn).toContain("A referral that never becomes a building customer earns nothing");
    expect(earn).toContain("Self-referrals");

    const how = screen.getByRole("heading", { level: 2, name: "From application to payment in five steps" }).closest("section")!.textContent;
    expect(how).toContain("We review your application by hand");
    expect(how).toContain("our office pays it");
  });

  it("shows the whole agreement on the page, above its checkbox", () => {
    render(page());
    const agreement = within(form()).getByRole("heading", { level: 3, name: "Referral partner agreement" }).closest("section")!;
    const clauses = within(agreement)
      .getAllByRole("listitem")
      .map((item) => item.firstElementChild!.textContent);
    expect(clauses).toEqual(["What counts as a referral", "Commission", "Hold and clawback", "How you are paid", "How you promote us", "Ending the agreement"]);
    const text = agreement.textContent!;
    for (const term of [
      "self-referral",
      "duplicate",
      "currently 30 days",
      "clawback",
      "W-9",
      "No spam",
      "No misrepresentation",
      "Either of us may end this agreement",
    ]) {
      expect(text).toContain(term);
    }
    const box = field(new RegExp(`^${AGREEMENT_LABEL}`));
    expect(box.type).toBe("checkbox");
    expect(box.checked).toBe(false);
    expect(agreement.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("marks required fields in words, starts the state at MO and links the other partner pages", () => {
    render(page());
    expect(labelOf(field(/^Phone/))).toBe("Phone (required)");
    expect(field(/^Phone/).getAttribute("aria-required")).toBe("true");
    expect(labelOf(field(/^Website/))).toBe("Website (optional)");
    expect(labelOf(field(new RegExp(`^${AGREEMENT_LABEL}`)))).toBe(`${AGREEMENT_LABEL} (required)`);
    expect(field(/^State/).value).toBe("MO");
    expect(screen.getByRole("link", { name: "Submit a referral" }).getAttribute("href")).toBe("/affiliate-lead-form");
    expect(screen.getAllByRole("link", { name: "partner dashboard" })[0].getAttribute("href")).toBe("/affiliate-dashboard");
  });

  it("shows spec §5's messages word for word on an empty submit, and sends nothing", async () => {
    render(page());
    fireEvent.change(field(/^State/), { target: { value: "" } });
    submit();

    await waitFor(() => expect(errorOf(field(/^First name/))).toBe("First name is required"));
    expect(errorOf(field(/^Last name/))).toBe("Last name is required");
    expect(errorOf(field(/^Email/))).toBe("Please enter a valid email address");
    expect(errorOf(field(/^Phone/))).toBe("Phone number is required");
    expect(errorOf(field(/^Address/))).toBe("Address is required");
    expect(errorOf(field(/^City/))).toBe("City is required");
    expect(errorOf(field(/^State/))).toBe("State is required");
    expect(errorOf(field(/^ZIP code/))).toBe("ZIP code is required");
    expect(errorOf(field(new RegExp(`^${AGREEMENT_LABEL}`)))).toBe("You must accept the affiliate agreement");
    expect(errorOf(field(/^Business name/))).toBeNull();
    expect(errorOf(field(/^Website/))).toBeNull();
    expect(field(/^Phone/).getAttribute("aria-invalid")).toBe("true");
    expect(posted()).toHaveLength(0);
  });

  it("holds spec §9's limits: phone 10 digits, state 2, ZIP 5, website a web address or empty", async () => {
    render(page());
    fillValid();
    fireEvent.change(field(/^Phone/), { target: { value: "555-0142" } });
    fireEvent.change(field(/^State/), { target: { value: "M" } });
    fireEvent.change(field(/^ZIP code/), { target: { value: "6450" } });
    fireEvent.change(field(/^Website/), { target: { value: "prairie-realty.example" } });
    submit();

    await waitFor(() => expect(errorOf(field(/^Phone/))).toBe("Phone number is required"));
    expect(errorOf(field(/^State/))).toBe("State is required");
    expect(errorOf(field(/^ZIP code/))).toBe("ZIP code is required");
    expect(errorOf(field(/^Website/))).toBe("Please enter a valid website address starting with http:// or https://, or leave it empty.");
    expect(posted()).toHaveLength(0);
  });

  it("sends the application with agreementAccepted true, the state, and no blank optional fields", async () => {
    const answer = deferred<FakeAnswer>();
    handler = () => answer.promise;
    render(page());
    fillValid();
    submit();

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      firstName: "Dana",
      lastName: "Whitfield",
      email: "dana@prairie-realty.example",
      phone: "(816) 555-0199",
      businessName: "Prairie Realty",
      address: "412 Felix Street",
      city: "St. Joseph",
      state: "MO",
      zipCode: "64501",
      agreementAccepted: true,
    });
    expect(within(form()).getByRole("button", { name: "Sending..." })).toHaveProperty("disabled", true);

    await act(async () => answer.resolve({ status: 201, data: { message: RECEIVED } }));
    const confirmation = await screen.findByRole("status");
    expect(within(confirmation).getByRole("heading", { name: "Application received" })).toBeTruthy();
    expect(confirmation.textContent).toContain(RECEIVED);
    expect(confirmation.textContent).toContain("Our office reviews your application by hand.");
    expect(confirmation.textContent).toContain("your referral code, your referral link and a link to set the password");
    expect(document.activeElement).toBe(confirmation);
    expect(screen.queryByRole("form", { name: "Your partner application" })).toBeNull();
  });

  it("sends a website that is a web address", async () => {
    render(page());
    fillValid();
    fireEvent.change(field(/^Website/), { target: { value: "https://prairie-realty.example" } });
    submit();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ website: "https://prairie-realty.example" });
  });

  it("puts the server's 400 messages under their fields", async () => {
    handler = () => ({
      status: 400,
      data: {
        statusCode: 400,
        message: "Please enter your name without links.",
        error: "Bad Request",
        errors: [{ field: "lastName", message: "Please enter your name without links." }],
      },
    });
    render(page());
    fillValid();
    submit();
    await waitFor(() => expect(errorOf(field(/^Last name/))).toBe("Please enter your name without links."));
    expect(within(form()).getByRole("alert").textContent).toBe("");
  });

  it("says in plain words when the form was sent too often (429) or the network is down, and keeps the values", async () => {
    handler = () => ({
      status: 429,
      data: { statusCode: 429, message: "Too many requests from your network. Please wait a minute and try again.", error: "Too Many Requests" },
    });
    render(page());
    fillValid();
    submit();
    await waitFor(() => expect(within(form()).getByRole("alert").textContent).toBe(RATE_LIMITED));
    expect(field(/^Email/).value).toBe("dana@prairie-realty.example");

    handler = () => "network";
    submit();
    await waitFor(() => expect(within(form()).getByRole("alert").textContent).toBe(NETWORK_FAILURE));
    expect(field(/^Last name/).value).toBe("Whitfield");
  });

  it("prerenders the empty form with the agreement", () => {
    const html = renderToString(page());
    expect(html).toContain("Your partner application");
    expect(html).toContain("Referral partner agreement");
    expect(html).toContain(AGREEMENT_LABEL);
    expect(html).toMatch(/value="MO"/);
  });
});
