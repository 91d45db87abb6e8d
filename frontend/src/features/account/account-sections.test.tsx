import type { ReactNode } from "react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { DepositResponseDto, SavedDesignResponseDto, UserResponseDto } from "@/api/generated/model";
import { builtInDesign } from "@/features/designs/built-in-plans";
import { installFakeApi, type FakeHandler } from "@/test/fake-api";
import { renderWithQueryClient } from "@/test/render-route";
import { DepositsSection } from "./deposits-section";
import { SavedDesignsSection } from "./saved-designs-section";

const buyer: UserResponseDto = {
  id: 3,
  email: "dana@example.org",
  firstName: "Dana",
  lastName: "Whitfield",
  phone: null,
  profileImageUrl: null,
  role: "user",
  twoStepEnabled: false,
  emailConfirmed: true,
  createdAt: "2026-10-01T12:00:00.000Z",
};

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => {
  api?.restore();
  document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

function renderSignedIn(routes: Record<string, FakeHandler>, Section: () => ReactNode) {
  document.cookie = "XSRF-TOKEN=test-token; path=/";
  api = installFakeApi({ "GET /api/auth/me": () => ({ status: 200, data: buyer }), ...routes });
  const Stub = createRoutesStub([{ path: "/account", Component: Section }]);
  return renderWithQueryClient(<Stub initialEntries={["/account"]} />);
}

describe("Saved designs on /account", () => {
  it("lists each saved plan with its spec sheet, figures and links, and removes one", async () => {
    let list: SavedDesignResponseDto[] = [
      { design: builtInDesign("rose-mount")!, savedAt: "2026-11-22T10:00:00.000Z" },
      { design: builtInDesign("spirit")!, savedAt: "2026-11-20T10:00:00.000Z" },
    ];
    renderSignedIn(
      {
        "GET /api/account/saved-designs": () => ({ status: 200, data: list }),
        "DELETE /api/account/saved-designs/rose-mount": () => {
          list = list.filter((entry) => entry.design.slug !== "rose-mount");
          return { status: 204 };
        },
      },
      SavedDesignsSection,
    );
    const section = await screen.findByRole("region", { name: "Saved designs" });
    expect(section.id).toBe("saved-designs");
    await waitFor(() => expect(within(section).getAllByRole("article")).toHaveLength(2));
    const rose = within(section).getAllByRole("article")[0];
    expect(within(rose).getByRole("link", { name: "Rose Mount" }).getAttribute("href")).toBe("/designs/rose-mount");
    expect(within(rose).getByRole("link", { name: "Reserve Rose Mount" }).getAttribute("href")).toBe("/checkout/rose-mount");
    expect(within(rose).getByRole("img", { name: "Rose Mount spec sheet" })).toBeTruthy();
    expect(within(rose).getByText("3,820 sq ft")).toBeTruthy();

    await waitFor(() => expect(within(rose).getByRole("button", { name: "Remove Rose Mount from saved designs" })).toHaveProperty("disabled", false));
    fireEvent.click(within(rose).getByRole("button", { name: "Remove Rose Mount from saved designs" }));
    await waitFor(() => expect(within(section).getAllByRole("article")).toHaveLength(1));
    expect(within(section).queryByText("Rose Mount")).toBeNull();
    expect(api!.calls.some((call) => call.route === "DELETE /api/account/saved-designs/rose-mount")).toBe(true);
  });

  it("keeps a plan the office archived, saying so and offering to ask about it instead of reserving (issue 31)", async () => {
    const oak = { ...builtInDesign("oak")!, status: "archived" as const };
    renderSignedIn(
      { "GET /api/account/saved-designs": () => ({ status: 200, data: [{ design: oak, savedAt: "2026-11-22T10:00:00.000Z" }] }) },
      SavedDesignsSection,
    );
    const article = await screen.findByRole("article");
    expect(within(article).getByRole("link", { name: "Oak" }).getAttribute("href")).toBe("/designs/oak");
    expect(within(article).getByText(/No longer in our catalogue, so it cannot be reserved online/)).toBeTruthy();
    expect(within(article).queryByRole("link", { name: /Reserve/ })).toBeNull();
    expect(within(article).getByRole("link", { name: "Ask about it (Oak)" }).getAttribute("href")).toBe("/contact?model=Oak");
  });

  it("points to the designs when nothing is saved", async () => {
    renderSignedIn({ "GET /api/account/saved-designs": () => ({ status: 200, data: [] }) }, SavedDesignsSection);
    expect(await screen.findByText(/You haven't saved any plans yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /our barndominium and SIP home designs/ }).getAttribute("href")).toBe("/designs");
  });
});

describe("Deposits on /account", () => {
  const deposit: DepositResponseDto = {
    id: 41,
    design: { id: 7, slug: "rose-mount", name: "Rose Mount", category: "Barndominium" },
    amount: 250_000,
    status: "pending",
    createdAt: "2026-11-22T15:00:00.000Z",
    street: "18250 County Road 360",
    city: "Savannah",
    state: "MO",
    zipCode: "64485",
    expectedStartDate: "2027-05-03",
    siteVisitRequired: false,
    additionalNotes: null,
    paymentProvider: "invoice",
    holdExpiresAt: null,
    paidAt: null,
    refundedAmount: 0,
    checkoutUrl: null,
    signature: { agreementVersion: "2026-11-v1", sha256: "c".repeat(64), signerName: "Jane Whitaker", signedAt: "2026-11-20T15:00:00.000Z" },
  };

  it("lists each deposit with its amount, status, dates and confirmation", async () => {
    renderSignedIn({ "GET /api/deposits": () => ({ status: 200, data: [deposit] }) }, DepositsSection);
    const item = (await screen.findAllByRole("article"))[0];
    expect(within(item).getByText("$2,500")).toBeTruthy();
    expect(within(item).getByText("Request received — invoice to follow")).toBeTruthy();
    expect(within(item).getByText("November 22, 2026")).toBeTruthy();
    expect(within(item).getByText("May 3, 2027")).toBeTruthy();
    expect(within(item).getByRole("link", { name: "Reservation details for the Rose Mount" }).getAttribute("href")).toBe("/deposit-confirmation/rose-mount");
    expect(within(item).getByRole("link", { name: "Signed agreement (PDF) for the Rose Mount" }).getAttribute("href")).toBe("/api/deposits/41/agreement.pdf");
  });

  it("names where a deposit paid online stands: clearing, refunded in part", async () => {
    const online = { ...deposit, paymentProvider: "stripe" as const };
    renderSignedIn(
      {
        "GET /api/deposits": () => ({
          status: 200,
          data: [
            { ...online, status: "processing" },
            { ...online, id: 42, status: "refunded", refundedAmount: 50_000 },
          ],
        }),
      },
      DepositsSection,
    );
    const [clearing, refunded] = await screen.findAllByRole("article");
    expect(within(clearing).getByText("Bank payment clearing")).toBeTruthy();
    expect(within(refunded).getByText("Refunded")).toBeTruthy();
  });

  it("tells the buyer of an invoiced deposit to look for the payment details in their e-mail", async () => {
    renderSignedIn({ "GET /api/deposits": () => ({ status: 200, data: [{ ...deposit, status: "invoiced" }] }) }, DepositsSection);
    const item = (await screen.findAllByRole("article"))[0];
    expect(within(item).getByText("Invoiced — check your e-mail for payment details")).toBeTruthy();
    expect(within(item).queryByText(/Pending/)).toBeNull();
  });

  it("says when there are none", async () => {
    renderSignedIn({ "GET /api/deposits": () => ({ status: 200, data: [] }) }, DepositsSection);
    expect(await screen.findByText(/No reservations yet/)).toBeTruthy();
  });
});
