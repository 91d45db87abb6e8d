import { createHmac } from "node:crypto";

/** The e2e app's SESSION_SECRET (playwright.config.ts hands it to the server). */
export const E2E_SESSION_SECRET = "e2e-only-session-secret-0123456789abcdef";
/** The e2e app's TOTP_ENCRYPTION_KEY: 32 bytes in hex. */
export const E2E_TOTP_ENCRYPTION_KEY = "e2e0".repeat(16);
/** The e2e app's DATA_ENCRYPTION_KEY (partners' TINs and bank accounts): 32 bytes in hex. */
export const E2E_DATA_ENCRYPTION_KEY = "e2e1".repeat(16);
/** The e2e app's UNSUBSCRIBE_SECRET. */
export const E2E_UNSUBSCRIBE_SECRET = "e2e-only-unsubscribe-secret-0123456789abcdef";

/**
 * A lead's genuine unsubscribe token, made as the server makes it (backend
 * modules/follow-ups/unsubscribe-token.ts: `<id>.<HMAC-SHA256("lead:<id>")>` with a key derived from
 * UNSUBSCRIBE_SECRET). Re-stated here because that module is CommonJS, which these ESM specs cannot load.
 */
export function unsubscribeToken(leadId: number, unsubscribeSecret = E2E_UNSUBSCRIBE_SECRET): string {
  const key = createHmac("sha256", unsubscribeSecret).update("follow-up-unsubscribe-v2").digest();
  return `${leadId}.${createHmac("sha256", key).update(`lead:${leadId}`).digest("base64url")}`;
}
