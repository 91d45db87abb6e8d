import { InputValidationException } from './validation.pipe';

/** The office's reports (dashboard, response time, source to deposit) refuse a range that runs backwards with this. */
export const REPORT_RANGE_ORDER_MESSAGE = 'To must not be before from.';

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

/**
 * A report's from/to (YYYY-MM-DD, both included): 400 on `to` when it is before `from`, and on
 * `from` with `lengthMessage` when the range holds more than `maxDays` days (one request stays small).
 */
export function assertReportRange(from: string, to: string, maxDays: number, lengthMessage: string): void {
  if (from > to) throw new InputValidationException([{ field: 'to', message: REPORT_RANGE_ORDER_MESSAGE }]);
  if (dayNumber(to) - dayNumber(from) + 1 > maxDays) throw new InputValidationException([{ field: 'from', message: lengthMessage }]);
}
