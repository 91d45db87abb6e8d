/**
 * Where each dashboard figure leads: the staff list with the filter that shows the same records.
 * Figures of the date range carry the range (createdFrom/createdTo: the same Missouri days the
 * dashboard counts), so the list's total matches the card.
 */
import type { DepositStatus, LeadFollowUpState, LeadStatus } from "@/api/generated/model";
import { adminPages } from "./pages";

export interface DateRange {
  from: string;
  to: string;
}

function href(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.append(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The lead list, created in the range, with one more filter. */
export function leadsHref(range: DateRange, filter: { status?: LeadStatus; utmSource?: string; callBooked?: boolean } = {}): string {
  return href(adminPages.leads.path, {
    status: filter.status,
    utmSource: filter.utmSource,
    callBooked: filter.callBooked === undefined ? undefined : String(filter.callBooked),
    createdFrom: range.from,
    createdTo: range.to,
  });
}

/** The source-to-deposit report (issue 28) over the same Missouri days. */
export function sourceReportHref(range: DateRange): string {
  return href(adminPages.sourceReport.path, { from: range.from, to: range.to });
}

/** Leads by follow-up state: as of now, whenever the lead came in. */
export function followUpsHref(state: LeadFollowUpState): string {
  return href(adminPages.leads.path, { followUps: state });
}

export function quoteRequestsHref({ overdue = false }: { overdue?: boolean } = {}): string {
  return href(adminPages.quoteRequests.path, { status: "new", overdue: overdue ? "true" : undefined });
}

export function depositsHref(status: DepositStatus): string {
  return href(adminPages.deposits.path, { status });
}

export function leadHref(leadId: number): string {
  return adminPages.lead.path.replace(":id", String(leadId));
}
