import { BUSINESS_TIME_ZONE } from '../shared/business-calendar';

/**
 * Missouri days in the back-office lists' WHERE clauses. `dayParam` is the placeholder ($n or
 * :name) holding the YYYY-MM-DD value; values always travel as parameters.
 */

/** `column` (timestamptz) is at or after the start of the Missouri day in `dayParam` (YYYY-MM-DD; DST included). */
export function onOrAfterBusinessDaySql(column: string, dayParam: string): string {
  return `${column} >= (${dayParam}::date)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}'`;
}

/** `column` (timestamptz) is before the end of the Missouri day in `dayParam`. */
export function onOrBeforeBusinessDaySql(column: string, dayParam: string): string {
  return `${column} < (${dayParam}::date + 1)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}'`;
}
