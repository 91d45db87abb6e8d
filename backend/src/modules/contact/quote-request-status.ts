import { defineStatusFlow } from '../../common/status-flow';
import { QuoteRequestStatus } from './contact.enums';

/**
 * The moves of a quote request (issue 13), in one place: replied or closed once answered, and a
 * closed one can be reopened. The admin API refuses every other move with 409.
 */
export const quoteRequestStatusFlow = defineStatusFlow<QuoteRequestStatus>('a quote request', {
  [QuoteRequestStatus.New]: [QuoteRequestStatus.Replied, QuoteRequestStatus.Closed],
  [QuoteRequestStatus.Replied]: [QuoteRequestStatus.Closed],
  [QuoteRequestStatus.Closed]: [QuoteRequestStatus.New],
});

/** A new request is overdue once it waited longer than this (spec §9: replies within 24 hours). */
export const QUOTE_REQUEST_REPLY_HOURS = 24;

/** New and waiting longer than QUOTE_REQUEST_REPLY_HOURS. */
export function isQuoteRequestOverdue(status: QuoteRequestStatus, createdAt: Date, now: Date = new Date()): boolean {
  return status === QuoteRequestStatus.New && now.getTime() - createdAt.getTime() > QUOTE_REQUEST_REPLY_HOURS * 3_600_000;
}
