import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PaginatedPartnerResourcesResponseDto, PartnerResourceResponseDto } from "@/api/generated/model";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { FILE_MESSAGE, ResourcesTab, TOO_LARGE_MESSAGE } from "./admin-resources-tab";
import { affiliatesPages } from "./pages";

const LIST = "GET /api/partner-resources";
const UPLOAD = "POST /api/admin/partner-resources";
const DELETE = "DELETE /api/admin/partner-resources/5";

const PLAN_BOOK: PartnerResourceResponseDto = {
  id: 5,
  title: "2026 Barndominium Plan Book",
  description: "Every plan we build, with floor plans and square footage.",
  category: "plan_book",
  fileName: "plan-book-2026.pdf",
  contentType: "application/pdf",
  byteSize: 2_500_000,
  downloadUrl: "/api/partner-resources/5/file",
  createdAt: "2026-11-20T16:00:00.000Z",
};

const page = (items: PartnerResourceResponseDto[]): PaginatedPartnerResourcesResponseDto => ({ items, total: items.length, page: 1, pageSize: 25 });

function open(url = "/affiliate-admin?tab=resources", routes: Record<string, FakeHandler> = {}) {
  const { api, router } = renderRoute(url, [{ path: affiliatesPages.admin.path, Component: ResourcesTab }], {
    api: { [LIST]: () => ({ status: 200, data: page([PLAN_BOOK]) }), ...routes },
  });
  return { calls: api.calls, router };
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText("File"), { target: { files: [file] } });
}

/** The upload form (the filter above the list has a "Category" too). */
const uploadForm = () => within(screen.getByRole("region", { name: "Add a resource" }));

function fillForm() {
  fireEvent.change(uploadForm().getByLabelText("Title"), { target: { value: "Program rules" } });
  fireEvent.change(uploadForm().getByLabelText("Description"), { target: { value: "How referrals are credited and paid." } });
  fireEvent.change(uploadForm().getByLabelText("Category"), { target: { value: "program_rules" } });
}

describe("the Resources tab of /affiliate-admin", () => {
  it("lists the resources with the URL's sort and page, never sending the tab, each with its download link", async () => {
    const { calls } = open("/affiliate-admin?tab=resources&sort=title&order=asc&page=2");
    const table = await screen.findByRole("table", { name: "Resources shared with partners" });
    expect(calls.find((call) => call.route === LIST)?.params).toEqual({ sort: "title", order: "asc", page: "2" });
    const row = within(table).getByRole("row", { name: /2026 Barndominium Plan Book/ });
    expect(within(row).getByRole("link", { name: "plan-book-2026.pdf" }).getAttribute("href")).toBe("/api/partner-resources/5/file");
    expect(row.textContent).toContain("Plan book");
    expect(row.textContent).toContain("PDF, 2.4 MB");
  });

  it("states the accepted types and size on the file field, and refuses an incomplete form in place", async () => {
    const { calls } = open();
    await screen.findByRole("table");
    expect(screen.getByText("PDF, JPEG, PNG or WebP, up to 10 MB. We check the file's contents, not its name.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Upload resource" }));
    expect(await screen.findByText("Give the resource a title.")).toBeTruthy();
    expect(screen.getByText("Add a short description, so partners know when to use it.")).toBeTruthy();
    expect(screen.getByText("Choose a category.")).toBeTruthy();
    expect(screen.getByText(FILE_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((call) => call.route === UPLOAD)).toEqual([]);
  });

  it("refuses a file over 10 MB before sending it", async () => {
    const { calls } = open();
    await screen.findByRole("table");
    fillForm();
    const big = new File(["x"], "huge.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    chooseFile(big);
    fireEvent.click(screen.getByRole("button", { name: "Upload resource" }));
    expect(await screen.findByText(TOO_LARGE_MESSAGE)).toBeTruthy();
    expect(calls.filter((call) => call.route === UPLOAD)).toEqual([]);
  });

  it("uploads the fields and the file as form data, says where it went, and reads the list again", async () => {
    const { calls } = open("/affiliate-admin?tab=resources", {
      [UPLOAD]: () => ({ status: 201, data: { ...PLAN_BOOK, id: 6, title: "Program rules", category: "program_rules" } }),
    });
    await screen.findByRole("table");
    fillForm();
    chooseFile(new File(["%PDF-1.4"], "rules.pdf", { type: "application/pdf" }));
    fireEvent.click(screen.getByRole("button", { name: "Upload resource" }));
    expect((await screen.findByRole("status")).textContent).toBe(`"Program rules" is on every active partner's dashboard now.`);
    const sent = calls.find((call) => call.route === UPLOAD)!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect([sent.get("title"), sent.get("description"), sent.get("category"), (sent.get("file") as File).name]).toEqual([
      "Program rules",
      "How referrals are credited and paid.",
      "program_rules",
      "rules.pdf",
    ]);
    await waitFor(() => expect(calls.filter((call) => call.route === LIST)).toHaveLength(2));
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("");
  });

  it("shows the server's refusal of the file under the file field", async () => {
    const message =
      "This file cannot be a partner resource: its contents are not a PDF, JPEG, PNG or WebP file (they are a Windows program), whatever its name says. Save it as PDF, JPEG, PNG or WebP and upload it again.";
    open("/affiliate-admin?tab=resources", {
      [UPLOAD]: () => ({ status: 415, data: { statusCode: 415, error: "Unsupported Media Type", message } }),
    });
    await screen.findByRole("table");
    fillForm();
    chooseFile(new File(["MZ"], "brochure.pdf", { type: "application/pdf" }));
    fireEvent.click(screen.getByRole("button", { name: "Upload resource" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText("File").getAttribute("aria-invalid")).toBe("true");
  });

  it("deletes a resource only after a confirmation", async () => {
    const { calls } = open("/affiliate-admin?tab=resources", { [DELETE]: () => ({ status: 204 }) });
    await screen.findByRole("table");
    fireEvent.click(screen.getByRole("button", { name: "Delete 2026 Barndominium Plan Book" }));
    expect(screen.getByText("Delete it from every partner's dashboard?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(calls.filter((call) => call.route === DELETE)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Delete 2026 Barndominium Plan Book" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete 2026 Barndominium Plan Book" }));
    await waitFor(() => expect(calls.filter((call) => call.route === DELETE)).toHaveLength(1));
    await waitFor(() => expect(calls.filter((call) => call.route === LIST)).toHaveLength(2));
  });
});
