import { PANEL_RATES } from "@cost-model/cost-rates";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installCatalogue, renderCalculator } from "./calculator-test-support";
import LinearFootCalculatorPage from "./linear-foot-calculator-page";
import { calculatorsPages } from "./pages";

let api: ReturnType<typeof installCatalogue>;
beforeEach(() => {
  api = installCatalogue();
});
afterEach(() => api.restore());

const renderAt = (path: string) => renderCalculator(calculatorsPages.linearFoot.id, LinearFootCalculatorPage, path);
const lengthBox = () => screen.getByLabelText(/Wall length/) as HTMLInputElement;
const heightBox = () => screen.getByLabelText(/Wall height/) as HTMLInputElement;
const location = () => screen.getByTestId("location").textContent ?? "";

describe("linear-foot calculator (Vol III)", () => {
  it("has one h1 and prices a known wall: 174 ft × 9 ft is 1,566 sq ft, 44 panels, $16,835 of SIP", () => {
    renderAt("/linear-foot-calculator?wallLinearFeet=174&wallHeightFeet=9");
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([calculatorsPages.linearFoot.title]);
    expect(screen.getByTestId("walls-area").textContent).toBe("1,566 sq ft");
    expect(screen.getByTestId("walls-panels").textContent).toBe("44 panels");
    expect(screen.getByTestId("walls-sip-total").textContent).toBe("$16,835");
    const table = within(screen.getByRole("region", { name: "SIP panels and stick framing, side by side" }));
    expect(table.getByRole("row", { name: /Crew days/ }).textContent).toBe("Crew days38");
  });

  it("recomputes as the visitor types and keeps the walls in the URL", () => {
    renderAt("/linear-foot-calculator?wallLinearFeet=174&wallHeightFeet=9");
    fireEvent.change(heightBox(), { target: { value: "30" } });
    // 30 ft needs a second course of 24-ft panels: 44 across × 2
    expect(screen.getByTestId("walls-panels").textContent).toBe("88 panels");
    expect(location()).toContain("wallHeightFeet=30");
  });

  it("fills the walls of a plan's living area from the cost model", async () => {
    renderAt("/linear-foot-calculator");
    const select = screen.getByLabelText(/Start from a plan/) as HTMLSelectElement;
    await waitFor(() => expect(within(select).getByRole("option", { name: /Rose Mount/ })).toBeTruthy());
    fireEvent.change(select, { target: { value: "rose-mount" } });
    expect(lengthBox().value).toBe("174");
    expect(heightBox().value).toBe("9");
    expect(location()).toContain("plan=rose-mount");
    expect(screen.getByText(/The shop walls are not included/)).toBeTruthy();
    // Typing a length of one's own leaves the plan.
    fireEvent.change(lengthBox(), { target: { value: "200" } });
    expect(location()).not.toContain("plan=");
  });

  it("fills in the plan's walls for a link that names only the plan", async () => {
    renderAt("/linear-foot-calculator?plan=rose-mount");
    await waitFor(() => expect(lengthBox().value).toBe("174"));
    expect(screen.getByTestId("walls-panels").textContent).toBe("44 panels");
    await waitFor(() => expect(location()).toContain("plan=rose-mount&wallLinearFeet=174&wallHeightFeet=9"));
  });

  it("flags a height out of range and estimates at the limit", () => {
    renderAt("/linear-foot-calculator?wallLinearFeet=100&wallHeightFeet=3");
    expect(heightBox().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/The smallest we estimate is 8 ft/)).toBeTruthy();
    expect(screen.getByTestId("walls-area").textContent).toBe("800 sq ft");
  });

  it("explains the panel rates from PANEL_RATES and announces results politely", () => {
    renderAt("/linear-foot-calculator");
    const how = within(screen.getByRole("region", { name: "How we estimate" }));
    expect(how.getByRole("row", { name: /Material/ }).textContent).toContain(`$${(PANEL_RATES.panelMaterialPerSqFtCents / 100).toFixed(2)} per sq ft of wall`);
    expect(how.getByRole("row", { name: /crew/ }).textContent).toContain(`${PANEL_RATES.panelSqFtPerCrewDay} sq ft of wall set`);
    expect(screen.getByTestId("walls-summary").getAttribute("aria-live")).toBe("polite");
    for (const control of document.querySelectorAll("input, select")) {
      expect((control as HTMLInputElement).labels?.length, control.outerHTML).toBeGreaterThan(0);
    }
  });
});
