import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ExpiringCertificateResponseDto, PaginatedExpiringCertificatesResponseDto } from "@/api/generated/model";
import type { FakeApi, FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import InsuranceCertificatesPage, { daysLeftText, remindersText } from "./insurance-certificates-page";
import { adminPages } from "./pages";

const LIST = "GET /api/admin/insurance-certificates";
let api: FakeApi | undefined;

const ENDING: ExpiringCertificateResponseDto = {
  id: 70,
  contractorId: 41,
  contractorName: "Prairie Frame Co",
  contractorSlug: "prairie-frame-co",
  contractorStatus: "approved",
  contractorEmail: "office@prairieframe.example.com",
  insurer: "Heartland Mutual",
  policyNumber: "GL-2026",
  coverageCents: 100_000_000,
  expiresOn: "2026-12-04",
  status: "approved",
  expired: false,
  current: true,
  rejectionReason: null,
  fileName: "COI 2026.pdf",
  contentType: "application/pdf",
  byteSize: 80_000,
  reviewedAt: "2025-12-01T16:00:00.000Z",
  reviewedByName: "Casey Admin",
  downloadUrl: "/api/admin/insurance-certificates/70/file",
  allowedDecisions: ["reject"],
  createdAt: "2025-11-30T16:00:00.000Z",
  daysLeft: 5,
  remindersSent: [30, 7],
  replacementPending: true,
};
const ENDED: ExpiringCertificateResponseDto = {
  ...ENDING,
  id: 71,
  contractorId: 42,
  contractorName: "Bluff Road Builders",
  contractorEmail: "jobs@bluffroad.example.com",
  expiresOn: "2026-11-26",
  expired: true,
  current: false,
  daysLeft: -3,
  remindersSent: [30, 7, 0],
  replacementPending: false,
};

const answer = (items: ExpiringCertificateResponseDto[], total = items.length): PaginatedExpiringCertificatesResponseDto => ({
  items,
  total,
  page: 1,
  pageSize: 25,
});

function open(url: string, routes: Record<string, FakeHandler> = {}) {
  const rendered = renderRoute(url, [{ path: adminPages.insuranceCertificates.path, Component: InsuranceCertificatesPage }], {
    api: { [LIST]: () => ({ status: 200, data: answer([ENDED, ENDING]) }), ...routes },
  });
  api = rendered.api;
  return rendered;
}

describe("/admin/insurance-certificates", () => {
  it("sends the URL's filters, sort and page to the server and shows them in the form", async () => {
    open("/admin/insurance-certificates?state=expiring&q=prairie&sort=contractorName&order=desc&page=2");
    await screen.findByRole("rowheader", { name: /Prairie Frame Co/ });
    expect(api!.calls[0].params).toEqual({ state: "expiring", q: "prairie", sort: "contractorName", order: "desc", page: "2" });
    const form = screen.getByRole("search", { name: "Filter certificates" });
    expect((within(form).getByLabelText("Show") as HTMLSelectElement).value).toBe("expiring");
    expect((within(form).getByLabelText("Contractor, insurer or policy") as HTMLInputElement).value).toBe("prairie");
    expect(screen.getByRole("columnheader", { name: /Contractor/ }).getAttribute("aria-sort")).toBe("descending");
  });

  it("writes the filters to the URL (back to page 1) and clears them", async () => {
    const { router } = open("/admin/insurance-certificates?page=3");
    const form = await screen.findByRole("search", { name: "Filter certificates" });
    fireEvent.change(within(form).getByLabelText("Show"), { target: { value: "expired" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?state=expired"));
    await waitFor(() => expect(api!.calls.at(-1)?.params).toEqual({ state: "expired" }));
    fireEvent.click(within(screen.getByRole("search", { name: "Filter certificates" })).getByRole("link", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("shows each certificate: the contractor's page, the file, the days left, the reminders sent and a renewal waiting", async () => {
    open("/admin/insurance-certificates");
    const ending = (await screen.findByRole("rowheader", { name: /Prairie Frame Co/ })).closest("tr")!;
    expect(within(ending).getByRole("link", { name: "Prairie Frame Co" }).getAttribute("href")).toBe("/admin/contractors/41");
    expect(within(ending).getByRole("link", { name: "COI 2026.pdf (download the certificate)" }).getAttribute("href")).toBe(
      "/api/admin/insurance-certificates/70/file",
    );
    expect(
      within(ending)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Heartland MutualPolicy GL-2026$1,000,000COI 2026.pdf (download the certificate)",
      "December 4, 2026Ends in 5 days",
      "30 days before and 7 days before",
      "Renewal waiting: check it for Prairie Frame Co",
    ]);
    const ended = screen.getByRole("rowheader", { name: /Bluff Road Builders/ }).closest("tr")!;
    expect(ended.textContent).toContain("Ended 3 days ago");
    expect(ended.textContent).toContain("30 days before, 7 days before and its last day");
    expect(ended.textContent).toContain("None uploaded yet");
    expect(screen.getByText("Showing 1–2 of 2 certificates")).toBeTruthy();
  });

  it("says so when nothing ends soon, and shows the server's refusal of a parameter", async () => {
    open("/admin/insurance-certificates", { [LIST]: () => ({ status: 200, data: answer([]) }) });
    expect(await screen.findByText(/No public contractor's insurance ends within 30 days, and none has ended\./)).toBeTruthy();
  });

  it("shows the server's message for a parameter it refuses, with a way out", async () => {
    const message = "State must be one of: expiring, expired.";
    open("/admin/insurance-certificates?state=soon", {
      [LIST]: () => ({ status: 400, data: { statusCode: 400, error: "Bad Request", message, errors: [{ field: "state", message }] } }),
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/admin/insurance-certificates");
  });

  it("words the days left and the reminders", () => {
    expect([0, 1, 12, -1, -5].map(daysLeftText)).toEqual(["Ends today", "Ends tomorrow", "Ends in 12 days", "Ended yesterday", "Ended 5 days ago"]);
    expect([[], [30], [7, 0]].map(remindersText)).toEqual(["None yet", "30 days before", "7 days before and its last day"]);
  });
});
