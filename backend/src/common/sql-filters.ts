import { BUSINESS_TIME_ZONE } from '../modules/deposits/deposit-rules';

/**
 * Pieces of the back-office lists' WHERE clauses. `param` is the placeholder ($n) holding the
 * value; the values themselves always travel as parameters.
 */

/** A LIKE/ILIKE pattern matching `text` anywhere, its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` (timestamptz) is at or after the start of the Missouri day in `dayParam` (YYYY-MM-DD; DST included). */
export function onOrAfterBusinessDaySql(column: string, dayParam: string): string {
  return `${column} >= (${dayParam}::date)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}'`;
}

/** `column` (timestamptz) is before the end of the Missouri day in `dayParam`. */
export function onOrBeforeBusinessDaySql(column: string, dayParam: string): string {
  return `${column} < (${dayParam}::date + 1)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}'`;
}
