import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './app-config';
import businessDefaults from './business-defaults.json';
import { OFFICE_WINDOW } from '../shared/business-calendar';

describe('loadConfig', () => {
  it('defaults to port 3000, embedded database, file mail and the fake business details', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.dataDir).toBe('/srv/app/.data');
    // Below Linux's ephemeral ports (32768-60999): an outgoing connection never holds it at start-up.
    expect(config.embeddedPgPort).toBe(25429);
    expect(config.businessPhone).toBe(businessDefaults.phone);
    expect(config.businessPhone).toContain('555');
    expect(config.businessEmail).toMatch(/@example\.com$/);
  });

  it("counts the lead response clock in spec §9's office hours by default (5 and 30 business minutes, the business inbox as manager), each configurable", () => {
    const defaults = loadConfig({});
    expect(defaults.officeWindow).toEqual(OFFICE_WINDOW);
    expect({ notice: defaults.leadResponseMinutes, escalation: defaults.leadEscalationMinutes }).toEqual({ notice: 5, escalation: 30 });
    expect(defaults.leadEscalationEmail).toBe(defaults.businessEmail);
    const saturdays = loadConfig({
      LEAD_OFFICE_HOURS: 'Mon-Sat 08:00-17:30',
      LEAD_RESPONSE_MINUTES: '10',
      LEAD_ESCALATION_MINUTES: '60',
      LEAD_ESCALATION_EMAIL: 'manager@example.com',
    });
    expect(saturdays.officeWindow).toEqual({ days: [1, 2, 3, 4, 5, 6], openMinute: 8 * 60, closeMinute: 17 * 60 + 30 });
    expect([saturdays.leadResponseMinutes, saturdays.leadEscalationMinutes, saturdays.leadEscalationEmail]).toEqual([10, 60, 'manager@example.com']);
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      EMBEDDED_PG_PORT: '25439',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      SMTP_URL: 'smtp://mail:1025',
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'a-long-password',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_BASE_URL: 'https://barndos.example.com/',
      BOOKING_URL: 'https://cal.example.com/call',
      BUSINESS_PHONE: '(816) 555-0199',
      BUSINESS_EMAIL: 'office@example.com',
      VIDEO_URL: 'https://video.example.com/embed/1',
      DEPOSIT_AMOUNT_CENTS: '500000',
    });
    expect(config).toMatchObject({
      port: 8080,
      embeddedPgPort: 25439,
      databaseUrl: 'postgres://u:p@db:5432/app',
      smtpUrl: 'smtp://mail:1025',
      adminEmail: 'owner@example.com',
      publicBaseUrl: 'https://barndos.example.com',
      bookingUrl: 'https://cal.example.com/call',
      businessPhone: '(816) 555-0199',
      businessEmail: 'office@example.com',
      videoUrl: 'https://video.example.com/embed/1',
      depositAmountCents: 500_000,
    });
  });

  it('trusts loopback proxies by default and reads TRUST_PROXY and the auth rate limits', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: 'loopback', authRateLimitPerIp: 30, authRateLimitPerAccount: 5 });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('refuses an https site that believes no proxy (its Secure session cookie could never be set)', () => {
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'https://barns.example.com', TRUST_PROXY: 'false' })).toThrow(
      'PUBLIC_BASE_URL is https but TRUST_PROXY is false',
    );
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://barns.example.com', TRUST_PROXY: 'uniquelocal' }).trustProxy).toBe('uniquelocal');
    expect(loadConfig({ PUBLIC_BASE_URL: 'http://localhost:3000', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ AUTH_RATE_LIMIT_PER_IP: '100', AUTH_RATE_LIMIT_PER_ACCOUNT: '10' })).toMatchObject({
      authRateLimitPerIp: 100,
      authRateLimitPerAccount: 10,
    });
  });

  it('is production behind a proxy it believes in docker-compose.yml, so an https site there can set its __Host- cookie', () => {
    // The app service's environment block, `${VAR:-default}` read as its default (issue 12 point 9).
    const compose = readFileSync(path.resolve(__dirname, '../../../docker-compose.yml'), 'utf8');
    const block = /\n {2}app:\n[\s\S]*?\n {4}environment:\n((?: {6}.*\n)+)/.exec(compose)![1];
    const env = Object.fromEntries([...block.matchAll(/^ {6}([A-Z_]+): (.*)$/gm)].map(([, name, value]) => [name, value.replace(/^\$\{\w+:-(.*)\}$/, '$1')]));
    expect(env).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: 'uniquelocal' });
    const secrets = {
      SESSION_SECRET: 'x'.repeat(64),
      TOTP_ENCRYPTION_KEY: 'a'.repeat(64),
      UNSUBSCRIBE_SECRET: 'u'.repeat(64),
      DATA_ENCRYPTION_KEY: 'd'.repeat(64),
    };
    // Each secret is demanded (`${VAR:?...}`): compose refuses to start without it, as the app would.
    for (const name of Object.keys(secrets)) expect(block).toMatch(new RegExp(`^ {6}${name}: \\$\\{${name}:\\?.+\\}$`, 'm'));
    const config = loadConfig({ ...env, ...secrets, PUBLIC_BASE_URL: 'https://barns.example.com' });
    expect(config).toMatchObject({ nodeEnv: 'production', trustProxy: 'uniquelocal' });
  });

  it('takes a $2,500 deposit (250000 cents) unless DEPOSIT_AMOUNT_CENTS says otherwise, $1 to $1,000,000', () => {
    expect(loadConfig({}).depositAmountCents).toBe(250_000);
    expect(loadConfig({ DEPOSIT_AMOUNT_CENTS: ' 100 ' }).depositAmountCents).toBe(100);
    expect(loadConfig({ DEPOSIT_AMOUNT_CENTS: '100000000' }).depositAmountCents).toBe(100_000_000);
  });

  it('pays partners from $50.00 (MIN_PAYOUT_CENTS), keeps the IRS 1099 thresholds unless FORM_1099_THRESHOLD_CENTS overrides them', () => {
    expect(loadConfig({}).minPayoutCents).toBe(5000);
    expect(loadConfig({ MIN_PAYOUT_CENTS: '2500' }).minPayoutCents).toBe(2500);
    expect(loadConfig({}).form1099ThresholdCents).toBeUndefined();
    expect(loadConfig({ FORM_1099_THRESHOLD_CENTS: '100000' }).form1099ThresholdCents).toBe(100_000);
  });

  it('reads DATA_ENCRYPTION_KEY and, during a rotation, DATA_ENCRYPTION_KEY_PREVIOUS (hex or base64)', () => {
    const key = Buffer.alloc(32, 9);
    const old = Buffer.alloc(32, 4);
    const config = loadConfig({ DATA_ENCRYPTION_KEY: key.toString('hex'), DATA_ENCRYPTION_KEY_PREVIOUS: old.toString('base64') });
    expect(config.dataEncryptionKey.equals(key)).toBe(true);
    expect(config.dataEncryptionKeyPrevious!.equals(old)).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).dataEncryptionKey.equals(loadConfig({ NODE_ENV: 'test' }).totpEncryptionKey)).toBe(false);
  });

  it('uses fake ACH settings in development, none in production until all six are set', () => {
    expect(loadConfig({}).ach).toMatchObject({ immediateDestination: '123456780', companyName: 'DEV ONLY NO BANK', fake: true });
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      UNSUBSCRIBE_SECRET: 'y'.repeat(32),
      TOTP_ENCRYPTION_KEY: 'a'.repeat(64),
      DATA_ENCRYPTION_KEY: 'd'.repeat(64),
    };
    expect(loadConfig(production).ach).toBeNull();
    const bank = {
      ACH_IMMEDIATE_DESTINATION: '101000019',
      ACH_IMMEDIATE_DESTINATION_NAME: 'Commerce Bank',
      ACH_IMMEDIATE_ORIGIN: '1431234567',
      ACH_COMPANY_NAME: 'Ozark Barndos',
      ACH_COMPANY_IDENTIFICATION: '1431234567',
      ACH_ORIGINATING_DFI: '101000019',
    };
    expect(loadConfig({ ...production, ...bank }).ach).toEqual({
      immediateDestination: '101000019',
      immediateDestinationName: 'COMMERCE BANK',
      immediateOrigin: '1431234567',
      companyName: 'OZARK BARNDOS',
      companyIdentification: '1431234567',
      originatingDfi: '101000019',
      fake: false,
    });
  });

  it('holds a reservation 7 days unless DEPOSIT_HOLD_DAYS says otherwise, 1 to 90', () => {
    expect(loadConfig({}).depositHoldDays).toBe(7);
    expect(loadConfig({ DEPOSIT_HOLD_DAYS: '1' }).depositHoldDays).toBe(1);
    expect(loadConfig({ DEPOSIT_HOLD_DAYS: '90' }).depositHoldDays).toBe(90);
  });

  it('pays a raw lead half the rate and holds commissions 30 days unless RAW_LEAD_RATE_SHARE / COMMISSION_HOLD_DAYS say otherwise', () => {
    expect(loadConfig({}).rawLeadRateShareBasisPoints).toBe(5000);
    expect(loadConfig({}).commissionHoldDays).toBe(30);
    expect(loadConfig({ RAW_LEAD_RATE_SHARE: '0.25' }).rawLeadRateShareBasisPoints).toBe(2500);
    expect(loadConfig({ RAW_LEAD_RATE_SHARE: '1' }).rawLeadRateShareBasisPoints).toBe(10_000);
    expect(loadConfig({ RAW_LEAD_RATE_SHARE: '0' }).rawLeadRateShareBasisPoints).toBe(0);
    expect(loadConfig({ COMMISSION_HOLD_DAYS: '0' }).commissionHoldDays).toBe(0);
    for (const bad of ['1.5', '-0.1', 'half', '0.12345', '.5']) {
      expect(() => loadConfig({ RAW_LEAD_RATE_SHARE: bad })).toThrow(
        `RAW_LEAD_RATE_SHARE must be a number from 0 to 1 with at most four decimals (e.g. 0.5), got "${bad}"`,
      );
    }
    expect(() => loadConfig({ COMMISSION_HOLD_DAYS: '-1' })).toThrow('COMMISSION_HOLD_DAYS must be a whole number from 0 to 3650');
  });

  it('counts a visit through a partner link for 90 days unless REFERRAL_COOKIE_DAYS says otherwise, 1 to 365', () => {
    expect(loadConfig({}).referralCookieDays).toBe(90);
    expect(loadConfig({ REFERRAL_COOKIE_DAYS: '1' }).referralCookieDays).toBe(1);
    expect(loadConfig({ REFERRAL_COOKIE_DAYS: '365' }).referralCookieDays).toBe(365);
    for (const bad of ['0', '366', '30.5', 'ninety']) {
      expect(() => loadConfig({ REFERRAL_COOKIE_DAYS: bad })).toThrow(`REFERRAL_COOKIE_DAYS must be a whole number from 1 to 365, got "${bad}"`);
    }
  });

  it('keeps delivered mail 30 days unless MAIL_RETENTION_DAYS says otherwise, 1 to 3650', () => {
    expect(loadConfig({}).mailRetentionDays).toBe(30);
    expect(loadConfig({ MAIL_RETENTION_DAYS: '7' }).mailRetentionDays).toBe(7);
  });

  it('delivers mail every 5 s and retries after 30 s, doubling up to an hour, unless the MAIL_ settings say otherwise', () => {
    expect(loadConfig({})).toMatchObject({ mailDeliveryIntervalSeconds: 5, mailRetryFirstSeconds: 30, mailRetryMaxSeconds: 3600 });
    const quick = loadConfig({ MAIL_DELIVERY_INTERVAL_SECONDS: '1', MAIL_RETRY_FIRST_SECONDS: '1', MAIL_RETRY_MAX_SECONDS: '2' });
    expect(quick).toMatchObject({ mailDeliveryIntervalSeconds: 1, mailRetryFirstSeconds: 1, mailRetryMaxSeconds: 2 });
  });

  it('schedules follow-ups every 15 minutes at 2, 5 and 10 days, Mon-Fri 09:00-15:00 Missouri time, unless told otherwise', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ followUpsEnabled: true, followUpsCron: '*/15 * * * *', followUpDelaysSeconds: [172_800, 432_000, 864_000] });
    expect(defaults.followUpSendWindow?.label).toBe('Mon-Fri 09:00-15:00');
    expect(defaults.bookingWebhookSecret).toBeUndefined();
    const staging = loadConfig({ FOLLOW_UPS_ENABLED: 'false', FOLLOW_UPS_CRON: '* * * * *', FOLLOW_UPS_DELAYS: '2m,5m,10m', FOLLOW_UPS_SEND_WINDOW: 'always' });
    expect(staging).toMatchObject({ followUpsEnabled: false, followUpsCron: '* * * * *', followUpDelaysSeconds: [120, 300, 600], followUpSendWindow: null });
  });

  it('times the response clock at 5 and 30 business minutes and calls leads stale after 2, 7, 7 and 14 idle days, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      leadResponseMinutes: 5,
      leadEscalationMinutes: 30,
      leadStaleDays: { pending: 2, contacted: 7, scheduled: 7, qualified: 14 },
    });
    const custom = loadConfig({ LEAD_RESPONSE_MINUTES: '10', LEAD_ESCALATION_MINUTES: '60', LEAD_STALE_DAYS: ' Contacted:10 , qualified : 21 ' });
    expect(custom).toMatchObject({
      leadResponseMinutes: 10,
      leadEscalationMinutes: 60,
      leadStaleDays: { pending: 2, contacted: 10, scheduled: 7, qualified: 21 },
    });
  });

  it('reads TOTP_ENCRYPTION_KEY (hex or base64) and UNSUBSCRIBE_SECRET; without them outside production, values no site could be started with', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: key.toString('base64') }).totpEncryptionKey.equals(key)).toBe(true);
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: key.toString('hex'), UNSUBSCRIBE_SECRET: 'u'.repeat(32) })).toMatchObject({ unsubscribeSecret: 'u'.repeat(32) });
    // Development without local-secrets.ts (which `make start` uses): random for this process only.
    expect(loadConfig({}).sessionSecret).not.toBe(loadConfig({}).sessionSecret);
    expect(loadConfig({}).unsubscribeSecret).not.toBe(loadConfig({}).sessionSecret);
    // Test apps of one run share their fallbacks.
    expect(loadConfig({ NODE_ENV: 'test' }).totpEncryptionKey.equals(loadConfig({ NODE_ENV: 'test' }).totpEncryptionKey)).toBe(true);
  });

  it.each([
    [{ MAIL_RETENTION_DAYS: '0' }, /MAIL_RETENTION_DAYS must be a whole number from 1 to 3650/],
    [{ MAIL_DELIVERY_INTERVAL_SECONDS: '0' }, /MAIL_DELIVERY_INTERVAL_SECONDS must be a whole number from 1 to 3600/],
    [{ MAIL_RETRY_FIRST_SECONDS: '0.5' }, /MAIL_RETRY_FIRST_SECONDS must be a whole number from 1 to 3600/],
    [{ MAIL_RETRY_MAX_SECONDS: '86401' }, /MAIL_RETRY_MAX_SECONDS must be a whole number from 1 to 86400/],
    [{ MAIL_RETRY_FIRST_SECONDS: '60', MAIL_RETRY_MAX_SECONDS: '30' }, /^MAIL_RETRY_MAX_SECONDS \(30\) must not be below MAIL_RETRY_FIRST_SECONDS \(60\)$/],
    [{ DEPOSIT_AMOUNT_CENTS: '99' }, /DEPOSIT_AMOUNT_CENTS must be a whole number from 100 to 100000000/],
    [{ DEPOSIT_AMOUNT_CENTS: '100000001' }, /DEPOSIT_AMOUNT_CENTS must be a whole number/],
    [{ DEPOSIT_AMOUNT_CENTS: '2500.50' }, /DEPOSIT_AMOUNT_CENTS must be a whole number/],
    [{ DEPOSIT_HOLD_DAYS: '0' }, /DEPOSIT_HOLD_DAYS must be a whole number from 1 to 90/],
    [{ DEPOSIT_HOLD_DAYS: '91' }, /DEPOSIT_HOLD_DAYS must be a whole number/],
    [{ TRUST_PROXY: 'every$body' }, /TRUST_PROXY must be/],
    [{ AUTH_RATE_LIMIT_PER_ACCOUNT: '0' }, /AUTH_RATE_LIMIT_PER_ACCOUNT must be a whole number/],
    [{ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'x'.repeat(129) }, /ADMIN_PASSWORD must be 8 to 128 characters/],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ EMBEDDED_PG_PORT: '70000' }, /EMBEDDED_PG_PORT must be a whole number from 1 to 65535/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a URL/],
    [{ ADMIN_EMAIL: 'a@example.com' }, /must be set together/],
    [{ NODE_ENV: 'production' }, /^NODE_ENV=production needs SESSION_SECRET, TOTP_ENCRYPTION_KEY, UNSUBSCRIBE_SECRET and DATA_ENCRYPTION_KEY \(not set\)/],
    [
      { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), UNSUBSCRIBE_SECRET: 'y'.repeat(32), DATA_ENCRYPTION_KEY: 'd'.repeat(64) },
      /^NODE_ENV=production needs TOTP_ENCRYPTION_KEY \(not set\)/,
    ],
    [{ SESSION_SECRET: 'short' }, /at least 32 characters/],
    [{ UNSUBSCRIBE_SECRET: 'short' }, /^UNSUBSCRIBE_SECRET must be at least 32 characters/],
    [{ TOTP_ENCRYPTION_KEY: 'abc123' }, /^TOTP_ENCRYPTION_KEY must be 32 bytes/],
    [{ DATA_ENCRYPTION_KEY: 'abc123' }, /^DATA_ENCRYPTION_KEY must be 32 bytes/],
    [{ DATA_ENCRYPTION_KEY_PREVIOUS: 'not-a-key' }, /^DATA_ENCRYPTION_KEY_PREVIOUS must be 32 bytes/],
    [
      { DATA_ENCRYPTION_KEY: 'd'.repeat(64), DATA_ENCRYPTION_KEY_PREVIOUS: 'D'.repeat(64) },
      /^DATA_ENCRYPTION_KEY_PREVIOUS is the same key as DATA_ENCRYPTION_KEY/,
    ],
    [{ MIN_PAYOUT_CENTS: '99' }, /^MIN_PAYOUT_CENTS must be a whole number from 100 to 10000000/],
    [{ MIN_PAYOUT_CENTS: '50.00' }, /^MIN_PAYOUT_CENTS must be a whole number/],
    [{ FORM_1099_THRESHOLD_CENTS: '0' }, /^FORM_1099_THRESHOLD_CENTS must be a whole number from 1 to 100000000/],
    [{ ACH_ORIGINATING_DFI: '123456789' }, /^ACH_ORIGINATING_DFI must be a 9-digit bank routing number with a valid check digit/],
    [{ ACH_COMPANY_IDENTIFICATION: '12-3456789' }, /^ACH_COMPANY_IDENTIFICATION must be 9 or 10 digits/],
    [{ ACH_COMPANY_NAME: 'Barndominium Builders of Missouri' }, /^ACH_COMPANY_NAME must be 1 to 16 letters/],
    [
      {
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        UNSUBSCRIBE_SECRET: 'y'.repeat(32),
        TOTP_ENCRYPTION_KEY: 'a'.repeat(64),
        DATA_ENCRYPTION_KEY: 'd'.repeat(64),
        ACH_COMPANY_NAME: 'OZARK BARNDOS',
      },
      /^ACH_IMMEDIATE_DESTINATION, ACH_IMMEDIATE_DESTINATION_NAME, ACH_IMMEDIATE_ORIGIN, ACH_COMPANY_IDENTIFICATION, ACH_ORIGINATING_DFI must be set with the other ACH_ settings/,
    ],
    [{ FOLLOW_UPS_ENABLED: 'maybe' }, /^FOLLOW_UPS_ENABLED must be true or false, got "maybe"$/],
    [{ FOLLOW_UPS_CRON: '*/30 * * * * *' }, /^FOLLOW_UPS_CRON must be a cron expression of five fields/],
    [{ FOLLOW_UPS_DELAYS: '5d,2d' }, /^FOLLOW_UPS_DELAYS must be one to 3 ascending durations/],
    [{ FOLLOW_UPS_SEND_WINDOW: 'weekdays 9-3' }, /^FOLLOW_UPS_SEND_WINDOW must be "always" or days and hours/],
    [{ LEAD_STALE_DAYS: 'won:3' }, /^LEAD_STALE_DAYS must be stage:days pairs.*"won" is not a stage that can go stale/],
    [{ LEAD_STALE_DAYS: 'contacted:0' }, /^LEAD_STALE_DAYS must be .*contacted has 0 days/],
    [{ LEAD_STALE_DAYS: 'contacted:7,contacted:8' }, /contacted is given twice/],
    [{ LEAD_STALE_DAYS: 'contacted=7' }, /"contacted=7" is not stage:days/],
    [{ BOOKING_WEBHOOK_SECRET: 'short' }, /^BOOKING_WEBHOOK_SECRET must be at least 16 characters/],
    [{ LEAD_OFFICE_HOURS: '9 to 5' }, /^LEAD_OFFICE_HOURS must be days and hours in Missouri time like "Mon-Fri 09:00-15:00"/],
    [{ LEAD_RESPONSE_MINUTES: '0' }, /^LEAD_RESPONSE_MINUTES must be/],
    [{ LEAD_RESPONSE_MINUTES: '30', LEAD_ESCALATION_MINUTES: '30' }, /^LEAD_ESCALATION_MINUTES \(30\) must be more than LEAD_RESPONSE_MINUTES \(30\)/],
    [{ LEAD_ESCALATION_EMAIL: 'Boss <boss@example.com>' }, /^LEAD_ESCALATION_EMAIL must be one plain address/],
    [{ INBOUND_WEBHOOK_SECRET: 'short' }, /^INBOUND_WEBHOOK_SECRET must be at least 16 characters/],
    [{ INBOUND_DOMAIN: 'not a domain' }, /^INBOUND_DOMAIN must be a domain name/],
    [{ INBOUND_SMTP_PORT: '70000' }, /^INBOUND_SMTP_PORT must be a whole number from 0 to 65535/],
    [{ STRIPE_SECRET_KEY: 'sk_test_123' }, /^STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not/],
    [{ STRIPE_API_BASE: 'ftp://127.0.0.1:12111' }, /^STRIPE_API_BASE must be an http\(s\) URL/],
    [{ DEPOSIT_HOLD_DAYS: '0' }, /^DEPOSIT_HOLD_DAYS must be a whole number from 1 to 90/],
    [{ DEPOSIT_HOLD_DAYS: '91' }, /^DEPOSIT_HOLD_DAYS must be a whole number from 1 to 90/],
    [{ DEPOSIT_HOLDS_CRON: 'hourly' }, /^DEPOSIT_HOLDS_CRON must be a cron expression of five fields/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('payments (issue 29): invoice later without STRIPE_SECRET_KEY; with it, the webhook secret and an optional local API base; a 7-day hold', () => {
    expect(loadConfig({})).toMatchObject({
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripeApi: undefined,
      depositHoldDays: 7,
      depositHoldsCron: '*/15 * * * *',
    });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_BASE: 'http://127.0.0.1:12111', DEPOSIT_HOLD_DAYS: '3' }),
    ).toMatchObject({
      stripeSecretKey: 'sk_test_123',
      stripeWebhookSecret: 'whsec_abc',
      stripeApi: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      depositHoldDays: 3,
    });
  });

  it('inbound mail: off by default with a clearly fake domain; on with a listener port or a webhook secret', () => {
    expect(loadConfig({})).toMatchObject({ inboundDomain: 'replies.example.com', inboundMailEnabled: false, inboundSmtpPort: undefined });
    expect(loadConfig({ INBOUND_SMTP_PORT: '2525', INBOUND_DOMAIN: 'Replies.Builder.Example' })).toMatchObject({
      inboundDomain: 'replies.builder.example',
      inboundSmtpPort: 2525,
      inboundMailEnabled: true,
    });
    expect(loadConfig({ INBOUND_WEBHOOK_SECRET: 'a-long-enough-webhook-secret' }).inboundMailEnabled).toBe(true);
  });
});
