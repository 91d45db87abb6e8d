import { createHmac } from "node:crypto";

/** The e2e app's SESSION_SECRET (playwright.config.ts hands it to the server). */
export const E2E_SESSION_SECRET = "e2e-only-session-secret-0123456789abcdef";

/**
 * A lead's genuine unsubscribe token, made as the server makes it (backend
 * modules/follow-ups/unsubscribe-token.ts: `<id>.<HMAC-SHA256("lead:<id>")>` with a key derived from
 * SESSION_SECRET). Re-stated here because that module is CommonJS, which these ESM specs cannot load.
 */
export function unsubscribeToken(leadId: number, sessionSecret = E2E_SESSION_SECRET): string {
  const key = createHmac("sha256", sessionSecret).update("follow-up-unsubscribe-v1").digest();
  return `${leadId}.${createHmac("sha256", key).update(`lead:${leadId}`).digest("base64url")}`;
}
