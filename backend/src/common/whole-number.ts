/**
 * Ids, counts and cents live in PostgreSQL `integer` columns: a number past this reaches the
 * database as an out-of-range error (a 500), so every integer input is bounded to it first.
 */
export const PG_INTEGER_MAX = 2_147_483_647;

/** The whole number written in `text` (digits, an optional minus) when it lies in min..max; else undefined. */
export function parseWholeNumber(text: unknown, min: number, max: number): number | undefined {
  if (typeof text !== 'string' || !/^-?\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** The one message for a whole number out of its range. */
export function wholeNumberMessage(label: string, min: number, max: number): string {
  return `${label} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`;
}
