import {
  depositConfirmation,
  SIGNED_AGREEMENT_ATTACHED,
  depositPaymentEmail,
  depositPaymentFailedNotice,
  depositRefundEmail,
  type DepositMailConfig,
  type DepositMailValues,
} from './deposit-emails';
import { DepositPaymentProvider, DepositStatus } from './deposits.enums';

const config: DepositMailConfig = {
  publicBaseUrl: 'https://barndo.example',
  businessEmail: 'hello@example.com',
  businessPhone: '(816) 555-0142',
  depositHoldDays: 7,
};
const values: DepositMailValues = {
  deposit: {
    id: 41,
    amount: 250_000,
    street: '18250 County Road 360',
    city: 'Savannah',
    state: 'MO',
    zipCode: '64485',
    expectedStartDate: '2027-05-03',
    siteVisitRequired: true,
    additionalNotes: null,
    paymentProvider: DepositPaymentProvider.Stripe,
    holdExpiresAt: new Date('2026-12-07T18:00:00Z'),
  },
  design: { name: 'Rose Mount', slug: 'rose-mount' },
  buyer: { email: 'dana@example.net', firstName: 'Dana', lastName: 'Whitfield', phone: null },
};

describe('deposit e-mails when Stripe takes the payment (issue 29)', () => {
  it('the confirmation asks to pay on Stripe’s page, names the hold, and promises no invoice', () => {
    const mail = depositConfirmation(config, values);
    expect(mail.subject).toBe('Your request to reserve the Rose Mount: pay the $2,500 deposit to hold it');
    expect(mail.text).toContain("Stripe's secure page");
    expect(mail.text).toContain('we hold the plan for you 7 days, until December 7, 2026 at 12:00 PM (Central time)');
    expect(mail.text).not.toMatch(/e-mail you an invoice/);
    // The signed agreement's PDF rides along (deposits.service.ts attaches it); the e-mail says so.
    expect(mail.text).toContain(SIGNED_AGREEMENT_ATTACHED);
  });

  it('the receipt names the amount, the plan and the date', () => {
    const mail = depositPaymentEmail(config, values, DepositStatus.Paid, new Date('2026-11-30T15:30:00Z'));
    expect(mail.subject).toBe('Receipt: your $2,500 deposit on the Rose Mount');
    expect(mail.text).toContain('Amount: $2,500');
    expect(mail.text).toContain('For: deposit to reserve the Rose Mount');
    expect(mail.text).toContain('Date: November 30, 2026 at 9:30 AM (Central time)');
    expect(mail.to).toBe('dana@example.net');
  });

  it('processing, failed and expired each say what happened and what to do', () => {
    expect(depositPaymentEmail(config, values, DepositStatus.Processing).text).toContain('takes a few business days to clear');
    expect(depositPaymentEmail(config, values, DepositStatus.Failed).text).toContain('pay again from your request');
    expect(depositPaymentEmail(config, values, DepositStatus.Expired).text).toContain('the reservation is now released. Nothing was charged.');
    expect(depositPaymentFailedNotice(config, values).to).toBe('hello@example.com');
  });

  it('the refund e-mail gives the amount and the reason', () => {
    const mail = depositRefundEmail(config, values, { amount: 50_000, reason: 'Lot fell through.' });
    expect(mail.subject).toBe('We refunded $500 of your deposit on the Rose Mount');
    expect(mail.text).toContain('We refunded $500 of your $2,500 deposit on the Rose Mount');
    expect(mail.text).toContain('WHY\nLot fell through.');
  });
});
