import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ModerationPhotoResponseDto, PaginatedModerationPhotosResponseDto } from "@/api/generated/model";
import type { FakeApi, FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import ContractorPhotosPage, { REJECT_REASON_HELP } from "./contractor-photos-page";
import { adminPages } from "./pages";

const LIST = "GET /api/admin/contractor-photos";
const PATCH = "PATCH /api/admin/contractor-photos/41";
let api: FakeApi | undefined;

const PENDING_PHOTO: ModerationPhotoResponseDto = {
  id: 41,
  contractorId: 7,
  contractorName: "Bluestem SIP Builders",
  contractorSlug: "bluestem-sip-builders",
  status: "pending",
  allowedStatuses: ["approved", "rejected"],
  image: {
    src: "/api/media/webp-960-41",
    srcSetWebp: "/api/media/webp-480-41 480w, /api/media/webp-960-41 960w",
    srcSetAvif: "/api/media/avif-480-41 480w, /api/media/avif-960-41 960w",
    width: 960,
    height: 720,
  },
  fileName: "great-room.jpg",
  altText: "Great room of a 40x60 barndominium with a stone fireplace",
  caption: "Cameron, 2025",
  position: 1,
  rejectionReason: null,
  // 9:30 PM on Nov 20 in Missouri.
  createdAt: "2026-11-21T03:30:00.000Z",
  moderatedAt: null,
  moderatedByName: null,
};

const REJECTED_PHOTO: ModerationPhotoResponseDto = {
  ...PENDING_PHOTO,
  id: 40,
  status: "rejected",
  allowedStatuses: [],
  image: null,
  position: null,
  fileName: "family.jpg",
  altText: "Family on the porch of their new home",
  caption: null,
  rejectionReason: "It shows the homeowner’s children; choose a photo without people.",
  moderatedAt: "2026-11-20T16:00:00.000Z",
  moderatedByName: "Casey Admin",
};

const page = (items: ModerationPhotoResponseDto[], total = items.length): PaginatedModerationPhotosResponseDto => ({ items, page: 1, pageSize: 25, total });

function open(url: string, routes: Record<string, FakeHandler> = {}) {
  const rendered = renderRoute(url, [{ path: adminPages.contractorPhotos.path, Component: ContractorPhotosPage }], {
    api: { [LIST]: () => ({ status: 200, data: page([PENDING_PHOTO, REJECTED_PHOTO]) }), ...routes },
  });
  api = rendered.api;
  return rendered;
}

const rowOf = async (alt: RegExp) => (await screen.findByRole("rowheader", { name: alt })).closest("tr")!;
const lists = () => api!.calls.filter((call) => call.route === LIST);

describe("/admin/contractor-photos", () => {
  it("sends the URL's filters and page to the server, and names the contractor filtered on", async () => {
    const { api } = open("/admin/contractor-photos?status=pending&contractorId=7&page=2");
    await rowOf(/Great room/);
    expect(api.calls[0].params).toEqual({ status: "pending", contractorId: "7", page: "2" });
    expect((within(screen.getByRole("search", { name: "Filter contractor photos" })).getByLabelText("Status") as HTMLSelectElement).value).toBe("pending");
    expect(screen.getByText(/Only the photos of Bluestem SIP Builders\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Show every contractor's photos" }).getAttribute("href")).toBe("/admin/contractor-photos?status=pending");
  });

  it("shows each photo with its words, contractor, status and the decisions the server allows", async () => {
    open("/admin/contractor-photos");
    const pending = within(await rowOf(/Great room/));
    expect(pending.getByRole("img", { name: PENDING_PHOTO.altText }).getAttribute("sizes")).toBe("160px");
    expect(pending.getByText("Caption: Cameron, 2025")).toBeTruthy();
    expect(pending.getByRole("link", { name: "Bluestem SIP Builders" }).getAttribute("href")).toBe("/admin/contractors/7");
    expect(pending.getByRole("link", { name: "Public profile of Bluestem SIP Builders" }).getAttribute("href")).toBe("/contractors/bluestem-sip-builders");
    expect(pending.getByText("Pending")).toBeTruthy();
    expect(pending.getByRole("button", { name: "Approve photo #41 of Bluestem SIP Builders" })).toBeTruthy();
    expect(pending.getByRole("button", { name: "Reject photo #41 of Bluestem SIP Builders" })).toBeTruthy();

    const rejected = within(await rowOf(/Family on the porch/));
    expect(rejected.getByText("Deleted when rejected")).toBeTruthy();
    expect(rejected.getByText(`Reason: ${REJECTED_PHOTO.rejectionReason}`)).toBeTruthy();
    expect(rejected.getByText(/by Casey Admin$/)).toBeTruthy();
    expect(rejected.queryAllByRole("button")).toEqual([]);
  });

  it("approves a photo and reads the list again", async () => {
    open("/admin/contractor-photos", { [PATCH]: () => ({ status: 200, data: { ...PENDING_PHOTO, status: "approved", allowedStatuses: ["rejected"] } }) });
    fireEvent.click(within(await rowOf(/Great room/)).getByRole("button", { name: /^Approve/ }));
    await waitFor(() => expect(api!.calls.find((call) => call.route === PATCH)?.body).toEqual({ status: "approved" }));
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  it("rejects only with a reason the contractor reads, and shows the server's refusal", async () => {
    let answer = 0;
    open("/admin/contractor-photos", {
      [PATCH]: () =>
        ++answer === 1
          ? {
              status: 400,
              data: {
                statusCode: 400,
                error: "Bad Request",
                message: "Give a reason to reject a photo; the contractor reads it on the dashboard.",
                errors: [{ field: "reason", message: "Give a reason to reject a photo; the contractor reads it on the dashboard." }],
              },
            }
          : { status: 200, data: REJECTED_PHOTO },
    });
    const row = within(await rowOf(/Great room/));
    fireEvent.click(row.getByRole("button", { name: /^Reject/ }));
    const form = within(screen.getByRole("form", { name: "Reject photo #41 of Bluestem SIP Builders" }));
    const reason = form.getByLabelText("Reason for the contractor");
    expect(document.activeElement).toBe(reason);
    expect(form.getByText(REJECT_REASON_HELP)).toBeTruthy();
    fireEvent.click(form.getByRole("button", { name: "Reject photo" }));
    expect(await screen.findByText("Give a reason to reject a photo; the contractor reads it on the dashboard.")).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(reason, { target: { value: "Blurry; upload a sharper photo of the kitchen." } });
    fireEvent.click(form.getByRole("button", { name: "Reject photo" }));
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(api!.calls.filter((call) => call.route === PATCH).map((call) => call.body)).toEqual([
      { status: "rejected", reason: "" },
      { status: "rejected", reason: "Blurry; upload a sharper photo of the kitchen." },
    ]);
  });

  it("says a refused decision (409) in the server's words, with a reload", async () => {
    open("/admin/contractor-photos", {
      [PATCH]: () => ({ status: 409, data: { statusCode: 409, error: "Conflict", message: "A photo cannot move from rejected to approved." } }),
    });
    fireEvent.click(within(await rowOf(/Great room/)).getByRole("button", { name: /^Approve/ }));
    expect(await screen.findByText("A photo cannot move from rejected to approved.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reload the list" }));
    await waitFor(() => expect(lists()).toHaveLength(2));
  });
});
