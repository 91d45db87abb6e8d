import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_COMMISSION_HOLD_DAYS,
  DEFAULT_RAW_LEAD_RATE_SHARE,
  DEFAULT_REFERRAL_COOKIE_DAYS,
  REFERRAL_COOKIE_DAYS_RANGE,
} from '../shared/referral-program';
import businessDefaults from './business-defaults.json';
import { isStrictEmail } from '../common/validation';
import { DEFAULT_EMBEDDED_PG_PORT } from '../database/embedded-postgres';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../common/auth/password-limits';
import { KeyFormatError, parseAes256Key, parseTotpKey } from './totp-key';
import { AchOriginSettings, DEFAULT_MIN_PAYOUT_CENTS, PayoutSettingsError, readAchSettings } from './payout-settings';
import {
  DEFAULT_FOLLOW_UPS_CRON,
  DEFAULT_FOLLOW_UPS_DELAYS,
  DEFAULT_FOLLOW_UPS_SEND_WINDOW,
  DEFAULT_LEAD_TASK_REMINDERS_CRON,
  DEFAULT_LEAD_SCORES_CRON,
  DEFAULT_DEPOSIT_HOLDS_CRON,
  parseDepositHoldsCron,
  parseLeadScoresCron,
  FollowUpConfigError,
  parseFollowUpDelays,
  parseFollowUpsCron,
  parseLeadTaskRemindersCron,
  parseSendWindow,
  type SendWindow,
} from './follow-up-settings';
import {
  DEFAULT_LEAD_ESCALATION_MINUTES,
  DEFAULT_LEAD_OFFICE_HOURS,
  DEFAULT_LEAD_RESPONSE_MINUTES,
  DEFAULT_LEAD_STALE_DAYS,
  escalationProblem,
  LeadDeskConfigError,
  parseOfficeWindow,
  parseStaleDays,
  type StaleDayLimits,
} from './lead-desk-settings';
import type { OfficeWindow } from '../shared/business-calendar';

/**
 * The repository (or image) root: the nearest folder above this file that holds
 * backend/package.json. The app runs from backend/dist/config/ and the tools from
 * backend/dist-tools/src/config/, so the depth differs.
 */
export const APP_ROOT = findAppRoot(__dirname);

function findAppRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'backend', 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../..');
  }
}

/**
 * Everything the server reads from the environment, read and checked once at start-up.
 * The business's public details default to clearly fake values (555 numbers, example.com);
 * the front-end build reads the same variables and the same defaults file.
 */
