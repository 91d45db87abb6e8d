import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { DesignResponseDto, EstimateResponseDto } from "@/api/generated/model";
import { business } from "@/lib/business";
import { installFakeApi, type FakeHandler } from "@/test/fake-api";
import { forgetReportedLeadEvents } from "@/lib/lead-events";
import { ACCESS_TOKEN_KEY } from "@/lib/storage-keys";
import { withQueryClient } from "@/test/render-route";
import { builtInDesign } from "./built-in-plans";
import DesignPage, { type PlanData } from "./design-page";
import { DESIGN_NOT_FOUND_PATH, designsPages } from "./pages";

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => api?.restore());

function page(path: string) {
  const Stub = createRoutesStub([
    { id: designsPages.detail.id, path: designsPages.detail.path, Component: ({ loaderData }) => <DesignPage loaderData={loaderData as PlanData} /> },
  ]);
  // What the page's loader gives the prerendered HTML (or its clientLoader a navigation).
  const loaderData: PlanData = { builtIn: builtInDesign(path.split("/").pop()) ?? null };
  return withQueryClient(<Stub initialEntries={[path]} hydrationData={{ loaderData: { [designsPages.detail.id]: loaderData } }} />);
}

/** A plan an admin added after the build: not in the built-in catalogue. */
const prairieView: DesignResponseDto = {
  ...builtInDesign("oak")!,
  id: 31,
  slug: "prairie-view",
  name: "Prairie View",
  livingSquareFeet: 2450,
  shopSquareFeet: 2800,
  bedrooms: 4,
  bathrooms: "3",
  roofRValue: 48,
  specSheetUrl: "/api/designs/prairie-view/spec-sheet.svg",
  description: "A four-bedroom plan with a wide shop for a farm family.",
  features: [],
};

const estimate: EstimateResponseDto = {
  totalCents: 61_000_000,
  lowCents: 56_100_000,
  highCents: 67_100_000,
  phases: [{ phase: "foundation", label: "Foundation", cents: 4_800_000 }],
  buildWeeks: 27,
  energy: { shell: "sip", label: "SIP", wallRValue: 26, roofRValue: 48, heatLossBtuPerHourF: 300, annualKwh: 4000, annualCostCents: 56_000 },
  comparison: [{ shell: "sip", label: "SIP", totalCents: 61_000_000, buildWeeks: 27, annualEnergyCostCents: 56_000 }],
  sipEnergySavingsPercent: 29,
};

const answers = (routes: Record<string, FakeHandler>) => (api = installFakeApi(routes));

describe("/designs/:id as prerendered", () => {
  it("holds a built-in plan's figures, options and actions without the API", () => {
    const html = renderToString(page("/designs/rose-mount")).replace(/<!-- -->/g, "");
    expect(html).toContain("Rose Mount Barndominium Plan</h1>");
    for (const text of [
      "1,800 sq ft",
      "3,820 sq ft",
      "R-26",
      "R-33",
      "Floor plan",
      "+$16,800",
      "/contact?model=Rose%20Mount",
      "/checkout/rose-mount",
      "/compare?plans=rose-mount",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("Working out the estimate");
  });

  it("is the not-found page for its not-found document", async () => {
    // The not-found page is a lazy part (inside the app shell's Suspense); the build's render
    // waits for it (entry.server.tsx, onAllReady): here, a first render starts loading it.
    renderToString(<Suspense>{page(DESIGN_NOT_FOUND_PATH)}</Suspense>);
    await import("@/components/page-not-found");
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = renderToString(page(DESIGN_NOT_FOUND_PATH));
    expect(html).toContain("Page not found");
    expect(html).not.toContain("Loading the plan");
  });
});

describe("/designs/:id in the browser", () => {
  it("hydrated from its prerendered HTML, asks the API only once the visitor heads for a button", async () => {
    api = installFakeApi({
      "GET /api/designs/rose-mount": () => ({ status: 200, data: builtInDesign("rose-mount") }),
      "GET /api/designs/rose-mount/estimate": () => ({ status: 200, data: estimate }),
    });
    const container = document.createElement("div");
    container.innerHTML = renderToString(page("/designs/rose-mount"));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page("/designs/rose-mount"));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);

    fireEvent.focus(container.querySelector('a[href^="/contact?model="]')!);
    await waitFor(() => expect(api!.calls.map((call) => call.route).sort()).toEqual(["GET /api/designs/rose-mount", "GET /api/designs/rose-mount/estimate"]));
    container.remove();
  });

  it("reports the plan view for the lead score only when the visitor gave us their e-mail (issue 28)", async () => {
    forgetReportedLeadEvents();
    localStorage.setItem(ACCESS_TOKEN_KEY, "t".repeat(43));
    api = installFakeApi({ "POST /api/lead-events": () => ({ status: 204 }) });
    const container = document.createElement("div");
    container.innerHTML = renderToString(page("/designs/rose-mount"));
    document.body.append(container);
    try {
      await act(async () => {
        hydrateRoot(container, page("/designs/rose-mount"));
      });
      await waitFor(() => expect(api!.calls).toHaveLength(1));
      expect(api.calls[0]).toMatchObject({ route: "POST /api/lead-events", body: { accessToken: "t".repeat(43), kind: "plan_viewed", subject: "rose-mount" } });
    } finally {
      localStorage.removeItem(ACCESS_TOKEN_KEY);
      container.remove();
    }
  });

  it("loads a plan only the database knows, with its estimate, and names the tab", async () => {
    answers({
      "GET /api/designs/prairie-view": () => ({ status: 200, data: prairieView }),
      "GET /api/designs/prairie-view/estimate": () => ({ status: 200, data: estimate }),
    });
    render(page("/designs/prairie-view"));
    expect(screen.getByRole("status").textContent).toBe("Loading the plan…");
    expect(await screen.findByRole("heading", { level: 1, name: "Prairie View Barndominium Plan" })).toBeTruthy();
    expect(screen.getByText("2,450 sq ft")).toBeTruthy();
    expect(await screen.findByText("$561,000 to $671,000")).toBeTruthy();
    expect(document.title).toBe(`Prairie View Barndominium Plan | ${business.businessName}`);
  });

  it("shows the not-found page when the API knows no such plan", async () => {
    answers({
      "GET /api/designs/gone-plan": () => ({
        status: 404,
        data: { statusCode: 404, message: "This plan does not exist or is no longer offered.", error: "Not Found" },
      }),
    });
    render(page("/designs/gone-plan"));
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(document.title).toBe(`Page not found | ${business.businessName}`);
  });

  it("offers to try again when the API cannot be reached", async () => {
    answers({ "GET /api/designs/prairie-view": () => "network" });
    render(page("/designs/prairie-view"));
    expect((await screen.findByRole("alert")).textContent).toContain("This plan didn't load");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
