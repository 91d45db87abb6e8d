import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ModerationReviewResponseDto, PaginatedModerationReviewsResponseDto } from "@/api/generated/model";
import type { FakeApi, FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import ContractorReviewsPage from "./contractor-reviews-page";
import { adminPages } from "./pages";

const LIST = "GET /api/admin/contractor-reviews";
const PATCH = "PATCH /api/admin/contractor-reviews/31";
let api: FakeApi | undefined;

const PENDING_REVIEW: ModerationReviewResponseDto = {
  id: 31,
  contractorId: 7,
  contractorName: "Bluestem SIP Builders",
  contractorSlug: "bluestem-sip-builders",
  contractorStatus: "approved",
  contractorAverageRating: 4.5,
  contractorReviewCount: 2,
  rating: 5,
  body: "They set our SIP shell in four days and left the site clean.",
  reviewerName: "Avery Lund",
  reviewerEmail: "avery@example.org",
  verifiedCustomer: false,
  hiredThroughDirectory: false,
  status: "pending",
  removalReason: null,
  reply: null,
  allowedStatuses: ["published", "rejected"],
  moderatedAt: null,
  moderatedById: null,
  // 9:30 PM on Nov 20 in Missouri.
  createdAt: "2026-11-21T03:30:00.000Z",
};

const PUBLISHED_REVIEW: ModerationReviewResponseDto = {
  ...PENDING_REVIEW,
  id: 30,
  rating: 4,
  body: "Good crew, a week late on the trim but honest about it.",
  reviewerName: "Sam Ortiz",
  reviewerEmail: "sam@example.org",
  verifiedCustomer: true,
  hiredThroughDirectory: true,
  status: "published",
  allowedStatuses: ["rejected"],
  reply: { body: "Thanks Sam, the trim delay was our supplier's; we owed you the call.", createdAt: "2026-10-03T15:00:00.000Z" },
  createdAt: "2026-10-02T15:00:00.000Z",
};

const page = (items: ModerationReviewResponseDto[], total = items.length): PaginatedModerationReviewsResponseDto => ({ items, page: 1, pageSize: 25, total });

function open(url: string, routes: Record<string, FakeHandler> = {}) {
  const rendered = renderRoute(url, [{ path: adminPages.contractorReviews.path, Component: ContractorReviewsPage }], {
    api: { [LIST]: () => ({ status: 200, data: page([PENDING_REVIEW, PUBLISHED_REVIEW]) }), ...routes },
  });
  api = rendered.api;
  return rendered;
}

const rowOf = async (reviewer: RegExp) => (await screen.findByRole("rowheader", { name: reviewer })).closest("tr")!;
const lists = () => api!.calls.filter((call) => call.route === LIST);

describe("/admin/contractor-reviews", () => {
  it("sends the URL's filters and page to the server, shows them in the form, and names the contractor filtered on", async () => {
    const { api, router } = open("/admin/contractor-reviews?status=pending&contractorId=7&verifiedCustomer=false&q=shell&page=2");
    await rowOf(/Avery Lund/);
    expect(api.calls[0].params).toEqual({ status: "pending", contractorId: "7", verifiedCustomer: "false", q: "shell", page: "2" });
    const form = screen.getByRole("search", { name: "Filter contractor reviews" });
    expect((within(form).getByLabelText("Status") as HTMLSelectElement).value).toBe("pending");
    expect((within(form).getByLabelText("Verified customer") as HTMLSelectElement).value).toBe("false");
    expect((within(form).getByLabelText("Words in the review, reviewer or contractor") as HTMLInputElement).value).toBe("shell");
    expect(screen.getByText(/Only the reviews of Bluestem SIP Builders\./)).toBeTruthy();

    // Applying the form keeps the contractor and starts again at page 1.
    fireEvent.change(within(form).getByLabelText("Status"), { target: { value: "rejected" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?contractorId=7&q=shell&status=rejected&verifiedCustomer=false"));

    fireEvent.click(screen.getByRole("link", { name: "Show every contractor's reviews" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=shell&status=rejected&verifiedCustomer=false"));
    await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ q: "shell", status: "rejected", verifiedCustomer: "false" }));
  });

  it("shows rating, review, reviewer with the private e-mail, contractor, date in Missouri and status", async () => {
    open("/admin/contractor-reviews");
    const row = await rowOf(/Avery Lund/);
    expect(within(row).getByRole("link", { name: "avery@example.org" }).getAttribute("href")).toBe("mailto:avery@example.org");
    const cells = within(row).getAllByRole("cell");
    expect(cells[0].textContent).toBe("Rated 5 out of 5They set our SIP shell in four days and left the site clean.");
    expect(within(cells[1]).getByRole("link", { name: "Bluestem SIP Builders" }).getAttribute("href")).toBe("/admin/contractors/7");
    expect(within(cells[1]).getByRole("link", { name: "Only this contractor (Bluestem SIP Builders)" }).getAttribute("href")).toBe(
      "/admin/contractor-reviews?contractorId=7",
    );
    expect(cells[1].textContent).toContain("4.5 out of 5 · 2 reviews");
    expect(cells[2].textContent).toBe("Nov 20, 2026, 9:30 PM");
    expect(cells[3].textContent).toBe("Pending");
    const sam = within(await rowOf(/Sam Ortiz/)).getAllByRole("cell");
    expect(sam[3].textContent).toBe("PublishedJob linkVerified customer");
    expect(sam[0].textContent).toContain("Contractor’s reply: Thanks Sam, the trim delay was our supplier's; we owed you the call.");
  });

  it("says negative reviews are never removed for being negative (the FTC's 2024 rule)", async () => {
    open("/admin/contractor-reviews");
    await rowOf(/Avery Lund/);
    expect(document.body.textContent).toContain("We never remove a review for being negative.");
    expect(document.body.textContent).toContain("The FTC’s 2024 rule on consumer reviews forbids suppressing reviews for their rating or tone.");
  });

  it("offers only the moves the server allows, sends the status, and reads the list and counts again", async () => {
    let reads = 0;
    const published = {
      ...PENDING_REVIEW,
      status: "published" as const,
      allowedStatuses: ["rejected" as const],
      contractorAverageRating: 4.666,
      contractorReviewCount: 3,
    };
    open("/admin/contractor-reviews", {
      [LIST]: () => ({
        status: 200,
        data:
          ++reads === 1
            ? page([PENDING_REVIEW, PUBLISHED_REVIEW])
            : page([published, { ...PUBLISHED_REVIEW, contractorAverageRating: 4.666, contractorReviewCount: 3 }]),
      }),
      [PATCH]: () => ({ status: 200, data: published }),
    });
    const pendingRow = await rowOf(/Avery Lund/);
    const buttons = (row: HTMLElement) =>
      within(row)
        .getAllByRole("button")
        .map((button) => button.textContent);
    expect(buttons(pendingRow)).toEqual([
      "Publish review #31 by Avery Lund",
      "Remove… review #31 by Avery Lund",
      "☐ Verified customer: review #31 by Avery Lund",
    ]);
    // No unpublish (issue 31): a published review can only be removed, for a published reason.
    expect(buttons(await rowOf(/Sam Ortiz/))).toEqual(["Remove… review #30 by Sam Ortiz", "☑ Verified customer: review #30 by Sam Ortiz"]);

    fireEvent.click(within(pendingRow).getByRole("button", { name: "Publish review #31 by Avery Lund" }));
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(api!.calls.find((call) => call.route === PATCH)?.body).toEqual({ status: "published" });
    const row = await rowOf(/Avery Lund/);
    await waitFor(() => expect(within(row).getAllByRole("cell")[3].textContent).toBe("Published"));
    expect(within(row).getAllByRole("cell")[1].textContent).toContain("4.7 out of 5 · 3 reviews");
    expect(within(await rowOf(/Sam Ortiz/)).getAllByRole("cell")[1].textContent).toContain("4.7 out of 5 · 3 reviews");
    expect(within(row).getByRole("button", { name: "Remove… review #31 by Avery Lund" })).toBeTruthy();
  });

  it("removes a review only once a published reason is chosen, and shows the reason the profile will give", async () => {
    const removed = { ...PUBLISHED_REVIEW, status: "rejected" as const, removalReason: "personal_data" as const, allowedStatuses: ["published" as const] };
    let reads = 0;
    open("/admin/contractor-reviews", {
      [LIST]: () => ({ status: 200, data: ++reads === 1 ? page([PENDING_REVIEW, PUBLISHED_REVIEW]) : page([PENDING_REVIEW, removed]) }),
      "PATCH /api/admin/contractor-reviews/30": () => ({ status: 200, data: removed }),
    });
    const row = await rowOf(/Sam Ortiz/);
    fireEvent.click(within(row).getByRole("button", { name: "Remove… review #30 by Sam Ortiz" }));
    const group = within(row).getByRole("group", { name: "Remove review #30 by Sam Ortiz" });
    const confirm = within(group).getByRole("button", { name: "Remove review review #30 by Sam Ortiz" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const reason = within(group).getByLabelText("Published reason") as HTMLSelectElement;
    expect([...reason.options].map((option) => option.value)).toEqual(["", "personal_data", "off_topic", "abuse", "conflict_of_interest"]);
    fireEvent.change(reason, { target: { value: "personal_data" } });
    expect(group.textContent).toContain("The profile will say: 1 review removed: contained personal information.");
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(api!.calls.find((call) => call.route === "PATCH /api/admin/contractor-reviews/30")?.body).toEqual({
        status: "rejected",
        removalReason: "personal_data",
      }),
    );
    await waitFor(async () =>
      expect(within(await rowOf(/Sam Ortiz/)).getAllByRole("cell")[3].textContent).toContain("Removed: contained personal information"),
    );
  });

  it("marks a verified customer with the toggle", async () => {
    open("/admin/contractor-reviews", { [PATCH]: () => ({ status: 200, data: { ...PENDING_REVIEW, verifiedCustomer: true } }) });
    const toggle = within(await rowOf(/Avery Lund/)).getByRole("button", { name: /Verified customer/ });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(toggle);
    await waitFor(() => expect(api!.calls.find((call) => call.route === PATCH)?.body).toEqual({ verifiedCustomer: true }));
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  it("shows a refused move as the server words it and reloads the list on request", async () => {
    const refused = "A review cannot move from removed to pending.";
    open("/admin/contractor-reviews", { [PATCH]: () => ({ status: 409, data: { statusCode: 409, error: "Conflict", message: refused } }) });
    const row = await rowOf(/Avery Lund/);
    fireEvent.click(within(row).getByRole("button", { name: "Publish review #31 by Avery Lund" }));
    const alert = await within(row).findByRole("alert");
    expect(within(alert).getByText(refused)).toBeTruthy();
    expect(api!.calls.find((call) => call.route === PATCH)?.body).toEqual({ status: "published" });

    fireEvent.click(within(alert).getByRole("button", { name: "Reload the list" }));
    await waitFor(() => expect(lists()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("shows the server's message for each parameter it refuses", async () => {
    open("/admin/contractor-reviews?contractorId=abc", {
      [LIST]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          message: "ContractorId must be a whole number from 1 to 2147483647.",
          errors: [{ field: "contractorId", message: "ContractorId must be a whole number from 1 to 2147483647." }],
        },
      }),
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("listitem").textContent).toBe("ContractorId must be a whole number from 1 to 2147483647.");
    expect(within(alert).getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/admin/contractor-reviews");
  });
});
