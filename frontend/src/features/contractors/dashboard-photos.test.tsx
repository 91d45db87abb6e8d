import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MyContractorPhotoResponseDto, PaginatedMyContractorPhotosResponseDto } from "@/api/generated/model";
import type { FakeCall, FakeHandler } from "@/test/fake-api";
import { renderWithQueryClient } from "@/test/render-route";
import { PICTURE_ALT_TEXT } from "@shared/file-types";
import { ALT_TEXT_HELP, PHOTO_FILE_MESSAGE, PHOTO_TOO_LARGE_MESSAGE, PortfolioPhotosSection, UPLOADED_MESSAGE } from "./dashboard-photos";

const LIST = "GET /api/contractor/me/photos";
const UPLOAD = "POST /api/contractor/me/photos";

const image = (n: number) => ({
  src: `/api/media/webp-960-${n}`,
  srcSetWebp: `/api/media/webp-480-${n} 480w, /api/media/webp-960-${n} 960w`,
  srcSetAvif: `/api/media/avif-480-${n} 480w, /api/media/avif-960-${n} 960w`,
  width: 960,
  height: 720,
});

const PORCH: MyContractorPhotoResponseDto = {
  id: 11,
  status: "approved",
  image: image(11),
  fileName: "porch.jpg",
  altText: "Wraparound porch of a barndominium near Kearney",
  caption: "Kearney, 2025",
  position: 1,
  rejectionReason: null,
  createdAt: "2026-11-02T16:00:00.000Z",
  moderatedAt: "2026-11-03T16:00:00.000Z",
};
const KITCHEN: MyContractorPhotoResponseDto = {
  ...PORCH,
  id: 12,
  status: "pending",
  image: image(12),
  fileName: "kitchen.png",
  altText: "Kitchen with white oak cabinets and a farmhouse sink",
  caption: null,
  position: 2,
  moderatedAt: null,
};
const DECK: MyContractorPhotoResponseDto = {
  ...PORCH,
  id: 13,
  status: "rejected",
  image: null,
  fileName: "deck.jpg",
  altText: "Covered deck of a SIP home",
  caption: null,
  position: null,
  rejectionReason: "It shows the homeowner’s children; choose a photo without people.",
};

const list = (items: MyContractorPhotoResponseDto[], count = items.filter((p) => p.status !== "rejected").length): PaginatedMyContractorPhotosResponseDto => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 100,
  count,
  limit: 30,
});

function open(routes: Record<string, FakeHandler> = {}) {
  const { api } = renderWithQueryClient(<PortfolioPhotosSection />, {
    api: { [LIST]: () => ({ status: 200, data: list([PORCH, KITCHEN, DECK]) }), ...routes },
  });
  return api!.calls;
}

const callsTo = (calls: FakeCall[], route: string) => calls.filter((call) => call.route === route);
const uploadForm = () => within(screen.getByRole("form", { name: "Add a photo" }));
const item = (alt: string) => screen.getByRole("img", { name: alt }).closest("li")!;
const chooseFile = (file: File) => fireEvent.change(uploadForm().getByLabelText("Photo"), { target: { files: [file] } });

