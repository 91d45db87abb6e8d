import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN } from "./e2e/support/accounts";
import { E2E_DATA_ENCRYPTION_KEY, E2E_SESSION_SECRET, E2E_TOTP_ENCRYPTION_KEY, E2E_UNSUBSCRIBE_SECRET } from "./e2e/support/follow-ups";
import {
  E2E_APP_PORT as PORT,
  E2E_INBOUND_DOMAIN,
  E2E_INBOUND_PORT,
  E2E_MAIL_PORT as MAIL_CATCHER_PORT,
  E2E_PG_PORT,
  E2E_STRIPE_PORT,
} from "./e2e/support/ports";
import { E2E_STRIPE_SECRET_KEY, E2E_STRIPE_WEBHOOK_SECRET } from "./e2e/support/stripe";

/** Browser tests: Debian's Chromium against the built app on its own port and fresh embedded database; mail goes to a real SMTP listener. */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "./e2e",
  // The axe sweep over every admin page (both themes) runs with `make e2e-every-page`, to keep CI within its
  // 25 minutes; each feature's own spec still runs axe on the staff pages it opens.
  testIgnore: process.env.E2E_EVERY_PAGE === "1" ? [] : ["**/admin-a11y.spec.ts"],
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  // A loaded 2-core CI machine (app, database, two browsers) can take more than the default 5 s to settle a page.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    // Debian's /usr/bin/chromium, started through a script that turns off a popup no test uses (see the script).
    launchOptions: { executablePath: new URL("./e2e/support/chromium.sh", import.meta.url).pathname, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: "node frontend/e2e/support/mail-catcher.mjs",
      cwd: "..",
      port: MAIL_CATCHER_PORT,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      env: { MAIL_CATCHER_PORT: String(MAIL_CATCHER_PORT), MAIL_CATCHER_DIR: ".data/e2e-mail" },
    },
    {
      // Deposits are paid through Stripe Checkout here (issue 29): this fake serves the API calls the app makes and the hosted page the buyer pays on.
      command: "node backend/dist-tools/tools/fake-stripe/main.js",
      cwd: "..",
      port: E2E_STRIPE_PORT,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      env: {
        FAKE_STRIPE_PORT: String(E2E_STRIPE_PORT),
        FAKE_STRIPE_WEBHOOK_URL: `http://localhost:${PORT}/api/webhooks/stripe`,
        FAKE_STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
      },
    },
    {
      command: "node backend/dist/main.js",
      cwd: "..",
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      env: {
        PORT: String(PORT),
        DATA_DIR: ".data/e2e",
        EMBEDDED_PG_PORT: String(E2E_PG_PORT),
        NODE_ENV: "production",
        SESSION_SECRET: E2E_SESSION_SECRET,
        TOTP_ENCRYPTION_KEY: E2E_TOTP_ENCRYPTION_KEY,
        DATA_ENCRYPTION_KEY: E2E_DATA_ENCRYPTION_KEY,
        UNSUBSCRIBE_SECRET: E2E_UNSUBSCRIBE_SECRET,
        LOG_LEVEL: "warn",
        SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER_PORT}`,
        // The outbox is read every second instead of every 5 s: a test waiting for an e-mail waits ~0.5 s, not ~2.5 s.
        MAIL_DELIVERY_INTERVAL_SECONDS: "1",
        // Many quiz submissions come from 127.0.0.1 here; the limit itself is proven by the API tests.
        RATE_LIMIT_PER_MINUTE: "1000",
        // Every browser test signs in from 127.0.0.1; the sign-in limits are proven by the API tests.
        AUTH_RATE_LIMIT_PER_IP: "1000",
        AUTH_RATE_LIMIT_PER_ACCOUNT: "1000",
        // No scheduled follow-up runs: the tests that preview a run must see the leads they made still due
        // (the schedule itself is proven by the API tests on a fake clock).
        FOLLOW_UPS_ENABLED: "false",
        // The admin account the app ensures at start-up, as in production.
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret,
        // Replies on the record: lead e-mails carry reply addresses and the app listens for the answers.
        INBOUND_SMTP_PORT: String(E2E_INBOUND_PORT),
        INBOUND_DOMAIN: E2E_INBOUND_DOMAIN,
        // The app's own address: Stripe's checkout page sends the buyer back to it.
        PUBLIC_BASE_URL: `http://localhost:${PORT}`,
        // Deposits are paid on the site, through the local fake of Stripe (a test double: no network here).
        STRIPE_SECRET_KEY: E2E_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${E2E_STRIPE_PORT}`,
      },
    },
  ],
});
