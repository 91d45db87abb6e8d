import { recordLeadEvent } from "@/api/generated/endpoints/leads/leads";
import { recordLeadEventBody } from "@/api/generated/zod/leads/leads.zod";
import type { LeadEvent } from "./lead-events";

/**
 * The lazily loaded half of reportLeadEvent: sends the event through the generated client when it
 * passes the API's own rules (the generated schema); when the path or subject would be refused,
 * the kind alone is sent.
 */
export async function sendLeadEvent(accessToken: string, event: LeadEvent, path: string): Promise<void> {
  for (const body of [
    { accessToken, ...event, path },
    { accessToken, kind: event.kind },
  ]) {
    const parsed = recordLeadEventBody.safeParse(body);
    if (parsed.success) {
      await recordLeadEvent(parsed.data);
      return;
    }
  }
}
