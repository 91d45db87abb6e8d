import { Suspense } from "react";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { routeEntries } from "@/app/page-registry";
import CityPage from "@/features/cities/city-page";
import { business, telHref } from "@/lib/business";
import ContentPage from "./content-page";
import { contentPages } from "./pages";

/** The real route ids and paths of the MDX pages, as the app registers them. */
function renderAt(path: string) {
  const Stub = createRoutesStub(
    routeEntries
      .filter((entry) => entry.path === path)
      .map((entry) => ({ id: entry.id, path: entry.path, Component: entry.page.id.startsWith("cities/") ? CityPage : ContentPage })),
  );
  // The body is a lazy chunk; the app shell's <Suspense> holds it (app-shell.tsx).
  return render(
    <Suspense>
      <Stub initialEntries={[path]} />
    </Suspense>,
  );
}

describe("MDX content page", () => {
  it("/about shows its title as the one h1, the MDX body and the call to action", async () => {
    renderAt("/about");
    // The first import of an MDX file compiles it: allow for a busy machine.
    expect(await screen.findByRole("heading", { level: 2, name: "How we work" }, { timeout: 10_000 })).toBeTruthy();
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0].textContent).toBe(contentPages.about.title);
    expect(screen.getByRole("heading", { level: 2, name: "How we work" })).toBeTruthy();
    expect(screen.getByText(/We are a small design-and-build company based in St. Joseph/)).toBeTruthy();
    // GFM table and internal links rendered as router links.
    expect(screen.getByRole("table")).toBeTruthy();
    expect(screen.getByRole("link", { name: "St. Joseph" }).getAttribute("href")).toBe("/st-joseph");

    const cta = within(screen.getByRole("region", { name: "Talk to a builder about your project" }));
    const booking = cta.getByRole("link", { name: /Book a 12-minute discovery call/ });
    expect(booking.getAttribute("href")).toBe(business.bookingUrl);
    expect(booking.getAttribute("target")).toBe("_blank");
    expect(cta.getByRole("link", { name: `Call ${business.phone}` }).getAttribute("href")).toBe(telHref(business.phone));
  });

  it("a city page shows county, distance from St. Joseph and links to nearby cities", async () => {
    renderAt("/kansas-city");
    expect(await screen.findByRole("link", { name: "Maple Ridge" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Barndominium & SIP Home Builder in Kansas City, MO");
    expect(screen.getByText("Jackson, Clay and Platte counties")).toBeTruthy();
    expect(screen.getByText("About 55 miles south")).toBeTruthy();
    const nearby = within(screen.getByRole("region", { name: "Nearby areas we build in" }));
    expect(nearby.getByRole("link", { name: "Platte City" }).getAttribute("href")).toBe("/platte-city");
    expect(screen.getByRole("link", { name: "Maple Ridge" }).getAttribute("href")).toBe("/designs/maple-ridge");
  });
});