describe("Portfolio photos on the Contractor Dashboard", () => {
  it("lists the photos with where each stands, and the office's reason for a rejected one", async () => {
    const calls = open();
    expect(await screen.findByText(/^2 of 30 photos on your profile or waiting for our office\. JPEG, PNG or WebP, up to 15 MB\./)).toBeTruthy();
    expect(callsTo(calls, LIST)[0].params).toEqual({ pageSize: 100 });

    const porch = within(item(PORCH.altText));
    expect(porch.getByText("On your profile")).toBeTruthy();
    expect(porch.getByText("Place 1 in your gallery")).toBeTruthy();
    expect(porch.getByText("Kearney, 2025")).toBeTruthy();
    expect(porch.queryByRole("button", { name: /^Move earlier/ })).toBeNull();
    expect(porch.getByRole("button", { name: `Move later in the gallery: “${PORCH.altText}”` })).toBeTruthy();
    expect((screen.getByRole("img", { name: PORCH.altText }) as HTMLImageElement).getAttribute("sizes")).toBe("160px");

    const kitchen = within(item(KITCHEN.altText));
    expect(kitchen.getByText("Waiting for our office")).toBeTruthy();
    expect(kitchen.getByRole("button", { name: `Move earlier in the gallery: “${KITCHEN.altText}”` })).toBeTruthy();
    expect(kitchen.queryByRole("button", { name: /^Move later/ })).toBeNull();

    const deck = within(screen.getByText("Photo removed by our office").closest("li")!);
    expect(deck.getByText("Not approved")).toBeTruthy();
    expect(deck.getByText("Our office’s reason:").parentElement!.textContent).toBe(`Our office’s reason: ${DECK.rejectionReason}`);
    expect(deck.queryByRole("button", { name: /^Edit words/ })).toBeNull();
    expect(deck.getByRole("button", { name: `Delete “${DECK.altText}”` })).toBeTruthy();
  });

  it("requires alt text and explains it, and a photo, before sending anything", async () => {
    const calls = open();
    await screen.findByRole("form", { name: "Add a photo" });
    const alt = uploadForm().getByLabelText("What the photo shows (alt text)");
    expect(document.getElementById(alt.getAttribute("aria-describedby")!)!.textContent).toBe(ALT_TEXT_HELP);
    fireEvent.click(uploadForm().getByRole("button", { name: "Upload photo" }));
    expect(await uploadForm().findByText(PICTURE_ALT_TEXT.message)).toBeTruthy();
    expect(uploadForm().getByText(PHOTO_FILE_MESSAGE)).toBeTruthy();
    expect(alt.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(alt, { target: { value: "Barn" } });
    fireEvent.click(uploadForm().getByRole("button", { name: "Upload photo" }));
    expect(await uploadForm().findByText(PICTURE_ALT_TEXT.message)).toBeTruthy();
    expect(callsTo(calls, UPLOAD)).toEqual([]);
  });

  it("refuses a photo over 15 MB before sending it", async () => {
    const calls = open();
    await screen.findByRole("form", { name: "Add a photo" });
    fireEvent.change(uploadForm().getByLabelText("What the photo shows (alt text)"), { target: { value: "Front of a finished barndominium" } });
    const big = new File(["x"], "huge.jpg", { type: "image/jpeg" });
    Object.defineProperty(big, "size", { value: 15 * 1024 * 1024 + 1 });
    chooseFile(big);
    fireEvent.click(uploadForm().getByRole("button", { name: "Upload photo" }));
    expect(await uploadForm().findByText(PHOTO_TOO_LARGE_MESSAGE)).toBeTruthy();
    expect(callsTo(calls, UPLOAD)).toEqual([]);
  });

  it("uploads the photo with its words as form data, says it waits for the office, and reads the list again", async () => {
    const calls = open({ [UPLOAD]: () => ({ status: 201, data: { ...KITCHEN, id: 14 } }) });
    await screen.findByRole("form", { name: "Add a photo" });
    fireEvent.change(uploadForm().getByLabelText("What the photo shows (alt text)"), { target: { value: "Front of a finished barndominium" } });
    chooseFile(new File(["jpeg bytes"], "front.jpg", { type: "image/jpeg" }));
    fireEvent.click(uploadForm().getByRole("button", { name: "Upload photo" }));
    expect(await screen.findByText(UPLOADED_MESSAGE)).toBeTruthy();
    const sent = callsTo(calls, UPLOAD)[0].body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    // A blank caption is not sent.
    expect([sent.get("altText"), sent.get("caption"), (sent.get("file") as File).name]).toEqual(["Front of a finished barndominium", null, "front.jpg"]);
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    expect((uploadForm().getByLabelText("What the photo shows (alt text)") as HTMLTextAreaElement).value).toBe("");
  });

  it("shows the server's refusal under the photo field (a renamed program, the 31st photo)", async () => {
    const message =
      "This file cannot be a portfolio photo: its contents are not a JPEG, PNG or WebP file (they are a Windows program), whatever its name says. Save it as JPEG, PNG or WebP and upload it again.";
    open({ [UPLOAD]: () => ({ status: 415, data: { statusCode: 415, error: "Unsupported Media Type", message } }) });
    await screen.findByRole("form", { name: "Add a photo" });
    fireEvent.change(uploadForm().getByLabelText("What the photo shows (alt text)"), { target: { value: "Front of a finished barndominium" } });
    chooseFile(new File(["MZ"], "front.jpg", { type: "image/jpeg" }));
    fireEvent.click(uploadForm().getByRole("button", { name: "Upload photo" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(uploadForm().getByLabelText("Photo").getAttribute("aria-invalid")).toBe("true");
  });

  it("at 30 photos offers no upload, and says why", async () => {
    open({ [LIST]: () => ({ status: 200, data: list([PORCH], 30) }) });
    expect(await screen.findByText("Your portfolio has 30 photos, the most a listing can have. Delete one to upload another.")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Add a photo" })).toBeNull();
  });

  it("edits an approved photo's words, and says it waits for the office again", async () => {
    const calls = open({ "PATCH /api/contractor/me/photos/11": () => ({ status: 200, data: { ...PORCH, status: "pending", caption: null } }) });
    fireEvent.click(await screen.findByRole("button", { name: `Edit words of “${PORCH.altText}”` }));
    const form = within(screen.getByRole("form", { name: "Words of porch.jpg" }));
    expect(form.getByText("New words take the photo off your profile until our office checks them; moving it does not.")).toBeTruthy();
    fireEvent.change(form.getByLabelText("What the photo shows (alt text)"), { target: { value: "Wraparound porch with cedar posts" } });
    fireEvent.change(form.getByLabelText("Caption (optional)"), { target: { value: "" } });
    fireEvent.click(form.getByRole("button", { name: "Save words" }));
    expect(await screen.findByText("Saved. The photo is off your profile until our office checks the new words, usually within 2 business days.")).toBeTruthy();
    expect(callsTo(calls, "PATCH /api/contractor/me/photos/11")[0].body).toEqual({ altText: "Wraparound porch with cedar posts", caption: null });
  });

  it("moves a photo later in the gallery", async () => {
    const calls = open({ "PATCH /api/contractor/me/photos/11": () => ({ status: 200, data: { ...PORCH, position: 2 } }) });
    fireEvent.click(await screen.findByRole("button", { name: `Move later in the gallery: “${PORCH.altText}”` }));
    expect(await screen.findByText(`Photo moved to place 2: “${PORCH.altText}”.`)).toBeTruthy();
    expect(callsTo(calls, "PATCH /api/contractor/me/photos/11")[0].body).toEqual({ position: 2 });
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
  });

  it("deletes a photo only after a confirmation", async () => {
    const calls = open({ "DELETE /api/contractor/me/photos/12": () => ({ status: 204 }) });
    fireEvent.click(await screen.findByRole("button", { name: `Delete “${KITCHEN.altText}”` }));
    expect(screen.getByText("Delete this photo? This cannot be undone.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(callsTo(calls, "DELETE /api/contractor/me/photos/12")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: `Delete “${KITCHEN.altText}”` }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete it" }));
    expect(await screen.findByText(`Photo deleted: “${KITCHEN.altText}”.`)).toBeTruthy();
    expect(callsTo(calls, "DELETE /api/contractor/me/photos/12")).toHaveLength(1);
  });
});
