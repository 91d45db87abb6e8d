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
  status: "pending",
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
  status: "published",
  allowedStatuses: ["pending", "rejected"],
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
    expect(within(await rowOf(/Sam Ortiz/)).getAllByRole("cell")[3].textContent).toBe("PublishedVerified customer");
  });

  it("offers only the moves the server allows, sends the status, and reads the list and counts again", async () => {
    let reads = 0;
    const published = {
      ...PENDING_REVIEW,
      status: "published" as const,
      allowedStatuses: ["pending" as const, "rejected" as const],
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
      "Reject review #31 by Avery Lund",
      "☐ Verified customer: review #31 by Avery Lund",
    ]);
    expect(buttons(await rowOf(/Sam Ortiz/))).toEqual([
      "Unpublish review #30 by Sam Ortiz",
      "Reject review #30 by Sam Ortiz",
      "☑ Verified customer: review #30 by Sam Ortiz",
    ]);

    fireEvent.click(within(pendingRow).getByRole("button", { name: "Publish review #31 by Avery Lund" }));
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(api!.calls.find((call) => call.route === PATCH)?.body).toEqual({ status: "published" });
    const row = await rowOf(/Avery Lund/);
    await waitFor(() => expect(within(row).getAllByRole("cell")[3].textContent).toBe("Published"));
    expect(within(row).getAllByRole("cell")[1].textContent).toContain("4.7 out of 5 · 3 reviews");
    expect(within(await rowOf(/Sam Ortiz/)).getAllByRole("cell")[1].textContent).toContain("4.7 out of 5 · 3 reviews");
    expect(within(row).getByRole("button", { name: "Unpublish review #31 by Avery Lund" })).toBeTruthy();
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
    const refused = "A review cannot move from rejected to pending.";
    open("/admin/contractor-reviews", { [PATCH]: () => ({ status: 409, data: { statusCode: 409, error: "Conflict", message: refused } }) });
    const row = await rowOf(/Avery Lund/);
    fireEvent.click(within(row).getByRole("button", { name: "Reject review #31 by Avery Lund" }));
    const alert = await within(row).findByRole("alert");
    expect(within(alert).getByText(refused)).toBeTruthy();
    expect(api!.calls.find((call) => call.route === PATCH)?.body).toEqual({ status: "rejected" });

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
