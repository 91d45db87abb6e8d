import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { routeEntries } from "@/app/page-registry";
import { business, formatAddress } from "@/lib/business";
import MarketingPage from "./marketing-page";
import { landingPages } from "./pages";

/** The real ids and paths of every route that renders the marketing page. */
function renderAt(path: string) {
  const Stub = createRoutesStub(
    routeEntries
      .filter((entry) => entry.page.module === landingPages.marketing.module)
      .map((entry) => ({ id: entry.id, path: entry.path, Component: MarketingPage })),
  );
  return render(<Stub initialEntries={[path]} />);
}

function linksTo(href: string): HTMLElement[] {
  return screen.getAllByRole("link").filter((link) => link.getAttribute("href") === href);
}

const cities: Array<[string, string]> = [
  ["/st-joseph", "St. Joseph"],
  ["/kansas-city", "Kansas City"],
  ["/liberty", "Liberty"],
  ["/platte-city", "Platte City"],
  ["/smithville", "Smithville"],
  ["/excelsior-springs", "Excelsior Springs"],
  ["/savannah", "Savannah"],
  ["/parkville", "Parkville"],
];

describe("marketing landing page (spec §2)", () => {
  it.each(["/landing", "/test-landing", "/final-landing"])("%s has one h1, the spec's hero", (path) => {
    renderAt(path);
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0].textContent).toBe("Missouri Barndominium Builders");
  });

  it("uses the page definitions' title as the hero, so h1 and <title> agree", () => {
    expect(landingPages.marketing.title).toBe("Missouri Barndominium Builders");
    expect(landingPages.final.title).toBe("Missouri Barndominium Builders");
  });

  it("links to /schedule and /facebook-lead from the hero", () => {
    renderAt("/landing");
    const hero = within(screen.getByRole("region", { name: "Missouri Barndominium Builders" }));
    expect(hero.getByRole("link", { name: "Schedule a discovery call" }).getAttribute("href")).toBe("/schedule");
    expect(hero.getByRole("link", { name: "Get my free build roadmap" }).getAttribute("href")).toBe("/facebook-lead");
  });

  it("has the three benefit blocks", () => {
    renderAt("/landing");
    for (const title of ["7-day shell install", "Missouri expertise", "Energy efficiency"]) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeTruthy();
    }
  });

  it("links the eight service-area cities by name", () => {
    renderAt("/landing");
    for (const [href, name] of cities) {
      expect(screen.getByRole("link", { name }).getAttribute("href"), name).toBe(href);
    }
  });

  it("links to /contact, the booking page in a new tab and the phone", () => {
    renderAt("/landing");
    expect(linksTo("/contact")).toHaveLength(1);

    const booking = linksTo(business.bookingUrl);
    expect(booking).toHaveLength(1);
    expect(booking[0].getAttribute("target")).toBe("_blank");
    expect(booking[0].getAttribute("rel")).toBe("noopener noreferrer");

    const phone = screen.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("tel:"));
    expect(phone.length).toBeGreaterThan(0);
    for (const link of phone) expect(link.getAttribute("href")).toMatch(/^tel:\+1\d{10}$/);
  });

  it("has the #how-it-works target with steps from land to move-in", () => {
    renderAt("/landing");
    const section = document.getElementById("how-it-works");
    expect(section).not.toBeNull();
    expect(within(section!).getAllByRole("listitem").length).toBeGreaterThanOrEqual(3);
  });

  it("states the marketing claims", () => {
    renderAt("/landing");
    const text = document.body.textContent ?? "";
    for (const claim of ["7 days", "30-50%", "20-30%", "R-24 to R-50", "570+ media outlets", "within 24 hours", "12-minute"]) {
      expect(text, claim).toContain(claim);
    }
  });

  it.each([
    ["/landing", true],
    ["/test-landing", true],
    ["/final-landing", false],
  ])("%s carries its own brand and address lines: %s (only where the site header is hidden)", (path, standalone) => {
    renderAt(path);
    expect(screen.queryByText(formatAddress(business.address), { exact: false }) !== null).toBe(standalone);
  });

  it("has no buttons or forms: it must work as static HTML without scripts", () => {
    renderAt("/landing");
    expect(screen.queryByRole("button")).toBeNull();
    expect(document.querySelector("form, input, iframe, img")).toBeNull();
  });
});
