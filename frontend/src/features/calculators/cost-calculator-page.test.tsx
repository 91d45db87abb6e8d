import { estimateWithComparison } from "@cost-model/cost-model";
import { DEFAULT_ESTIMATE_OPTIONS, REGION_RATES, SITE_RATES } from "@cost-model/cost-rates";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatCents } from "@/lib/currency";
import { installCatalogue, renderCalculator } from "./calculator-test-support";
import CostCalculatorPage from "./cost-calculator-page";
import { calculatorsPages } from "./pages";
import { withQueryClient } from "@/test/render-route";

let api: ReturnType<typeof installCatalogue>;
beforeEach(() => {
  api = installCatalogue();
});
afterEach(() => api.restore());

const renderAt = (path: string) => renderCalculator(calculatorsPages.cost.id, CostCalculatorPage, path);
const total = () => screen.getByTestId("estimate-total").textContent;
const location = () => screen.getByTestId("location").textContent ?? "";
const livingBox = () => screen.getByLabelText(/Living area/) as HTMLInputElement;

/** Rose Mount's sizes with every other choice at its default: the cost model's known point ($602,000). */
const ROSE_MOUNT_QUERY = "livingSquareFeet=1800&shopSquareFeet=3820";

describe("barndominium cost calculator", () => {
  it.each(["/barndominium-calculator", "/calculator"])("%s shows one h1 and a real estimate for the default inputs", (path) => {
    renderAt(path);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([calculatorsPages.cost.title]);
    const expected = defaultsEstimate(2000, 1500);
    expect(total()).toBe(formatCents(expected.totalCents));
    expect(screen.getByTestId("estimate-low").textContent).toBe(formatCents(expected.lowCents));
  });

  it("reads the inputs from the URL: Rose Mount's sizes on bare land near St. Joseph come to $602,000", () => {
    renderAt(`/barndominium-calculator?${ROSE_MOUNT_QUERY}`);
    expect(livingBox().value).toBe("1800");
    expect(total()).toBe("$602,000");
    expect(screen.getByTestId("estimate-low").textContent).toBe("$554,000");
    expect(screen.getByTestId("estimate-high").textContent).toBe("$662,000");
    const phases = within(screen.getByRole("region", { name: "Cost by phase" }));
    expect(phases.getByRole("row", { name: /Site work and utilities/ }).textContent).toContain("$47,000");
    expect(phases.getByRole("row", { name: /Foundation/ }).textContent).toContain("$50,600");
  });

  it("updates the estimate and the URL as the visitor types", () => {
    renderAt(`/barndominium-calculator?${ROSE_MOUNT_QUERY}`);
    const before = total();
    fireEvent.change(livingBox(), { target: { value: "2400" } });
    expect(total()).not.toBe(before);
    expect(new URLSearchParams(location().split("?")[1]).get("livingSquareFeet")).toBe("2400");
  });

  it("shows a labelled error for an entry out of range and estimates at the bound", () => {
    renderAt("/barndominium-calculator?livingSquareFeet=12&shopSquareFeet=0");
    const box = livingBox();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(box.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toContain("The smallest we estimate is 400 sq ft");
    expect(total()).toBe(formatCents(defaultsEstimate(400, 0).totalCents));
  });

  it("drops site lines the visitor already has", () => {
    renderAt(`/barndominium-calculator?${ROSE_MOUNT_QUERY}`);
    const before = total();
    fireEvent.click(screen.getByLabelText(/We need a well/));
    // $602,000 less the well and its share of plans and permits
    expect(total()).not.toBe(before);
    expect(new URLSearchParams(location().split("?")[1]).get("needsWell")).toBe("false");
    const phases = within(screen.getByRole("region", { name: "Cost by phase" }));
    expect(phases.getByRole("row", { name: /Site work and utilities/ }).textContent).toContain(formatCents(4_700_000 - SITE_RATES.wellCents));
  });

  it("pre-fills the sizes of a chosen plan and uses its roof R-value", async () => {
    renderAt("/barndominium-calculator");
    const select = screen.getByLabelText(/Start from a plan/) as HTMLSelectElement;
    await waitFor(() => expect(within(select).getByRole("option", { name: /Rose Mount/ })).toBeTruthy());
    fireEvent.change(select, { target: { value: "rose-mount" } });
    expect(livingBox().value).toBe("1800");
    expect((screen.getByLabelText(/Shop area/) as HTMLInputElement).value).toBe("3820");
    expect(total()).toBe("$602,000");
    expect(location()).toContain("plan=rose-mount");
    const claims = within(screen.getByRole("region", { name: "Our SIP claims, and this house" }));
    const insulation = claims.getAllByRole("listitem").find((item) => item.textContent?.startsWith("Our claim: R-24 to R-50 insulation"));
    expect(insulation?.textContent).toContain("This house: R-26 walls and an R-48 roof with SIP");
  });

  it("fills in the plan's sizes for a link that names only the plan", async () => {
    renderAt("/calculator?plan=rose-mount");
    await waitFor(() => expect(livingBox().value).toBe("1800"));
    expect((screen.getByLabelText(/Shop area/) as HTMLInputElement).value).toBe("3820");
    expect(total()).toBe("$602,000");
    await waitFor(() => expect(location()).toContain("livingSquareFeet=1800&shopSquareFeet=3820"));
  });

  it("compares the three shells and states our claims next to this house's figures", () => {
    renderAt(`/barndominium-calculator?${ROSE_MOUNT_QUERY}`);
    const shells = within(screen.getByRole("region", { name: "The same house, built three ways" }));
    expect(
      shells
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.querySelector("th")?.textContent),
    ).toEqual(["SIP (your choice)", "Steel frame", "Stick-built"]);
    const claims = within(screen.getByRole("region", { name: "Our SIP claims, and this house" }));
    for (const claim of ["20-30% savings", "30-50% faster build", "7-day shell install", "R-24 to R-50 insulation"]) {
      expect(claims.getByText(claim)).toBeTruthy();
    }
    // The cost model's known point: 29% lower heating and cooling, 26 weeks against 44.
    expect(claims.getByText(/This house: 29% lower heating and cooling than stick-built/)).toBeTruthy();
    expect(claims.getByText(/26 weeks with SIP against 44 weeks stick-built/)).toBeTruthy();
  });

  it("explains every rate from the rates module", () => {
    renderAt("/barndominium-calculator");
    const how = within(screen.getByRole("region", { name: "How we estimate" }));
    expect(how.getByRole("row", { name: /^Well/ }).textContent).toContain(formatCents(SITE_RATES.wellCents));
    for (const region of Object.values(REGION_RATES)) expect(how.getByRole("row", { name: new RegExp(region.label.replace(/[()]/g, ".")) })).toBeTruthy();
    expect(how.getByRole("link", { name: "Kirksville" }).getAttribute("href")).toBe("/kirksville");
  });

  it("labels every input and announces the estimate politely", () => {
    renderAt("/barndominium-calculator");
    for (const control of document.querySelectorAll("input, select")) {
      expect((control as HTMLInputElement).labels?.length, control.outerHTML).toBeGreaterThan(0);
    }
    expect(screen.getByTestId("estimate-summary").getAttribute("aria-live")).toBe("polite");
  });

  it("prerenders the default estimate and the explanation, whatever the URL says", () => {
    const html = renderToString(prerendered("/barndominium-calculator?livingSquareFeet=5000"));
    expect(html).toContain(`data-testid="estimate-total">${formatCents(defaultsEstimate(2000, 1500).totalCents)}<`);
    expect(html).toContain("How we estimate");
    expect(html).toContain(formatCents(SITE_RATES.wellCents));
  });
});

