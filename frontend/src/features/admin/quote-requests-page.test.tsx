import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PaginatedQuoteRequestsResponseDto, QuoteRequestSummaryDto } from "@/api/generated/model";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { adminPages } from "./pages";
import QuoteRequestsPage from "./quote-requests-page";

const LIST = "GET /api/admin/quote-requests";

function summary(overrides: Partial<QuoteRequestSummaryDto>): QuoteRequestSummaryDto {
  return {
    id: 1,
    name: "Ruth Calloway",
    email: "ruth@example.com",
    phone: null,
    model: null,
    subject: "pricing",
    subjectLabel: "Pricing Questions",
    messagePreview: "What would the Oak cost on our land near Savannah?",
    status: "new",
    overdue: false,
    createdAt: "2026-11-20T15:00:00.000Z",
    ...overrides,
  };
}

function page(items: QuoteRequestSummaryDto[], total = items.length): PaginatedQuoteRequestsResponseDto {
  return { items, page: 1, pageSize: 25, total };
}

function open(url: string, list: FakeHandler) {
  return renderRoute(url, [{ path: adminPages.quoteRequests.path, Component: QuoteRequestsPage }], { api: { [LIST]: list } });
}

describe("/admin/quote-requests", () => {
  it("asks the server for the URL's filters and shows them in the form", async () => {
    const { api } = open("/admin/quote-requests?status=new&status=replied&subject=pricing&q=savannah&sort=name&order=asc&page=2", () => ({
      status: 200,
      data: page([summary({})]),
    }));
    await screen.findByRole("link", { name: "Ruth Calloway" });
    expect(api.calls[0].params).toEqual({ status: ["new", "replied"], subject: "pricing", q: "savannah", sort: "name", order: "asc", page: "2" });
    const form = screen.getByRole("search", { name: "Filter quote requests" });
    expect((within(form).getByLabelText("New") as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText("Closed") as HTMLInputElement).checked).toBe(false);
    expect((within(form).getByLabelText("Subject") as HTMLSelectElement).value).toBe("pricing");
    expect(screen.getByRole("columnheader", { name: /From/ }).getAttribute("aria-sort")).toBe("ascending");
  });

  it("writes applied filters to the URL, back to page 1, keeping the sort", async () => {
    const { api, router } = open("/admin/quote-requests?sort=name&order=asc&page=3", () => ({ status: 200, data: page([summary({})]) }));
    await screen.findByRole("link", { name: "Ruth Calloway" });
    const form = screen.getByRole("search", { name: "Filter quote requests" });
    fireEvent.click(within(form).getByLabelText("New"));
    fireEvent.change(within(form).getByLabelText("Subject"), { target: { value: "design" } });
    fireEvent.change(within(form).getByLabelText("Reply time"), { target: { value: "true" } });
    fireEvent.change(within(form).getByLabelText("Received from"), { target: { value: "2026-11-01" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(router.state.location.search).toBe("?sort=name&order=asc&status=new&subject=design&overdue=true&createdFrom=2026-11-01");
    expect(api.calls[1].params).toEqual({ sort: "name", order: "asc", status: ["new"], subject: "design", overdue: "true", createdFrom: "2026-11-01" });
  });

  it("shows the subject in the contact form's words and 'Overdue' only where the server says so", async () => {
    open("/admin/quote-requests", () => ({
      status: 200,
      data: page([
        summary({ id: 1, name: "Ruth Calloway", overdue: true }),
        summary({ id: 2, name: "Owen Pratt", subject: "design", subjectLabel: "Home Design Inquiry", overdue: false, createdAt: "2026-11-01T15:00:00.000Z" }),
      ]),
    }));
    const ruth = (await screen.findByRole("link", { name: "Ruth Calloway" })).closest("tr")!;
    const owen = screen.getByRole("link", { name: "Owen Pratt" }).closest("tr")!;
    expect(within(ruth).getByText("Overdue")).toBeTruthy();
    expect(within(owen).queryByText("Overdue")).toBeNull();
    expect(within(ruth).getByText("Pricing Questions")).toBeTruthy();
    expect(within(owen).getByText("Home Design Inquiry")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Owen Pratt" }).getAttribute("href")).toBe("/admin/quote-requests/2");
    expect(screen.getByText("Showing 1–2 of 2 quote requests")).toBeTruthy();
  });

  it("shows each refused parameter with a way back to the bare list", async () => {
    open("/admin/quote-requests?overdue=maybe&colour=red", () => ({
      status: 400,
      data: {
        statusCode: 400,
        message: "Validation failed",
        error: "Bad Request",
        errors: [
          { field: "overdue", message: "overdue must be true or false." },
          { field: "colour", message: "colour is not a filter of this list." },
        ],
      },
    }));
    const alert = await screen.findByRole("alert");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["overdue must be true or false.", "colour is not a filter of this list."]);
    expect(within(alert).getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/admin/quote-requests");
  });
});
