/**
 * The visible office hours (spec §9: the visible text and the machine-readable listing differ;
 * the machine-readable one is MACHINE_READABLE_HOURS in structured-data.ts). Plain constants with
 * no build-time globals, so pages.ts files (loaded by react-router.config.ts) may use them too.
 */
export const officeHours = "Mon-Fri 9AM-3PM";

/** The same hours in their long form (spec §9: "9:00 AM - 3:00 PM"). */
export const OFFICE_HOURS_LONG = "9:00 AM - 3:00 PM";