export class AppConfig {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly port: number;
  /** Unset: an embedded PostgreSQL is started with its data under dataDir, on embeddedPgPort. */
  readonly databaseUrl?: string;
  /** EMBEDDED_PG_PORT: the embedded PostgreSQL's port (DEFAULT_EMBEDDED_PG_PORT says why its default). */
  readonly embeddedPgPort: number;
  /** Unset: mail is written as .eml files under dataDir/mail. */
  readonly smtpUrl?: string;
  readonly adminEmail?: string;
  readonly adminPassword?: string;
  /** Base32 TOTP secret the ADMIN_EMAIL account is enrolled with at start-up (two-step sign-in). */
  readonly adminTotpSecret?: string;
  readonly sessionSecret: string;
  /** TOTP_ENCRYPTION_KEY: the AES-256-GCM key of two-step secrets at rest (32 bytes). */
  readonly totpEncryptionKey: Buffer;
  /** DATA_ENCRYPTION_KEY: the AES-256-GCM key of sensitive values at rest (a partner's TIN and bank account; 32 bytes). */
  readonly dataEncryptionKey: Buffer;
  /** DATA_ENCRYPTION_KEY_PREVIOUS: during a key rotation, the key values not yet re-sealed still open with. */
  readonly dataEncryptionKeyPrevious?: Buffer;
  /** UNSUBSCRIBE_SECRET: the key of follow-up unsubscribe links (SESSION_SECRET's links still work). */
  readonly unsubscribeSecret: string;
  readonly publicBaseUrl: string;
  readonly bookingUrl: string;
  readonly businessPhone: string;
  readonly businessEmail: string;
  readonly videoUrl: string;
  /** Local state: embedded database, written mail. */
  readonly dataDir: string;
  /** The built front end (react-router build output). */
  readonly siteDir: string;
  /** Requests a client may make to a rate-limited endpoint per minute (benchmarks raise it). */
  readonly rateLimitPerMinute: number;
  /** Sign-in, registration and password-reset attempts one IP address may make per 15 minutes. */
  readonly authRateLimitPerIp: number;
  /** Failed sign-ins, and reset e-mails, one account (e-mail address) may have per 15 minutes. */
  readonly authRateLimitPerAccount: number;
  /** Days a delivered e-mail (outbox row, and .eml file without SMTP) is kept before it is deleted. */
  readonly mailRetentionDays: number;
  /** Seconds between two runs of the outbox delivery job. */
  readonly mailDeliveryIntervalSeconds: number;
  /** Wait before the retry after a message's first failed attempt; it doubles with each further failure. */
  readonly mailRetryFirstSeconds: number;
  /** The longest wait between two attempts (the doubling stops there). */
  readonly mailRetryMaxSeconds: number;
  /** The deposit on any plan (spec §3 deposits), in US cents. */
  readonly depositAmountCents: number;
  /** Days a reservation holds the plan and its build slot from signing before the deposit must be paid (issue 29). */
  readonly depositHoldDays: number;
  /**
   * Express's `trust proxy`: which proxies' X-Forwarded-For / X-Forwarded-Proto to believe
   * (client address for rate limits, HTTPS for the session cookie's Secure flag).
   */
  readonly trustProxy: boolean | number | string;
  readonly logLevel: string;
  /** How long start-up waits for DATABASE_URL to accept connections before giving up. */
  readonly databaseWaitSeconds: number;
  /** How long a SIGTERM / Ctrl-C may take to finish work in flight before it is abandoned. */
  readonly shutdownDeadlineSeconds: number;
  /** false: the follow-up job is not scheduled (an admin can still run it). */
  readonly followUpsEnabled: boolean;
  /** When the follow-up job runs (five-field cron, Missouri time). */
  readonly followUpsCron: string;
  /** Step k of the follow-up sequence is due delays[k-1] seconds after the lead was created. */
  readonly followUpDelaysSeconds: number[];
  /** Follow-ups are sent only inside this window (Missouri time); null: at any time. */
  readonly followUpSendWindow: SendWindow | null;
  /** When the next-step reminder job runs (five-field cron, Missouri time; issue 27). */
  readonly leadTaskRemindersCron: string;
  /** When the lead-score job recomputes scores and decays engagement (five-field cron, Missouri time; issue 28). */
  readonly leadScoresCron: string;
  /** Key of the booking page's webhook signature; unset: every webhook call is refused. */
  readonly bookingWebhookSecret?: string;
  /** LEAD_OFFICE_HOURS: the window (Missouri time) the lead response clock counts business minutes in. */
  readonly officeWindow: OfficeWindow;
  /** LEAD_RESPONSE_MINUTES: business minutes a new lead may wait for a first contact before its owner is told. */
  readonly leadResponseMinutes: number;
  /** LEAD_ESCALATION_MINUTES: business minutes after which the manager gets one escalation e-mail. */
  readonly leadEscalationMinutes: number;
  /** LEAD_ESCALATION_EMAIL: the manager who gets escalations (default BUSINESS_EMAIL). */
  readonly leadEscalationEmail: string;
  /** A raw_lead earns this share of the partner's rate, in basis points of the rate (0.5 → 5000). */
  readonly rawLeadRateShareBasisPoints: number;
  /** Days a commission stays pending after conversion before it is earned (payable). */
  readonly commissionHoldDays: number;
  /** REFERRAL_COOKIE_DAYS: days a visit through a partner's link attributes the visitor's lead to that partner (issue 30). */
  readonly referralCookieDays: number;
  /** false: the fictitious sample contractors are not inserted, and those present are unpublished. */
  readonly sampleContractors: boolean;
  /** LEAD_STALE_DAYS: days a lead may sit in each open stage with nothing logged before the list calls it stale. */
  readonly leadStaleDays: StaleDayLimits;
  /** INBOUND_DOMAIN: the domain of reply addresses (reply+<token>@INBOUND_DOMAIN); its MX points at the listener or a provider. */
  readonly inboundDomain: string;
  /** INBOUND_SMTP_PORT: the inbound mail listener's port (0: any free port, for tests); unset: no listener. */
  readonly inboundSmtpPort?: number;
  /** INBOUND_WEBHOOK_SECRET: the key of receiveInboundMail's signature; unset: the webhook answers 404. */
  readonly inboundWebhookSecret?: string;
  /** Replies can come back (a listener or the webhook is configured): lead e-mails carry reply addresses. */
  readonly inboundMailEnabled: boolean;
  /** STRIPE_SECRET_KEY (issue 29): set, deposits are paid through Stripe Checkout; unset, the office invoices them. */
  readonly stripeSecretKey?: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…): the key Stripe signs its webhook events with; required with STRIPE_SECRET_KEY. */
  readonly stripeWebhookSecret?: string;
  /** STRIPE_API_BASE: where the Stripe SDK sends its calls instead of api.stripe.com (the local fake only). */
  readonly stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
  /** DEPOSIT_HOLDS_CRON: when the job releasing unpaid reservations runs (five-field cron, Missouri time). */
  readonly depositHoldsCron: string;
  /** MIN_PAYOUT_CENTS: a partner is paid once the earned balance reaches it (default $50.00). */
  readonly minPayoutCents: number;
  /** FORM_1099_THRESHOLD_CENTS: overrides the 1099-NEC reporting threshold of every year (unset: the IRS's, form-1099.ts). */
  readonly form1099ThresholdCents?: number;
  /** The ACH_ settings of the NACHA payout file; null in production when none is set (the export then says so). */
  readonly ach: AchOriginSettings | null;

  constructor(values: AppConfig) {
    Object.assign(this, values);
  }
}

