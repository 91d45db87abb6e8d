import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminContractorInquiryResponseDto, PaginatedAdminContractorInquiriesResponseDto } from "@/api/generated/model";
import { Toaster } from "@/components/toast/toaster";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { ContractorInquiriesSection } from "./contractor-inquiries-section";

// issue 31: the office marks a homeowner's job done for a listing (markInquiryJobDoneByOffice).
const LIST = "GET /api/admin/contractors/41/inquiries";
const MARK = "POST /api/admin/contractor-inquiries/9/job-done";
const RESEND = "POST /api/admin/contractor-inquiries/9/review-link";

const CASEY: AdminContractorInquiryResponseDto = {
  id: 9,
  contractorId: 41,
  name: "Casey Smith",
  email: "casey@example.com",
  phone: null,
  message: "A 40x60 shell near Kearney.",
  projectZip: "64060",
  status: "replied",
  confirmedAt: "2026-11-10T15:00:00.000Z",
  firstReplyAt: "2026-11-10T18:30:00.000Z",
  canMarkJobDone: true,
  jobDone: null,
  createdAt: "2026-11-10T14:55:00.000Z",
};
const DONE: AdminContractorInquiryResponseDto = {
  ...CASEY,
  status: "job_done",
  canMarkJobDone: false,
  jobDone: { markedAt: "2026-11-22T16:00:00.000Z", markedBy: "office", reviewLinkExpiresAt: "2027-01-21T16:00:00.000Z", reviewed: false },
};
const page = (items: AdminContractorInquiryResponseDto[]): PaginatedAdminContractorInquiriesResponseDto => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
});

function open(url: string, routes: Record<string, FakeHandler>) {
  return renderRoute(url, [{ path: "/admin/contractors/:id", Component: () => <ContractorInquiriesSection contractorId={41} /> }], {
    api: routes,
    children: <Toaster />,
  });
}

describe("/admin/contractors/{id}: homeowner requests", () => {
  it("sends the URL's status and page to the server, and the filter writes the URL", async () => {
    const { api, router } = open("/admin/contractors/41?requestStatus=replied&requestPage=2", { [LIST]: () => ({ status: 200, data: page([CASEY]) }) });
    const row = (await screen.findByRole("rowheader", { name: /Casey Smith/ })).closest("tr")!;
    expect(api.calls[0].params).toEqual({ status: "replied", page: "2" });
    const cells = within(row).getAllByRole("cell");
    expect(cells[0].textContent).toBe("Nov 10, 2026, 9:00 AM");
    expect(cells[1].textContent).toBe("Nov 10, 2026, 12:30 PM");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "job_done" } });
    await waitFor(() => expect(router.state.location.search).toBe("?requestStatus=job_done"));
  });

  it("marks a job done after a confirmation, then shows who marked it and until when the link works", async () => {
    let reads = 0;
    const { api } = open("/admin/contractors/41", {
      [LIST]: () => ({ status: 200, data: page([++reads === 1 ? CASEY : DONE]) }),
      [MARK]: () => ({ status: 200, data: DONE }),
    });
    const row = within((await screen.findByRole("rowheader", { name: /Casey Smith/ })).closest("tr")!);
    fireEvent.click(row.getByRole("button", { name: "Mark job done for Casey Smith" }));
    expect(api.calls.filter((call) => call.route === MARK)).toEqual([]);
    fireEvent.click(row.getByRole("button", { name: "Yes, mark job done" }));
    expect(await screen.findByText("We e-mailed Casey Smith a one-time link to review the contractor.")).toBeTruthy();
    const updated = within((await screen.findByRole("rowheader", { name: /Casey Smith/ })).closest("tr")!);
    await waitFor(() =>
      expect(updated.getAllByRole("cell")[2].textContent).toBe("Job doneBy our office on November 22, 2026; link works until January 21, 2027."),
    );
    expect(updated.queryByRole("button", { name: /Mark job done/ })).toBeNull();
  });

  it("sends a lost review link again, and says in the server's words why not when it is too soon", async () => {
    const tooSoon = "A review link went to casey@example.com less than a day ago: give the homeowner a day to find it (and their spam folder) first.";
    let sends = 0;
    const { api } = open("/admin/contractors/41", {
      [LIST]: () => ({ status: 200, data: page([DONE]) }),
      [RESEND]: () => (++sends === 1 ? { status: 200, data: DONE } : { status: 409, data: { statusCode: 409, error: "Conflict", message: tooSoon } }),
    });
    const row = within((await screen.findByRole("rowheader", { name: /Casey Smith/ })).closest("tr")!);
    fireEvent.click(row.getByRole("button", { name: "Send the review link again to Casey Smith" }));
    expect(await screen.findByText("We e-mailed Casey Smith a new one-time link; the one they lost no longer works.")).toBeTruthy();
    expect(api.calls.filter((call) => call.route === RESEND)).toHaveLength(1);
    fireEvent.click(row.getByRole("button", { name: "Send the review link again to Casey Smith" }));
    expect(await row.findByText(tooSoon)).toBeTruthy();
  });

  it("offers no new link once the homeowner has reviewed the job", async () => {
    open("/admin/contractors/41", { [LIST]: () => ({ status: 200, data: page([{ ...DONE, jobDone: { ...DONE.jobDone!, reviewed: true } }]) }) });
    const row = within((await screen.findByRole("rowheader", { name: /Casey Smith/ })).closest("tr")!);
    expect(row.getByText(/reviewed\./)).toBeTruthy();
    expect(row.queryByRole("button", { name: /Send the review link again/ })).toBeNull();
  });

  it("shows a refusal in the server's words", async () => {
    const refused = "Casey's listing is not public right now, so no review link can go out. Publish the listing first, then mark the job done.";
    open("/admin/contractors/41", {
      [LIST]: () => ({ status: 200, data: page([CASEY]) }),
      [MARK]: () => ({ status: 409, data: { statusCode: 409, error: "Conflict", message: refused } }),
    });
    const row = within((await screen.findByRole("rowheader", { name: /Casey Smith/ })).closest("tr")!);
    fireEvent.click(row.getByRole("button", { name: "Mark job done for Casey Smith" }));
    fireEvent.click(row.getByRole("button", { name: "Yes, mark job done" }));
    expect(await row.findByText(refused)).toBeTruthy();
  });
});
