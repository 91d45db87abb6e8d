/**
 * Ports of the browser tests' app, its embedded database and the mail catcher. Fixed by default;
 * E2E_PORT / E2E_PG_PORT / E2E_MAIL_PORT move them so two checkouts can run their suites side by side.
 */
function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
}

export const E2E_APP_PORT = port("E2E_PORT", 3100);
// Below Linux's ephemeral ports, as the app's own (DEFAULT_EMBEDDED_PG_PORT in backend/src/database/embedded-postgres.ts).
export const E2E_PG_PORT = port("E2E_PG_PORT", 25431);
export const E2E_MAIL_PORT = port("E2E_MAIL_PORT", 2526);
// The app's inbound mail listener for replies (INBOUND_SMTP_PORT), and the domain of its reply addresses.
export const E2E_INBOUND_PORT = port("E2E_INBOUND_PORT", 2527);
export const E2E_INBOUND_DOMAIN = "replies.e2e.example";
// The local fake of Stripe's API and hosted checkout page (backend/tools/fake-stripe), a test double only.
export const E2E_STRIPE_PORT = port("E2E_STRIPE_PORT", 2528);
