import nodeConsole from "node:console";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { serviceAreaCities } from "@/features/cities/pages";
import { business, officeHours, telHref } from "@/lib/business";
import { hasScheduledCall, hasVisitedSchedulePage, recordCallScheduled, recordSchedulePageVisit } from "@/lib/call-booking";
import { OFFICE_HOURS_LONG } from "@/lib/office-hours";
import { installFakeApi } from "@/test/fake-api";
import { renderWithQueryClient, withQueryClient } from "@/test/render-route";
import ContactPage from "./contact-page";
import { directionsUrl, MAP_TITLE, mapEmbedUrl, officeAddress } from "./office-map";
import { contactPages } from "./pages";
import { ProjectDetails } from "./project-details";

let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  // The form is loaded on demand; transform it once up front so the first test does not time out on it.
  await import("./contact-form");
});

beforeEach(() => {
  api = installFakeApi({ "GET /api/designs": () => ({ status: 200, data: { items: [], total: 0, page: 1, pageSize: 100, nearMiss: null } }) });
});

afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

function page() {
  const Stub = createRoutesStub([{ id: contactPages.contact.id, path: "/contact", Component: ContactPage }]);
  return withQueryClient(<Stub initialEntries={["/contact"]} />);
}

const renderPage = () => render(page());

/** A booking link: a real link to the booking page in a new tab; its click is kept from navigating happy-dom. */
function bookingLink(name: string | RegExp): HTMLElement {
  const link = screen.getByRole("link", { name });
  expect(link.getAttribute("href")).toBe(business.bookingUrl);
  expect(link.getAttribute("target")).toBe("_blank");
  link.addEventListener("click", (event) => event.preventDefault());
  return link;
}

const projectForm = () => screen.queryByRole("form", { name: "Project details" });
const findProjectForm = () => screen.findByRole("form", { name: "Project details" }, { timeout: 5000 });

describe("/contact", () => {
  it("has one h1, its page title, and a hero with the phone, the city and the office hours", () => {
    renderPage();
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(["Contact Us & Request a Quote"]);
    const hero = headings[0].closest("section")!;
    expect(within(hero).getByRole("link", { name: business.phone }).getAttribute("href")).toBe(telHref(business.phone));
    expect(hero.textContent).toContain(`${business.address.city}, ${business.address.state}`);
    expect(hero.textContent).toContain("Mon-Fri 9AM-3PM");
    expect(officeHours).toBe("Mon-Fri 9AM-3PM");
  });

  it("lists the quote benefits with the spec's claims and the three steps of what to expect", () => {
    renderPage();
    const benefits = screen.getByRole("heading", { level: 2, name: "A real number for your home, not a guess" }).closest("section")!;
    for (const claim of ["7-day shell install", "30-50% faster build", "20-30% savings", "R-24 to R-50 insulation"]) {
      expect(within(benefits).getByRole("heading", { level: 3, name: claim })).toBeTruthy();
    }
    const expect3 = screen.getByRole("heading", { level: 2, name: "From first call to your quote in three steps" }).closest("section")!;
    const steps = within(within(expect3).getByRole("list")).getAllByRole("listitem");
    expect(steps.map((step) => within(step).getByRole("heading").textContent)).toEqual([
      "Book your discovery call",
      "Send your project details",
      "Get your quote and a schedule",
    ]);
    expect(expect3.textContent).toContain("within 24 hours");
  });

  it("has three contact cards: phone (tel:), e-mail (mailto:) and a schedule-call button", () => {
    renderPage();
    const cards = within(screen.getByRole("heading", { level: 2, name: "Three ways to reach us" }).closest("section")!).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole("link", { name: business.phone }).getAttribute("href")).toMatch(/^tel:\+1\d{10}$/);
    expect(within(cards[1]).getByRole("link", { name: business.email }).getAttribute("href")).toBe(`mailto:${business.email}`);
    expect(cards[1].textContent).toContain("We reply within 24 hours.");
    const schedule = within(cards[2]).getByRole("link", { name: "Book a 12-minute call (opens in a new tab)" });
    expect(schedule.getAttribute("href")).toBe(business.bookingUrl);
  });

  it("links the 16 city pages of the service area", () => {
    renderPage();
    const area = screen.getByRole("heading", { level: 2, name: "Where we build" }).closest("section")!;
    const links = within(area).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(serviceAreaCities.map((city) => `/${city.slug}`));
    expect(links).toHaveLength(16);
    expect(links.map((link) => link.textContent)).toContain("St. Joseph");
  });

  it("shows the office with its address, hours and a directions button to Google Maps in a new tab", () => {
    renderPage();
    const office = screen.getByRole("heading", { level: 2, name: "Visit our office" }).closest("section")!;
    expect(office.querySelector("address")!.textContent).toContain(business.address.street);
    expect(office.textContent).toContain(`Monday to Friday, ${OFFICE_HOURS_LONG}`);
    expect(OFFICE_HOURS_LONG).toBe("9:00 AM - 3:00 PM");
    const directions = within(office).getByRole("link", { name: "Get directions (opens in a new tab)" });
    expect(directions.getAttribute("href")).toBe(directionsUrl);
    expect(directionsUrl).toBe(`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(officeAddress)}`);
    expect(directions.getAttribute("target")).toBe("_blank");
    expect(directions.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("loads the map only when the visitor asks for it", () => {
    // happy-dom does not load frames and reports each one on the console it started with.
    vi.spyOn(nodeConsole, "error").mockImplementation(() => {});
    renderPage();
    expect(document.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Show the map/ }));
    const frame = screen.getByTitle(MAP_TITLE) as HTMLIFrameElement;
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe(mapEmbedUrl);
    expect(mapEmbedUrl).toBe(`https://www.google.com/maps?q=${encodeURIComponent(officeAddress)}&output=embed`);
    expect(officeAddress).toContain(business.address.street);
  });

  it("always ends with the call to action", () => {
    renderPage();
    const cta = screen.getByRole("heading", { level: 2, name: "Ready to build in Missouri?" }).closest("section")!;
    expect(within(cta).getByRole("link", { name: "Book my free discovery call (opens in a new tab)" })).toBeTruthy();
    expect(
      within(cta)
        .getByRole("link", { name: `Call ${business.phone}` })
        .getAttribute("href"),
    ).toBe(telHref(business.phone));
  });
});

