import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminDesignDetailResponseDto } from "@/api/generated/model";
import { PICTURE_ALT_TEXT } from "@shared/file-types";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { adminPages } from "./pages";
import PlanPage from "./plan-page";
import { ALT_TEXT_HELP, PICTURE_FILE_MESSAGE, PICTURE_TOO_LARGE_MESSAGE } from "./plan-pictures";

const GET = "GET /api/admin/designs/5";
const PATCH = "PATCH /api/admin/designs/5";
const UPLOAD = "POST /api/admin/designs/5/images";
const EDIT_PICTURE = "PATCH /api/admin/designs/5/images/12";
const DELETE_PICTURE = "DELETE /api/admin/designs/5/images/12";

const media = (id: string) => `/api/media/0b6d6f3e-3c55-4d1a-9a56-4c1f1c2b7f${id}`;

const OAK: AdminDesignDetailResponseDto = {
  id: 5,
  slug: "oak",
  name: "Oak",
  category: "Barndominium",
  status: "active",
  livingSquareFeet: 2210,
  shopSquareFeet: 3059,
  bedrooms: 3,
  bathrooms: "2.5",
  imageCount: 2,
  hasFloorPlan: true,
  updatedAt: "2026-11-21T03:30:00.123Z",
  createdAt: "2026-01-02T15:00:00.000Z",
  description: "Oak pairs 2,210 sq ft of living space with a 3,059 sq ft shop.",
  style: "farmhouse",
  price: null,
  allowedStatuses: ["archived"],
  pagePath: "/designs/oak",
  images: [
    {
      id: 11,
      kind: "floor_plan",
      altText: "Floor plan: three bedrooms on the left, the shop behind the mudroom",
      caption: null,
      sortOrder: 0,
      imageUrl: media("11"),
      sources: { src: media("11"), srcSetWebp: `${media("10")} 480w, ${media("11")} 960w`, srcSetAvif: `${media("12")} 480w`, width: 960, height: 720 },
      createdAt: "2026-11-20T15:00:00.000Z",
    },
    {
      id: 12,
      kind: "photo",
      altText: "The finished Oak near Cameron, shop doors open",
      caption: "Built near Cameron, 2026",
      sortOrder: 0,
      imageUrl: media("21"),
      sources: { src: media("21"), srcSetWebp: `${media("21")} 480w`, srcSetAvif: `${media("22")} 480w`, width: 480, height: 320 },
      createdAt: "2026-11-20T16:00:00.000Z",
    },
  ],
};

function open(routes: Record<string, FakeHandler> = {}, plan: AdminDesignDetailResponseDto = OAK) {
  return renderRoute("/admin/designs/5", [{ path: adminPages.plan.path, Component: PlanPage }], {
    api: {
      [GET]: () => ({ status: 200, data: plan }),
      "GET /api/admin/designs": () => ({ status: 200, data: { items: [], total: 0, page: 1, pageSize: 25 } }),
      ...routes,
    },
  });
}

const uploadForm = () => within(screen.getByRole("region", { name: "Add a picture" }));

