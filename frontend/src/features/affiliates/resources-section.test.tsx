import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PartnerResourceResponseDto } from "@/api/generated/model";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { ResourcesSection } from "./resources-section";

const LIST = "GET /api/partner-resources";

const RULES: PartnerResourceResponseDto = {
  id: 7,
  title: "Referral program rules",
  description: "How a referral is credited, when a commission is earned and how we pay.",
  category: "program_rules",
  fileName: "program-rules.pdf",
  contentType: "application/pdf",
  byteSize: 180_000,
  downloadUrl: "/api/partner-resources/7/file",
  createdAt: "2026-11-20T16:00:00.000Z",
};
const SIGN: PartnerResourceResponseDto = {
  ...RULES,
  id: 8,
  title: "Yard sign artwork",
  description: "Our logo for a sign at a job you referred.",
  category: "marketing",
  fileName: "yard-sign.png",
  contentType: "image/png",
  byteSize: 2_400_000,
  downloadUrl: "/api/partner-resources/8/file",
};

function open(active: boolean, url = "/affiliate-dashboard", routes: Record<string, FakeHandler> = {}) {
  const { api } = renderRoute(url, [{ path: "/affiliate-dashboard", element: <ResourcesSection active={active} /> }], {
    api: { [LIST]: () => ({ status: 200, data: { items: [RULES, SIGN], total: 2, page: 1, pageSize: 25 } }), ...routes },
  });
  return api.calls;
}

describe('"Partner resources" on the partner dashboard', () => {
  it("lists every resource by category with its description, type and size and a download link", async () => {
    const calls = open(true, "/affiliate-dashboard?resourcesPage=2&page=3");
    expect(screen.getByRole("heading", { name: "Partner resources" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Partner resources to download" });
    expect(calls.find((call) => call.route === LIST)?.params).toEqual({ sort: "category", order: "asc", page: "2" });
    const link = within(table).getByRole("link", { name: "Referral program rules (download PDF)" });
    expect([link.getAttribute("href"), link.getAttribute("download")]).toEqual(["/api/partner-resources/7/file", "program-rules.pdf"]);
    const sign = within(table).getByRole("row", { name: /Yard sign artwork/ });
    expect(sign.textContent).toContain("Our logo for a sign at a job you referred.");
    expect(sign.textContent).toContain("Marketing material");
    expect(sign.textContent).toContain("PNG image, 2.3 MB");
  });

  it("says when there is nothing yet", async () => {
    open(true, "/affiliate-dashboard", { [LIST]: () => ({ status: 200, data: { items: [], total: 0, page: 1, pageSize: 25 } }) });
    expect(await screen.findByText(/No resources yet\./)).toBeTruthy();
  });

  it("tells a partner who is not active why there is nothing to download, without asking the server", () => {
    const calls = open(false);
    expect(screen.getByText("Partner resources are for active referral partners: they appear here once your account is active.")).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