function prerendered(path: string) {
  const Stub = createRoutesStub([{ id: calculatorsPages.cost.id, path: "/barndominium-calculator", Component: CostCalculatorPage }]);
  return withQueryClient(<Stub initialEntries={[path]} />);
}

/** The cost model's estimate for these sizes with every other choice at its default. */
function defaultsEstimate(livingSquareFeet: number, shopSquareFeet: number) {
  const { finishLevel, shell, region, ...siteWork } = DEFAULT_ESTIMATE_OPTIONS;
  return estimateWithComparison({ livingSquareFeet, shopSquareFeet, finishLevel, shell, region, siteWork });
}

describe("calculator history", () => {
  it("keeps one history entry per box typed in, so the back button undoes a change, not a keystroke", async () => {
    renderAt(`/barndominium-calculator?${ROSE_MOUNT_QUERY}`);
    for (const value of ["2", "24", "240", "2400"]) fireEvent.change(livingBox(), { target: { value } });
    fireEvent.click(screen.getByRole("radio", { name: /Stick-built/ }));
    expect(location()).toContain("shell=stick-built");

    fireEvent.click(screen.getByRole("button", { name: "Browser back" }));
    await waitFor(() => expect(location()).toContain("shell=sip"));
    expect((screen.getByRole("radio", { name: /^SIP/ }) as HTMLInputElement).checked).toBe(true);
    expect(livingBox().value).toBe("2400");

    fireEvent.click(screen.getByRole("button", { name: "Browser back" }));
    await waitFor(() => expect(livingBox().value).toBe("1800"));
    expect(total()).toBe("$602,000");
  }, 20_000);
});
