import { screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
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
};

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => api?.restore());

function renderPage(latest: FakeHandler, url = "/deposit-confirmation/rose-mount") {
  api = installFakeApi({
    "GET /api/deposits/latest/rose-mount": latest,
    "GET /api/deposits/terms": () => ({ status: 200, data: TERMS }),
  });
  const Stub = createRoutesStub([{ id: accountPages.depositConfirmation.id, path: accountPages.depositConfirmation.path, Component: DepositConfirmationPage }]);
  return renderWithQueryClient(<Stub initialEntries={[url]} />);
}

const detail = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("/deposit-confirmation/:designId", () => {
  it("shows the caller's latest deposit on the plan, its status, the next steps and how to reach us", async () => {
    renderPage(() => ({ status: 200, data: deposit }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your request to reserve the Rose Mount" })).toBeTruthy();
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
  });

  it("says so plainly when the caller has no deposit on the plan, with a way to place one", async () => {
    renderPage(() => ({ status: 404, data: { statusCode: 404, message: "You have no request to reserve this plan yet.", error: "Not Found" } }));
    expect(await screen.findByRole("heading", { level: 1, name: "You have not asked to reserve this plan yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Request to reserve" }).getAttribute("href")).toBe("/checkout/rose-mount");
    expect(screen.queryByText(/Pending/)).toBeNull();
  });

  it("offers another try when the deposit cannot be loaded", async () => {
    renderPage(() => "network");
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Your request didn't load");
  });
});
