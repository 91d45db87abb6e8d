/**
 * The office types due times as Missouri wall-clock time (a `datetime-local` field), whatever the
 * browser's own time zone; the API takes instants. Daylight saving is Intl's business.
 */
const ZONE = "America/Chicago";
const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The instant's Missouri wall time, as a `datetime-local` value "YYYY-MM-DDTHH:MM". */
export function missouriInputValue(instant: Date): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** "2026-12-01T15:00" read as Missouri time → "2026-12-01T21:00:00.000Z"; null for anything else. */
export function missouriInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at a first guess, then at the corrected instant (right across a daylight-saving change).
  let instant = wall;
  for (let i = 0; i < 2; i++) {
    const shown = missouriInputValue(new Date(instant));
    const shownWall = Date.UTC(+shown.slice(0, 4), +shown.slice(5, 7) - 1, +shown.slice(8, 10), +shown.slice(11, 13), +shown.slice(14, 16));
    instant += wall - shownWall;
  }
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}