describe("/admin/designs/{id}", () => {
  it("shows the plan's words in a labelled form and saves them with the updatedAt it read", async () => {
    const { api } = open({ [PATCH]: (body) => ({ status: 200, data: { ...OAK, ...(body as object), updatedAt: "2026-11-22T10:00:00.000Z" } }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Oak" })).toBeTruthy();
    const name = screen.getByLabelText("Name") as HTMLInputElement;
    expect(name.value).toBe("Oak");
    expect((screen.getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe(OAK.description);
    fireEvent.change(name, { target: { value: "Oak Hollow" } });
    fireEvent.change(screen.getByLabelText(/^Base price in dollars/), { target: { value: "349,000" } });
    fireEvent.click(screen.getByRole("button", { name: "Save words" }));
    await waitFor(() => expect(api.calls.filter((call) => call.route === PATCH)).toHaveLength(1));
    expect(api.calls.find((call) => call.route === PATCH)!.body).toEqual({
      name: "Oak Hollow",
      description: OAK.description,
      style: "farmhouse",
      price: 34_900_000,
      updatedAt: OAK.updatedAt,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Oak Hollow" })).toBeTruthy();
  });

  it("refuses a blank name and a price it cannot read before sending", async () => {
    const { api } = open();
    await screen.findByRole("heading", { level: 1, name: "Oak" });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "  " } });
    fireEvent.change(screen.getByLabelText(/^Base price in dollars/), { target: { value: "about 300k" } });
    fireEvent.click(screen.getByRole("button", { name: "Save words" }));
    expect(await screen.findByText("Give the plan a name.")).toBeTruthy();
    expect(screen.getByText(/Enter the base price in whole dollars/)).toBeTruthy();
    expect(api.calls.filter((call) => call.route === PATCH)).toEqual([]);
  });

  it("offers only the moves the server allows, says what each means, and shows a refused move with a reload button", async () => {
    const refusal = "This plan was changed by someone else since you opened it; reload it to see the changes, then make yours again.";
    const { api } = open({ [PATCH]: () => ({ status: 409, data: { statusCode: 409, error: "Conflict", message: refusal } }) });
    await screen.findByRole("heading", { level: 1, name: "Oak" });
    const status = screen.getByRole("region", { name: "Status" });
    expect(status.textContent).toContain("In the catalogue");
    expect(within(status).queryByRole("button", { name: "Make it a draft" })).toBeNull();
    expect(within(status).queryByRole("button", { name: "Offer this plan" })).toBeNull();
    fireEvent.click(within(status).getByRole("button", { name: "Archive this plan" }));
    await waitFor(() => expect(api.calls.filter((call) => call.route === PATCH)).toHaveLength(1));
    expect(api.calls.find((call) => call.route === PATCH)!.body).toEqual({ status: "archived", updatedAt: OAK.updatedAt });
    const alert = await within(status).findByRole("alert");
    expect(alert.textContent).toContain(refusal);
    fireEvent.click(within(alert).getByRole("button", { name: "Reload the plan" }));
    await waitFor(() => expect(api.calls.filter((call) => call.route === GET)).toHaveLength(2));
  });

  it("lists the pictures in page order with their alt text, the floor plan first", async () => {
    open();
    const heading = await screen.findByRole("heading", { name: "2 pictures, in page order" });
    const items = within(heading.parentElement!).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")!.textContent)).toEqual(["1. Floor plan · position 0", "2. Photo · position 0"]);
    const img = within(items[0]).getByRole("img", { name: OAK.images[0].altText });
    expect(img.getAttribute("width")).toBe("960");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(items[1].textContent).toContain("Built near Cameron, 2026");
  });

  it("explains alt text and requires it, with a kind and one picture, before uploading", async () => {
    const { api } = open();
    await screen.findByRole("heading", { level: 1, name: "Oak" });
    const form = uploadForm();
    const alt = form.getByLabelText("Alt text");
    expect(form.getByText(ALT_TEXT_HELP)).toBeTruthy();
    expect(alt.getAttribute("aria-describedby")).toBeTruthy();
    fireEvent.click(form.getByRole("button", { name: "Upload picture" }));
    expect(await form.findByText(PICTURE_ALT_TEXT.message)).toBeTruthy();
    expect(form.getByText("Choose what the picture shows.")).toBeTruthy();
    expect(form.getByText(PICTURE_FILE_MESSAGE)).toBeTruthy();
    expect(alt.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(alt, { target: { value: "plan" } });
    fireEvent.click(form.getByRole("button", { name: "Upload picture" }));
    expect(await form.findByText(PICTURE_ALT_TEXT.message)).toBeTruthy();
    expect(api.calls.filter((call) => call.route === UPLOAD)).toEqual([]);
  });

  it("refuses a picture over 15 MB before sending it", async () => {
    const { api } = open();
    await screen.findByRole("heading", { level: 1, name: "Oak" });
    const form = uploadForm();
    fireEvent.change(form.getByLabelText("What it shows"), { target: { value: "photo" } });
    fireEvent.change(form.getByLabelText("Alt text"), { target: { value: "The porch at dusk" } });
    const big = new File(["x"], "porch.jpg", { type: "image/jpeg" });
    Object.defineProperty(big, "size", { value: 15 * 1024 * 1024 + 1 });
    fireEvent.change(form.getByLabelText("Picture file"), { target: { files: [big] } });
    fireEvent.click(form.getByRole("button", { name: "Upload picture" }));
    expect(await form.findByText(PICTURE_TOO_LARGE_MESSAGE)).toBeTruthy();
    expect(api.calls.filter((call) => call.route === UPLOAD)).toEqual([]);
  });

  it("uploads the picture with its kind, alt text, caption and position as form data, then reads the plan again", async () => {
    const { api } = open({ [UPLOAD]: () => ({ status: 201, data: { ...OAK.images[1], id: 13, kind: "rendering" } }) });
    await screen.findByRole("heading", { level: 1, name: "Oak" });
    const form = uploadForm();
    fireEvent.change(form.getByLabelText("Picture file"), { target: { files: [new File(["png"], "render.png", { type: "image/png" })] } });
    fireEvent.change(form.getByLabelText("What it shows"), { target: { value: "rendering" } });
    fireEvent.change(form.getByLabelText("Alt text"), { target: { value: "Rendering of the Oak from the road, porch across the front" } });
    fireEvent.change(form.getByLabelText(/^Caption/), { target: { value: "Artist's view" } });
    fireEvent.change(form.getByLabelText(/^Position/), { target: { value: "3" } });
    fireEvent.click(form.getByRole("button", { name: "Upload picture" }));
    expect((await form.findByRole("status")).textContent).toBe("Rendering added; it is on the plan page now.");
    const sent = api.calls.find((call) => call.route === UPLOAD)!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect([sent.get("kind"), sent.get("altText"), sent.get("caption"), sent.get("sortOrder"), (sent.get("file") as File).name]).toEqual([
      "rendering",
      "Rendering of the Oak from the road, porch across the front",
      "Artist's view",
      "3",
      "render.png",
    ]);
    await waitFor(() => expect(api.calls.filter((call) => call.route === GET)).toHaveLength(2));
  });

  it("shows the server's refusal of the file under the file field", async () => {
    const message =
      "This file cannot be a plan picture: its contents are not a JPEG, PNG or WebP file (they are a Windows program), whatever its name says. Save it as JPEG, PNG or WebP and upload it again.";
    open({ [UPLOAD]: () => ({ status: 415, data: { statusCode: 415, error: "Unsupported Media Type", message } }) });
    await screen.findByRole("heading", { level: 1, name: "Oak" });
    const form = uploadForm();
    fireEvent.change(form.getByLabelText("Picture file"), { target: { files: [new File(["MZ"], "porch.jpg", { type: "image/jpeg" })] } });
    fireEvent.change(form.getByLabelText("What it shows"), { target: { value: "photo" } });
    fireEvent.change(form.getByLabelText("Alt text"), { target: { value: "The porch at dusk" } });
    fireEvent.click(form.getByRole("button", { name: "Upload picture" }));
    expect(await form.findByText(message)).toBeTruthy();
    expect(form.getByLabelText("Picture file").getAttribute("aria-invalid")).toBe("true");
  });

  it("edits a picture's caption and position, and deletes one only after a confirmation", async () => {
    const { api } = open({
      [EDIT_PICTURE]: (body) => ({ status: 200, data: { ...OAK.images[1], ...(body as object) } }),
      [DELETE_PICTURE]: () => ({ status: 204 }),
    });
    await screen.findByRole("heading", { level: 1, name: "Oak" });
    fireEvent.click(screen.getByRole("button", { name: "Edit Photo 2" }));
    const edit = within(screen.getByRole("form", { name: "Edit photo 12" }));
    fireEvent.change(edit.getByLabelText(/^Caption/), { target: { value: "" } });
    fireEvent.change(edit.getByLabelText(/^Position/), { target: { value: "4" } });
    fireEvent.click(edit.getByRole("button", { name: "Save picture" }));
    await waitFor(() => expect(api.calls.filter((call) => call.route === EDIT_PICTURE)).toHaveLength(1));
    expect(api.calls.find((call) => call.route === EDIT_PICTURE)!.body).toEqual({
      kind: "photo",
      altText: OAK.images[1].altText,
      caption: null,
      sortOrder: 4,
    });

    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit photo 12" })).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Delete Photo 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(api.calls.filter((call) => call.route === DELETE_PICTURE)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Delete Photo 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete it (Photo 2)" }));
    await waitFor(() => expect(api.calls.filter((call) => call.route === DELETE_PICTURE)).toHaveLength(1));
  });
});
