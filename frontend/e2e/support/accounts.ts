/** The admin account the e2e app ensures at start-up (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN = { email: "office-admin@example.com", password: "e2e-admin-password-2026" } as const;

/** A password that passes the server's rules (8+ characters, not a common one). */
export const GOOD_PASSWORD = "prairie-sunset-barn-42";
