import {
  depositConfirmation,
  depositNotice,
  depositStatusEmail,
  SIGNED_AGREEMENT_ATTACHED,
  type DepositMailConfig,
  type DepositMailValues,
} from './deposit-emails';
import { DEPOSIT_NEXT_STEPS, DEPOSIT_PAYMENT_TERMS } from './deposit-terms';
import { DepositStatus } from './deposits.enums';

const config: DepositMailConfig = { publicBaseUrl: 'https://barndo.example', businessEmail: 'hello@example.com', businessPhone: '(816) 555-0142' };
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
  },
  design: { name: 'Rose Mount', slug: 'rose-mount' },
  buyer: { email: 'dana@example.net', firstName: 'Dana', lastName: 'Whitfield', phone: null },
};

/** Words that say money changed hands: none may appear before the office records a payment (issue 25, item 10). */
const CLAIMS_A_PAYMENT = /we have your|placed a deposit|placing a deposit|deposit (was )?(placed|received)|thank you for (your|the) deposit/i;

describe('deposit e-mails: a request to reserve, not a payment (issue 25)', () => {
  it('the buyer’s confirmation names the request to reserve, says no payment was taken and that an invoice follows', () => {
    const mail = depositConfirmation(config, values);
    expect(mail.subject).toBe('Your request to reserve the Rose Mount: no payment taken, invoice to follow');
    expect(mail.text).toContain('Thank you for your request to reserve the Rose Mount');
    expect(mail.text).toContain('No payment was taken.');
    expect(mail.text).toContain('we e-mail you an invoice for the $2,500 deposit');
    expect(mail.text).toContain('YOUR REQUEST TO RESERVE');
    expect(mail.text).toContain(DEPOSIT_PAYMENT_TERMS);
    DEPOSIT_NEXT_STEPS.forEach((step, i) => expect(mail.text).toContain(`${i + 1}. ${step}`));
    expect(mail.text).toContain('Reference: request to reserve #41');
    expect(mail.text).toContain(`${SIGNED_AGREEMENT_ATTACHED} You can download it again from your account at any time: https://barndo.example/account`);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(CLAIMS_A_PAYMENT);
    expect(mail.html).toContain('No payment was taken.');
  });

  it('the office’s notice names the request and asks for the invoice, with nothing charged', () => {
    const mail = depositNotice(config, values);
    expect(mail.subject).toBe('New request to reserve: Rose Mount from Dana Whitfield');
    expect(mail.text).toContain('Dana Whitfield sent a request to reserve the Rose Mount. It is pending: nothing was charged on the site.');
    expect(mail.text).toContain('invoice for the $2,500 deposit within one business day');
    expect(mail.replyTo).toBe('dana@example.net');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(CLAIMS_A_PAYMENT);
  });

  it('the terms shown at checkout say no payment is taken and an invoice follows', () => {
    expect(DEPOSIT_PAYMENT_TERMS).toMatch(/^No payment is taken on this site/);
    expect(DEPOSIT_PAYMENT_TERMS).toContain('invoice for the deposit');
    expect(DEPOSIT_NEXT_STEPS.join(' ')).not.toMatch(CLAIMS_A_PAYMENT);
  });

  it('the invoiced and cancelled e-mails speak of the request; only the paid one thanks for money received', () => {
    const invoiced = depositStatusEmail(config, values, DepositStatus.Invoiced, null);
    expect(invoiced.text).toContain('We have invoiced the $2,500 deposit for your request to reserve the Rose Mount.');
    expect(invoiced.text).not.toMatch(CLAIMS_A_PAYMENT);
    const cancelled = depositStatusEmail(config, values, DepositStatus.Cancelled, null);
    expect(cancelled.subject).toBe('Your request to reserve the Rose Mount is cancelled');
    expect(cancelled.text).toContain('no payment is due');
    const paid = depositStatusEmail(config, values, DepositStatus.Paid, null);
    expect(paid.subject).toBe('We received your $2,500 deposit on the Rose Mount: thank you');
  });
});
