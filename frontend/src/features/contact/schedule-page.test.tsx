import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { business, officeHours } from "@/lib/business";
import { hasScheduledCall, hasVisitedSchedulePage } from "@/lib/call-booking";
import { contactPages } from "./pages";
import SchedulePage from "./schedule-page";

function renderPage() {
  const Stub = createRoutesStub([{ id: contactPages.schedule.id, path: contactPages.schedule.path, Component: SchedulePage }]);
  return render(<Stub initialEntries={["/schedule"]} />);
}

function bookingButtons(): HTMLElement[] {
  return screen.getAllByRole("link", { name: "Book my discovery call (opens in a new tab)" });
}

afterEach(() => sessionStorage.clear());

describe("/schedule", () => {
  it("has one h1, its page title", () => {
    renderPage();
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0].textContent).toBe("Schedule Your Discovery Call");
  });

  it("explains the call: who it is for, the five topics, what happens after", () => {
    renderPage();
    for (const heading of ["Anyone thinking about building in Missouri", "Five things, in plain language", "What happens next"]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeTruthy();
    }
    for (const topic of ["Land", "Plans", "Budget", "Timeline", "Financing"]) {
      expect(screen.getByText(topic, { selector: "dt" })).toBeTruthy();
    }
    expect(document.body.textContent).toContain("12-minute discovery call");
  });

  it("marks the visit to the schedule page", () => {
    expect(hasVisitedSchedulePage()).toBe(false);
    renderPage();
    expect(hasVisitedSchedulePage()).toBe(true);
  });

  it("records the booking and opens the booking page in a new tab", () => {
    renderPage();
    const [button] = bookingButtons();
    expect(button.getAttribute("href")).toBe(business.bookingUrl);
    expect(button.getAttribute("target")).toBe("_blank");
    expect(button.getAttribute("rel")).toBe("noopener noreferrer");

    // happy-dom would really open the booking page; the browser's part is not under test.
    button.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(button);
    expect(hasScheduledCall()).toBe(true);
    expect(hasVisitedSchedulePage()).toBe(false);
  });

  it("offers phone and email instead, with office hours and the 24-hour reply promise", () => {
    renderPage();
    expect(screen.getByRole("link", { name: business.phone }).getAttribute("href")).toMatch(/^tel:\+1\d{10}$/);
    expect(screen.getByRole("link", { name: business.email }).getAttribute("href")).toBe(`mailto:${business.email}`);
    expect(screen.getByText(`Office hours: ${officeHours}`)).toBeTruthy();
    expect(screen.getByText("We reply within 24 hours.")).toBeTruthy();
  });
});
