/**
 * The admin account the e2e app ensures at start-up (ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_TOTP_SECRET
 * in playwright.config.ts): enrolled in two-step sign-in with `totpSecret` (codes: support/two-step.ts).
 */
export const E2E_ADMIN = {
  email: "office-admin@example.com",
  password: "e2e-admin-password-2026",
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
} as const;

/** A password that passes the server's rules (8+ characters, not a common one). */
export const GOOD_PASSWORD = "prairie-sunset-barn-42";