export class ConfigError extends Error {}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** A share from 0 to 1 with at most four decimals (RAW_LEAD_RATE_SHARE), as basis points (0.5 → 5000): money math stays integer. */
function share(env: NodeJS.ProcessEnv, name: string, fallback: string): number {
  const raw = text(env, name) ?? fallback;
  const match = /^(?:0(?:\.(\d{1,4}))?|1(?:\.0{1,4})?)$/.exec(raw);
  if (!match) throw new ConfigError(`${name} must be a number from 0 to 1 with at most four decimals (e.g. 0.5), got "${raw}"`);
  return raw.startsWith('1') ? 10_000 : Number((match[1] ?? '').padEnd(4, '0'));
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (/^(true|1|yes|on)$/i.test(raw)) return true;
  if (/^(false|0|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** A follow-up setting, parsed by the follow-ups module's own rules; its error becomes a ConfigError line. */
function followUpSetting<T>(env: NodeJS.ProcessEnv, name: string, fallback: string, parse: (raw: string) => T): T {
  try {
    return parse(text(env, name) ?? fallback);
  } catch (error) {
    if (error instanceof FollowUpConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

function url(env: NodeJS.ProcessEnv, name: string, fallback?: string): string | undefined {
  const raw = text(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  return raw;
}

/**
 * TRUST_PROXY: `false`/`off` (believe no proxy), `true` (any: only behind a proxy that overwrites
 * the headers), a hop count, or addresses/subnets/`loopback`/`uniquelocal`, comma-separated.
 */
function trustProxy(env: NodeJS.ProcessEnv): boolean | number | string {
  const raw = text(env, 'TRUST_PROXY') ?? 'loopback';
  if (/^(false|off|no)$/i.test(raw)) return false;
  if (/^(true|on|yes)$/i.test(raw)) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (!/^[\w.:/, -]+$/.test(raw)) throw new ConfigError(`TRUST_PROXY must be true, false, a hop count or a list of addresses, got "${raw}"`);
  return raw;
}

/** STRIPE_API_BASE (e.g. http://127.0.0.1:12111) as the Stripe SDK's host, port and protocol options; unset: Stripe itself. */
function stripeApiBase(env: NodeJS.ProcessEnv): AppConfig['stripeApi'] {
  const raw = url(env, 'STRIPE_API_BASE');
  if (raw === undefined) return undefined;
  const parsed = new URL(raw);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError(`STRIPE_API_BASE must be an http(s) URL, got "${raw}"`);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** The secrets a production site must be given; elsewhere local-secrets.ts generates the missing ones. */
export const LOCAL_SECRET_NAMES = ['SESSION_SECRET', 'TOTP_ENCRYPTION_KEY', 'UNSUBSCRIBE_SECRET', 'DATA_ENCRYPTION_KEY'] as const;

/** Why a production start is refused, naming each missing secret and how to make one. */
export function productionSecretsMessage(missing: readonly string[]): string {
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return (
    `NODE_ENV=production needs ${list} (not set). ` +
    'SESSION_SECRET and UNSUBSCRIBE_SECRET: 32+ random characters, e.g. `openssl rand -hex 32`; ' +
    'TOTP_ENCRYPTION_KEY and DATA_ENCRYPTION_KEY: 32 bytes, e.g. `openssl rand -base64 32`. Keep them: changing one signs everybody out, ' +
    'breaks unsubscribe links or two-step sign-in, or loses partners\' tax and bank details (README "Environment").'
  );
}

/**
 * A secret not given outside production, when loadConfig is called without local-secrets.ts
 * (tests, the OpenAPI writer): under NODE_ENV=test a fixed test-only value (every test app of a
 * run shares the rows it encrypts), otherwise a random one for this process only. Never a value
 * a deployed site could be started with.
 */
function fallbackSecret(nodeEnv: AppConfig['nodeEnv'], purpose: string): Buffer {
  return nodeEnv === 'test' ? createHash('sha256').update(`test-only-${purpose}`).digest() : randomBytes(32);
}

/** DATA_DIR resolved against the repository (or image) root: local state, generated secrets. */
export function dataDirOf(env: NodeJS.ProcessEnv, root = APP_ROOT): string {
  return path.resolve(root, text(env, 'DATA_DIR') ?? '.data');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = APP_ROOT): AppConfig {
  const nodeEnv = (text(env, 'NODE_ENV') ?? 'development') as AppConfig['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  }
  const sessionSecret = text(env, 'SESSION_SECRET');
  const totpKeyText = text(env, 'TOTP_ENCRYPTION_KEY');
  const unsubscribeSecret = text(env, 'UNSUBSCRIBE_SECRET');
  if (nodeEnv === 'production') {
    const missing = LOCAL_SECRET_NAMES.filter((name) => !text(env, name));
    if (missing.length) throw new ConfigError(productionSecretsMessage(missing));
  }
  if (sessionSecret && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters');
  }
  if (unsubscribeSecret && unsubscribeSecret.length < 32) {
    throw new ConfigError('UNSUBSCRIBE_SECRET must be at least 32 characters');
  }
  let totpEncryptionKey: Buffer;
  let dataEncryptionKey: Buffer;
  let dataEncryptionKeyPrevious: Buffer | undefined;
  try {
    totpEncryptionKey = totpKeyText ? parseTotpKey(totpKeyText) : fallbackSecret(nodeEnv, 'totp-encryption-key');
    const dataKeyText = text(env, 'DATA_ENCRYPTION_KEY');
    dataEncryptionKey = dataKeyText ? parseAes256Key(dataKeyText, 'DATA_ENCRYPTION_KEY') : fallbackSecret(nodeEnv, 'data-encryption-key');
    const previousText = text(env, 'DATA_ENCRYPTION_KEY_PREVIOUS');
    dataEncryptionKeyPrevious = previousText ? parseAes256Key(previousText, 'DATA_ENCRYPTION_KEY_PREVIOUS') : undefined;
  } catch (error) {
    if (error instanceof KeyFormatError) throw new ConfigError(error.message);
    throw error;
  }
  if (dataEncryptionKeyPrevious?.equals(dataEncryptionKey)) {
    throw new ConfigError(
      'DATA_ENCRYPTION_KEY_PREVIOUS is the same key as DATA_ENCRYPTION_KEY: during a rotation it holds the old key, otherwise leave it unset',
    );
  }
  let ach: AchOriginSettings | null;
  try {
    ach = readAchSettings((name) => text(env, name), nodeEnv === 'production');
  } catch (error) {
    if (error instanceof PayoutSettingsError) throw new ConfigError(error.message);
    throw error;
  }
  const adminEmail = text(env, 'ADMIN_EMAIL')?.toLowerCase();
  const adminPassword = text(env, 'ADMIN_PASSWORD');
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword && (adminPassword.length < PASSWORD_MIN_LENGTH || adminPassword.length > PASSWORD_MAX_LENGTH)) {
    throw new ConfigError(`ADMIN_PASSWORD must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters (the rule for every password)`);
  }
  const adminTotpSecret = text(env, 'ADMIN_TOTP_SECRET')?.replace(/[\s=]/g, '').toUpperCase();
  if (adminTotpSecret !== undefined) {
    if (!adminEmail) throw new ConfigError('ADMIN_TOTP_SECRET needs ADMIN_EMAIL and ADMIN_PASSWORD');
    // otplib refuses secrets under 16 bytes (RFC 4226): 26+ base32 characters.
    if (!/^[A-Z2-7]{26,128}$/.test(adminTotpSecret)) throw new ConfigError('ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7), 26 to 128 characters (16+ bytes)');
  }
  const dataDir = dataDirOf(env, root);
  const publicBaseUrl = url(env, 'PUBLIC_BASE_URL', businessDefaults.publicBaseUrl)!.replace(/\/$/, '');
  const proxies = trustProxy(env);
  // The app speaks plain HTTP: an https site is always behind a TLS proxy, and unless that proxy
  // is believed the session cookie (__Host-sid, Secure) is never set and nobody can sign in.
  if (publicBaseUrl.startsWith('https:') && proxies === false) {
    throw new ConfigError(
      'PUBLIC_BASE_URL is https but TRUST_PROXY is false: set TRUST_PROXY to the address of the TLS proxy in front of the app (see README "Production-like run"), or nobody can sign in',
    );
  }
  const bookingWebhookSecret = text(env, 'BOOKING_WEBHOOK_SECRET');
  if (bookingWebhookSecret !== undefined && bookingWebhookSecret.length < 16) {
    throw new ConfigError('BOOKING_WEBHOOK_SECRET must be at least 16 characters (the key the booking page signs its webhooks with)');
  }
  const businessEmail = text(env, 'BUSINESS_EMAIL') ?? businessDefaults.email;
  // The same rule as every address the site mails (issue 25): the office's notices go to it and Reply-To it.
  if (!isStrictEmail(businessEmail)) {
    throw new ConfigError(`BUSINESS_EMAIL must be one plain address like office@example.com (no name, brackets or comments), got "${businessEmail}"`);
  }
  const leadResponseMinutes = integer(env, 'LEAD_RESPONSE_MINUTES', DEFAULT_LEAD_RESPONSE_MINUTES, 1, 7 * 24 * 60);
  const leadEscalationMinutes = integer(env, 'LEAD_ESCALATION_MINUTES', DEFAULT_LEAD_ESCALATION_MINUTES, 2, 14 * 24 * 60);
  const escalationOrder = escalationProblem(leadResponseMinutes, leadEscalationMinutes);
  if (escalationOrder) throw new ConfigError(escalationOrder);
  const leadEscalationEmail = text(env, 'LEAD_ESCALATION_EMAIL') ?? businessEmail;
  if (!isStrictEmail(leadEscalationEmail)) {
    throw new ConfigError(`LEAD_ESCALATION_EMAIL must be one plain address like manager@example.com, got "${leadEscalationEmail}"`);
  }
  let leadStaleDays: StaleDayLimits;
  try {
    leadStaleDays = parseStaleDays(text(env, 'LEAD_STALE_DAYS') ?? DEFAULT_LEAD_STALE_DAYS);
  } catch (error) {
    if (error instanceof LeadDeskConfigError) throw new ConfigError(error.message);
    throw error;
  }
  const mailRetryFirstSeconds = integer(env, 'MAIL_RETRY_FIRST_SECONDS', 30, 1, 3600);
  const mailRetryMaxSeconds = integer(env, 'MAIL_RETRY_MAX_SECONDS', 3600, 1, 86_400);
  if (mailRetryMaxSeconds < mailRetryFirstSeconds) {
    throw new ConfigError(`MAIL_RETRY_MAX_SECONDS (${mailRetryMaxSeconds}) must not be below MAIL_RETRY_FIRST_SECONDS (${mailRetryFirstSeconds})`);
  }
  const inboundDomain = (text(env, 'INBOUND_DOMAIN') ?? 'replies.example.com').toLowerCase();
  if (!/^(?=.{4,200}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(inboundDomain)) {
    throw new ConfigError(`INBOUND_DOMAIN must be a domain name like replies.example.com, got "${inboundDomain}"`);
  }
  const inboundSmtpPort = text(env, 'INBOUND_SMTP_PORT') === undefined ? undefined : integer(env, 'INBOUND_SMTP_PORT', 0, 0, 65535);
  const inboundWebhookSecret = text(env, 'INBOUND_WEBHOOK_SECRET');
  if (inboundWebhookSecret !== undefined && inboundWebhookSecret.length < 16) {
    throw new ConfigError('INBOUND_WEBHOOK_SECRET must be at least 16 characters (the key the mail provider signs inbound messages with)');
  }
  const stripeSecretKey = text(env, 'STRIPE_SECRET_KEY');
  const stripeWebhookSecret = text(env, 'STRIPE_WEBHOOK_SECRET');
  if (stripeSecretKey !== undefined && stripeWebhookSecret === undefined) {
    throw new ConfigError(
      "STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: deposits would never turn paid. Set STRIPE_WEBHOOK_SECRET to the endpoint's signing secret (whsec_…, from the Stripe dashboard or `stripe listen`)",
    );
  }
  return new AppConfig({
    nodeEnv,
    port: integer(env, 'PORT', 3000, 1, 65535),
    databaseUrl: url(env, 'DATABASE_URL'),
    embeddedPgPort: integer(env, 'EMBEDDED_PG_PORT', DEFAULT_EMBEDDED_PG_PORT, 1, 65535),
    smtpUrl: url(env, 'SMTP_URL'),
    adminEmail,
    adminPassword,
    adminTotpSecret,
    // Unset outside production only (above); `make start` generates and keeps them (local-secrets.ts).
    sessionSecret: sessionSecret ?? fallbackSecret(nodeEnv, 'session-secret').toString('hex'),
    totpEncryptionKey,
    dataEncryptionKey,
    dataEncryptionKeyPrevious,
    unsubscribeSecret: unsubscribeSecret ?? fallbackSecret(nodeEnv, 'unsubscribe-secret').toString('hex'),
    publicBaseUrl,
    bookingUrl: url(env, 'BOOKING_URL', businessDefaults.bookingUrl)!,
    businessPhone: text(env, 'BUSINESS_PHONE') ?? businessDefaults.phone,
    businessEmail,
    videoUrl: url(env, 'VIDEO_URL', businessDefaults.videoUrl)!,
    dataDir,
    siteDir: path.resolve(root, text(env, 'SITE_DIR') ?? 'frontend/build/client'),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 10, 1, 1_000_000),
    authRateLimitPerIp: integer(env, 'AUTH_RATE_LIMIT_PER_IP', 30, 1, 1_000_000),
    authRateLimitPerAccount: integer(env, 'AUTH_RATE_LIMIT_PER_ACCOUNT', 5, 1, 1_000_000),
    mailRetentionDays: integer(env, 'MAIL_RETENTION_DAYS', 30, 1, 3650),
    mailDeliveryIntervalSeconds: integer(env, 'MAIL_DELIVERY_INTERVAL_SECONDS', 5, 1, 3600),
    mailRetryFirstSeconds,
    mailRetryMaxSeconds,
    // $2,500.00 by default; from $1.00 to $1,000,000.00.
    depositAmountCents: integer(env, 'DEPOSIT_AMOUNT_CENTS', 250_000, 100, 100_000_000),
    depositHoldDays: integer(env, 'DEPOSIT_HOLD_DAYS', 7, 1, 90),
    trustProxy: proxies,
    logLevel: text(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    databaseWaitSeconds: integer(env, 'DATABASE_WAIT_SECONDS', 30, 0, 600),
    // Under Docker's 10 s grace period, so our own deadline, not a SIGKILL, ends a slow stop.
    shutdownDeadlineSeconds: integer(env, 'SHUTDOWN_DEADLINE_SECONDS', 8, 1, 300),
    followUpsEnabled: flag(env, 'FOLLOW_UPS_ENABLED', true),
    followUpsCron: followUpSetting(env, 'FOLLOW_UPS_CRON', DEFAULT_FOLLOW_UPS_CRON, parseFollowUpsCron),
    followUpDelaysSeconds: followUpSetting(env, 'FOLLOW_UPS_DELAYS', DEFAULT_FOLLOW_UPS_DELAYS, parseFollowUpDelays),
    followUpSendWindow: followUpSetting(env, 'FOLLOW_UPS_SEND_WINDOW', DEFAULT_FOLLOW_UPS_SEND_WINDOW, parseSendWindow),
    leadTaskRemindersCron: followUpSetting(env, 'LEAD_TASK_REMINDERS_CRON', DEFAULT_LEAD_TASK_REMINDERS_CRON, parseLeadTaskRemindersCron),
    leadScoresCron: followUpSetting(env, 'LEAD_SCORES_CRON', DEFAULT_LEAD_SCORES_CRON, parseLeadScoresCron),
    bookingWebhookSecret,
    officeWindow: followUpSetting(env, 'LEAD_OFFICE_HOURS', DEFAULT_LEAD_OFFICE_HOURS, parseOfficeWindow),
    leadResponseMinutes,
    leadEscalationMinutes,
    leadEscalationEmail,
    rawLeadRateShareBasisPoints: share(env, 'RAW_LEAD_RATE_SHARE', DEFAULT_RAW_LEAD_RATE_SHARE),
    commissionHoldDays: integer(env, 'COMMISSION_HOLD_DAYS', DEFAULT_COMMISSION_HOLD_DAYS, 0, 3650),
    referralCookieDays: integer(env, 'REFERRAL_COOKIE_DAYS', DEFAULT_REFERRAL_COOKIE_DAYS, REFERRAL_COOKIE_DAYS_RANGE.min, REFERRAL_COOKIE_DAYS_RANGE.max),
    sampleContractors: flag(env, 'SAMPLE_CONTRACTORS', true),
    leadStaleDays,
    inboundDomain,
    inboundSmtpPort,
    inboundWebhookSecret,
    inboundMailEnabled: inboundSmtpPort !== undefined || inboundWebhookSecret !== undefined,
    stripeSecretKey,
    stripeWebhookSecret,
    stripeApi: stripeApiBase(env),
    depositHoldsCron: followUpSetting(env, 'DEPOSIT_HOLDS_CRON', DEFAULT_DEPOSIT_HOLDS_CRON, parseDepositHoldsCron),
    // $1.00 to $100,000.00.
    minPayoutCents: integer(env, 'MIN_PAYOUT_CENTS', DEFAULT_MIN_PAYOUT_CENTS, 100, 10_000_000),
    form1099ThresholdCents: text(env, 'FORM_1099_THRESHOLD_CENTS') === undefined ? undefined : integer(env, 'FORM_1099_THRESHOLD_CENTS', 0, 1, 100_000_000),
    ach,
  });
}