describe("/contact booking gate (spec §4)", () => {
  it("prerenders the booking prompt, not the form, even for a visitor who has booked", () => {
    recordCallScheduled();
    const html = renderToString(page());
    expect(html).toContain("First, book your free 12-minute discovery call");
    expect(html).not.toContain("Send Message");
  });

  it("hides the form until a schedule button is clicked, then records the booking and shows it", async () => {
    recordSchedulePageVisit();
    renderPage();
    expect(projectForm()).toBeNull();
    expect(screen.getByText("First, book your free 12-minute discovery call")).toBeTruthy();

    fireEvent.click(bookingLink("Schedule my discovery call (opens in a new tab)"));
    expect(hasScheduledCall()).toBe(true);
    expect(hasVisitedSchedulePage()).toBe(false);
    expect(await findProjectForm()).toBeTruthy();
    expect(screen.queryByText("First, book your free 12-minute discovery call")).toBeNull();
    // The call to action stays.
    expect(screen.getByRole("heading", { level: 2, name: "Ready to build in Missouri?" })).toBeTruthy();
  });

  it("opens the form from the schedule card and from the closing call to action too", async () => {
    renderPage();
    fireEvent.click(bookingLink("Book my free discovery call (opens in a new tab)"));
    expect(await findProjectForm()).toBeTruthy();
  });

  it("shows the form straight away to a visitor who booked earlier in the session", async () => {
    recordCallScheduled();
    renderPage();
    expect(await findProjectForm()).toBeTruthy();
  });

  it("resets: clears both markers and reloads", () => {
    recordCallScheduled();
    sessionStorage.setItem("visitedSchedulePage", "true");
    const reload = vi.fn();
    const Stub = createRoutesStub([{ path: "/contact", Component: () => <ProjectDetails booked onBooked={() => undefined} reload={reload} /> }]);
    renderWithQueryClient(<Stub initialEntries={["/contact"]} />);
    fireEvent.click(screen.getByRole("button", { name: "Reset my booking" }));
    expect(hasScheduledCall()).toBe(false);
    expect(hasVisitedSchedulePage()).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });
});
