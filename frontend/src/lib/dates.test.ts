import { describe, expect, it } from "vitest";
import { addDays, addYears, businessToday, formatBusinessDate, formatBusinessDateTime, formatCalendarDate, formatShortCalendarDate } from "./dates";

describe("dates", () => {
  it("takes today in Missouri, not UTC", () => {
    // 03:30 UTC on Nov 23 is still the evening of Nov 22 in St. Joseph.
    expect(businessToday(new Date("2026-11-23T03:30:00Z"))).toBe("2026-11-22");
    expect(businessToday(new Date("2026-11-23T06:30:00Z"))).toBe("2026-11-23");
  });

  it("counts days across months and leap years, and years to the same day", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addYears("2026-11-22", 5)).toBe("2031-11-22");
  });

  it("writes calendar dates and instants the way the office does", () => {
    expect(formatCalendarDate("2027-05-03")).toBe("May 3, 2027");
    expect(formatShortCalendarDate("2027-05-03")).toBe("May 3");
    expect(formatBusinessDate("2026-11-23T03:30:00.000Z")).toBe("November 22, 2026");
    // Staff times are Missouri's, standard and daylight time alike.
    expect(formatBusinessDateTime("2026-11-23T03:30:00.000Z")).toBe("Nov 22, 2026, 9:30 PM");
    expect(formatBusinessDateTime("2026-07-01T14:05:00.000Z")).toBe("Jul 1, 2026, 9:05 AM");
  });
});
