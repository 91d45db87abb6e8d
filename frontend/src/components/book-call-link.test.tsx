import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { business } from "@/lib/business";
import { hasScheduledCall, hasVisitedSchedulePage, recordSchedulePageVisit } from "@/lib/call-booking";
import { BookCallLink } from "./book-call-link";

afterEach(() => sessionStorage.clear());

describe("BookCallLink", () => {
  it("is a plain link to the booking page in a new tab", () => {
    render(<BookCallLink className="btn-primary">Book my call</BookCallLink>);
    const link = screen.getByRole("link", { name: "Book my call (opens in a new tab)" });
    expect(link.getAttribute("href")).toBe(business.bookingUrl);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.className).toBe("btn-primary");
  });

  it("records the booking on click and tells the caller", () => {
    recordSchedulePageVisit();
    const onBooked = vi.fn();
    render(<BookCallLink onBooked={onBooked}>Book my call</BookCallLink>);
    const link = screen.getByRole("link");
    // happy-dom would really open the booking page; the browser's part is not under test.
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(hasScheduledCall()).toBe(true);
    expect(hasVisitedSchedulePage()).toBe(false);
    expect(onBooked).toHaveBeenCalledOnce();
  });
});
