import { afterEach, describe, expect, it, vi } from "vitest";
import { hasScheduledCall, hasVisitedSchedulePage, recordCallScheduled, recordSchedulePageVisit, resetCallBooking } from "./call-booking";
import { CALL_SCHEDULED_KEY, VISITED_SCHEDULE_PAGE_KEY } from "./storage-keys";

afterEach(() => sessionStorage.clear());

describe("call booking (spec §4)", () => {
  it("starts with nothing booked", () => {
    expect(hasScheduledCall()).toBe(false);
    expect(hasVisitedSchedulePage()).toBe(false);
  });

  it("records a visit to the schedule page", () => {
    recordSchedulePageVisit();
    expect(sessionStorage.getItem(VISITED_SCHEDULE_PAGE_KEY)).toBe("true");
    expect(hasVisitedSchedulePage()).toBe(true);
    expect(hasScheduledCall()).toBe(false);
  });

  it("records a booking and clears the visited-schedule-page marker", () => {
    recordSchedulePageVisit();
    recordCallScheduled();
    expect(sessionStorage.getItem(CALL_SCHEDULED_KEY)).toBe("true");
    expect(sessionStorage.getItem(VISITED_SCHEDULE_PAGE_KEY)).toBeNull();
    expect(hasScheduledCall()).toBe(true);
  });

  it("keeps the markers in session storage only", () => {
    recordSchedulePageVisit();
    recordCallScheduled();
    expect(localStorage.length).toBe(0);
  });

  it("reset clears both markers, then reloads", () => {
    recordCallScheduled();
    recordSchedulePageVisit();
    const reload = vi.fn(() => {
      expect(sessionStorage.length).toBe(0);
    });
    resetCallBooking(reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(hasScheduledCall()).toBe(false);
    expect(hasVisitedSchedulePage()).toBe(false);
  });

  it("never throws when the browser refuses storage", () => {
    vi.spyOn(sessionStorage, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(() => recordCallScheduled()).not.toThrow();
    expect(hasScheduledCall()).toBe(false);
  });
});
