import { MAIL_ATTEMPT_BUDGET, retryDelaySeconds } from './mail-delivery.job';
import { maskEmailAddresses } from './mail-log';
import { MailKind } from './mail.enums';

/** Seconds from the first attempt to the last one a budget allows. */
const span = (attempts: number) => Array.from({ length: attempts - 1 }, (_, i) => retryDelaySeconds(i + 1)).reduce((a, b) => a + b, 0);

describe('mail retry back-off', () => {
  it('doubles from 30 s after each failed attempt and stops growing at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempts) => retryDelaySeconds(attempts))).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('starts and stops where MAIL_RETRY_FIRST_SECONDS and MAIL_RETRY_MAX_SECONDS say', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelaySeconds(attempts, 1, 4))).toEqual([1, 2, 4, 4, 4]);
  });

  it('keeps trying a business notice for about 3 days and a visitor’s or account mail for about 3 hours', () => {
    const hours = (kind: MailKind) => span(MAIL_ATTEMPT_BUDGET[kind]) / 3600;
    expect(hours(MailKind.BusinessNotice)).toBeGreaterThanOrEqual(72);
    expect(hours(MailKind.BusinessNotice)).toBeLessThan(74);
    expect(hours(MailKind.VisitorConfirmation)).toBeGreaterThan(3);
    expect(hours(MailKind.VisitorConfirmation)).toBeLessThan(3.1);
    expect(MAIL_ATTEMPT_BUDGET[MailKind.AccountMail]).toBe(MAIL_ATTEMPT_BUDGET[MailKind.VisitorConfirmation]);
  });
});

describe('maskEmailAddresses', () => {
  it('keeps the first character and the domain of every address in a text', () => {
    expect(maskEmailAddresses('visitor@example.org, office@builder.example')).toBe('v***@example.org, o***@builder.example');
    expect(maskEmailAddresses('550 5.1.1 <robin.hale@example.org>: Recipient address rejected')).toBe(
      '550 5.1.1 <r***@example.org>: Recipient address rejected',
    );
    expect(maskEmailAddresses('ECONNREFUSED 127.0.0.1:25')).toBe('ECONNREFUSED 127.0.0.1:25');
  });
});
