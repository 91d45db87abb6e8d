import { ConfigError, loadConfig } from './app-config';
import businessDefaults from './business-defaults.json';

describe('loadConfig', () => {
  it('defaults to port 3000, embedded database, file mail and the fake business details', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.dataDir).toBe('/srv/app/.data');
    expect(config.businessPhone).toBe(businessDefaults.phone);
    expect(config.businessPhone).toContain('555');
    expect(config.businessEmail).toMatch(/@example\.com$/);
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
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
    expect(loadConfig({ AUTH_RATE_LIMIT_PER_IP: '100', AUTH_RATE_LIMIT_PER_ACCOUNT: '10' })).toMatchObject({ authRateLimitPerIp: 100, authRateLimitPerAccount: 10 });
  });

  it('takes a $2,500 deposit (250000 cents) unless DEPOSIT_AMOUNT_CENTS says otherwise, $1 to $1,000,000', () => {
    expect(loadConfig({}).depositAmountCents).toBe(250_000);
    expect(loadConfig({ DEPOSIT_AMOUNT_CENTS: ' 100 ' }).depositAmountCents).toBe(100);
    expect(loadConfig({ DEPOSIT_AMOUNT_CENTS: '100000000' }).depositAmountCents).toBe(100_000_000);
  });

  it('keeps delivered mail 30 days unless MAIL_RETENTION_DAYS says otherwise, 1 to 3650', () => {
    expect(loadConfig({}).mailRetentionDays).toBe(30);
    expect(loadConfig({ MAIL_RETENTION_DAYS: '7' }).mailRetentionDays).toBe(7);
  });

  it.each([
    [{ MAIL_RETENTION_DAYS: '0' }, /MAIL_RETENTION_DAYS must be a whole number from 1 to 3650/],
    [{ DEPOSIT_AMOUNT_CENTS: '99' }, /DEPOSIT_AMOUNT_CENTS must be a whole number from 100 to 100000000/],
    [{ DEPOSIT_AMOUNT_CENTS: '100000001' }, /DEPOSIT_AMOUNT_CENTS must be a whole number/],
    [{ DEPOSIT_AMOUNT_CENTS: '2500.50' }, /DEPOSIT_AMOUNT_CENTS must be a whole number/],
    [{ TRUST_PROXY: 'every$body' }, /TRUST_PROXY must be/],
    [{ AUTH_RATE_LIMIT_PER_ACCOUNT: '0' }, /AUTH_RATE_LIMIT_PER_ACCOUNT must be a whole number/],
    [{ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'x'.repeat(129) }, /ADMIN_PASSWORD must be 8 to 128 characters/],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a URL/],
    [{ ADMIN_EMAIL: 'a@example.com' }, /must be set together/],
    [{ NODE_ENV: 'production' }, /SESSION_SECRET must be set in production/],
    [{ SESSION_SECRET: 'short' }, /at least 32 characters/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
