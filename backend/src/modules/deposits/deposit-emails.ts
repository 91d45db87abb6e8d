import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import type { AppConfig } from '../../config/app-config';
import businessDefaults from '../../config/business-defaults.json';
import { composeEmail, renderHtmlEmail } from '../../mail/mail-templates';
import { MailKind } from '../../mail/mail.enums';
import type { OutgoingMail } from '../../mail/mail.service';
import { OFFICE_HOURS } from '../../shared/business-calendar';
import { DEPOSIT_NEXT_STEPS, DEPOSIT_PAYMENT_TERMS, formatDollars, stripeNextSteps, stripePaymentTerms } from './deposit-terms';

/**
 * Every deposit e-mail's words are in this file (issue 25). Until the site takes payment, the buyer's
 * step is a request to reserve: the e-mails about it say that no payment was taken and that an
 * invoice follows, and none says a deposit was placed or received before the office records it paid.
 */
import { DepositPaymentProvider, DepositStatus } from './deposits.enums';
import type { Deposit } from './entities/deposit.entity';

/** What the e-mails need of the configuration: links and the business's contact details. */
export type DepositMailConfig = Pick<AppConfig, 'publicBaseUrl' | 'businessEmail' | 'businessPhone'> & Partial<Pick<AppConfig, 'depositHoldDays'>>;

/** The deposit as its e-mails read it: the stored row, its plan and the buyer. */
export interface DepositMailValues {
  deposit: Pick<Deposit, 'id' | 'amount' | 'street' | 'city' | 'state' | 'zipCode' | 'expectedStartDate' | 'siteVisitRequired' | 'additionalNotes'> &
    Partial<Pick<Deposit, 'paymentProvider' | 'holdExpiresAt' | 'refundedAmount'>>;
  design: Pick<Deposit['design'], 'name' | 'slug'>;
  buyer: Pick<AuthenticatedUser, 'email' | 'firstName' | 'lastName' | 'phone'>;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2027-05-03' → 'May 3, 2027' (a calendar date: no time zone shifts it). */
export function longDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

function siteAddress({ deposit }: DepositMailValues): string {
  return `${deposit.street}, ${deposit.city}, ${deposit.state} ${deposit.zipCode}`;
}

function numbered(lines: readonly string[]): string {
  return lines.map((line, i) => `${i + 1}. ${line}`).join('\n');
}

/** How both e-mails of a request to reserve name it, before its number (make verify finds them by it). */
export const DEPOSIT_REFERENCE = 'Reference: request to reserve #';

/** The deposit's fields, one per line, as both e-mails show them. */
function depositLines(config: DepositMailConfig, values: DepositMailValues): string {
  const { deposit, design } = values;
  return [
    `Plan: ${design.name} (${config.publicBaseUrl}/designs/${design.slug})`,
    `Deposit: ${formatDollars(deposit.amount)} (${paidThroughStripe(values) ? "paid on Stripe's secure page, by card or US bank account" : 'invoiced by e-mail; nothing is charged on the site'})`,
    `Build site: ${siteAddress(values)}`,
    `Hoped-for start: ${deposit.expectedStartDate ? longDate(deposit.expectedStartDate) : '(not given)'}`,
    `Site visit: ${deposit.siteVisitRequired ? 'Yes, requested' : 'No'}`,
    `Notes: ${deposit.additionalNotes ?? '(none)'}`,
    `${DEPOSIT_REFERENCE}${deposit.id}`,
  ].join('\n');
}

/** issue 29: the deposit is paid through Stripe Checkout (else the office invoices it). */
function paidThroughStripe({ deposit }: DepositMailValues): boolean {
  return deposit.paymentProvider === DepositPaymentProvider.Stripe;
}

const holdDaysOf = (config: DepositMailConfig) => config.depositHoldDays ?? 7;

/** The buyer's confirmation names the PDF of the reservation agreement they signed, attached to it. */
export const SIGNED_AGREEMENT_ATTACHED = 'Your signed reservation agreement is attached to this e-mail as a PDF; keep it with your records.';

/** The buyer's confirmation of a request to reserve: no payment taken, the invoice to come, what happens next, how to reach us. */
export function depositConfirmation(config: DepositMailConfig, values: DepositMailValues): OutgoingMail {
  if (paidThroughStripe(values)) return stripeDepositConfirmation(config, values);
  const { deposit, design, buyer } = values;
  const subject = `Your request to reserve the ${design.name}: no payment taken, invoice to follow`;
  const body = [
    `Hi ${buyer.firstName},`,
    `Thank you for your request to reserve the ${design.name} with ${businessDefaults.businessName}. No payment was taken. Within one business day we e-mail you an invoice for the ${formatDollars(deposit.amount)} deposit; your request shows as received on your account until the deposit is paid.`,
    'YOUR REQUEST TO RESERVE',
    depositLines(config, values),
    'HOW YOU PAY',
    DEPOSIT_PAYMENT_TERMS,
    'WHAT HAPPENS NEXT',
    numbered(DEPOSIT_NEXT_STEPS),
    // Issue 29: deposits.service.ts attaches the signed agreement's PDF to this e-mail.
    `${SIGNED_AGREEMENT_ATTACHED} You can download it again from your account at any time: ${config.publicBaseUrl}/account`,
    `Questions, or something to change? Call us at ${config.businessPhone} (${OFFICE_HOURS}) or e-mail ${config.businessEmail}; we reply within 24 hours. You can also just reply to this e-mail.`,
    `Your request, any time: ${config.publicBaseUrl}/deposit-confirmation/${design.slug}`,
  ].join('\n\n');
  return { to: buyer.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.VisitorConfirmation };
}

/** issue 29: the buyer's confirmation when the deposit is paid through Stripe: what to pay, how, and how long the plan is held. */
function stripeDepositConfirmation(config: DepositMailConfig, values: DepositMailValues): OutgoingMail {
  const { deposit, design, buyer } = values;
  const holdDays = holdDaysOf(config);
  const subject = `Your request to reserve the ${design.name}: pay the ${formatDollars(deposit.amount)} deposit to hold it`;
  const body = [
    `Hi ${buyer.firstName},`,
    `Thank you for your request to reserve the ${design.name} with ${businessDefaults.businessName}. Nothing is charged until you pay the ${formatDollars(deposit.amount)} deposit on Stripe's secure page. If you left that page before paying, you can pay from your request's page below; we hold the plan for you ${holdDays} ${holdDays === 1 ? 'day' : 'days'}${deposit.holdExpiresAt ? `, until ${LONG_DATE_TIME.format(deposit.holdExpiresAt)} (Central time)` : ''}.`,
    'YOUR REQUEST TO RESERVE',
    depositLines(config, values),
    'HOW YOU PAY',
    stripePaymentTerms(holdDays),
    'WHAT HAPPENS NEXT',
    numbered(stripeNextSteps(holdDays)),
    `${SIGNED_AGREEMENT_ATTACHED} You can download it again from your account at any time: ${config.publicBaseUrl}/account`,
    `Questions, or something to change? Call us at ${config.businessPhone} (${OFFICE_HOURS}) or e-mail ${config.businessEmail}; we reply within 24 hours. You can also just reply to this e-mail.`,
    `Your request, and the button to pay, any time: ${config.publicBaseUrl}/deposit-confirmation/${design.slug}`,
  ].join('\n\n');
  return { to: buyer.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.VisitorConfirmation };
}

const LONG_DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Chicago' });

/** The business's notice of a request to reserve: the buyer and every field, and the invoice to send; a reply goes to the buyer. */
export function depositNotice(config: DepositMailConfig, values: DepositMailValues): OutgoingMail {
  const { deposit, design, buyer } = values;
  const name = `${buyer.firstName} ${buyer.lastName}`;
  const subject = `New request to reserve: ${design.name} from ${name}`;
  const stripe = paidThroughStripe(values);
  const holdDays = holdDaysOf(config);
  const body = [
    stripe
      ? `${name} sent a request to reserve the ${design.name}. It is pending until Stripe confirms the ${formatDollars(deposit.amount)} deposit (they pay on Stripe's page, by card or US bank account); you will get no invoice to send. The site moves it to paid by itself, and releases it if it is still unpaid after ${holdDays} ${holdDays === 1 ? 'day' : 'days'}.`
      : `${name} sent a request to reserve the ${design.name}. It is pending: nothing was charged on the site. Please e-mail them an invoice for the ${formatDollars(deposit.amount)} deposit within one business day, then mark the deposit invoiced in the office.`,
    ['BUYER', `Name: ${name}`, `E-mail: ${buyer.email}`, `Phone: ${buyer.phone ?? '(not given)'}`].join('\n'),
    `REQUEST TO RESERVE\n${depositLines(config, values)}`,
    stripe
      ? `THEY WERE TOLD\n${stripePaymentTerms(holdDays)}\n${numbered(stripeNextSteps(holdDays))}`
      : `THEY WERE TOLD\n${DEPOSIT_PAYMENT_TERMS}\n${numbered(DEPOSIT_NEXT_STEPS)}`,
    'Reply to this e-mail to write to them directly.',
  ].join('\n\n');
  return {
    to: config.businessEmail,
    subject,
    text: `${body}\n`,
    html: renderHtmlEmail(body, config, subject),
    replyTo: buyer.email,
    kind: MailKind.BusinessNotice,
  };
}

/** The statuses the office can move a deposit to, each with the buyer's e-mail about it. */
export type OfficeMailStatus = DepositStatus.Invoiced | DepositStatus.Paid | DepositStatus.Cancelled | DepositStatus.Refunded;
type ChangedStatus = OfficeMailStatus;

/**
 * What the buyer is told when the office moves their deposit (issue 13), in the words of the
 * deposit terms: the subject, the opening paragraph and what follows.
 */
const STATUS_MAIL_COPY: Readonly<Record<ChangedStatus, (values: DepositMailValues) => { subject: string; lines: string[] }>> = {
  [DepositStatus.Invoiced]: ({ deposit, design }) => ({
    subject: `Your invoice for the ${formatDollars(deposit.amount)} deposit on the ${design.name}`,
    lines: [
      `We have invoiced the ${formatDollars(deposit.amount)} deposit for your request to reserve the ${design.name}. The invoice with the payment details is on its way to this address in a separate e-mail: please check your e-mail (and its spam folder) for it.`,
      `No card is taken on this site. Your request shows as invoiced on your account until the deposit is paid.`,
    ],
  }),
  [DepositStatus.Paid]: ({ deposit, design }) => ({
    subject: `We received your ${formatDollars(deposit.amount)} deposit on the ${design.name}: thank you`,
    lines: [
      `We received your ${formatDollars(deposit.amount)} deposit on the ${design.name}. Thank you for building with ${businessDefaults.businessName}!`,
      `WHAT HAPPENS NEXT\n${numbered(DEPOSIT_NEXT_STEPS.slice(1))}`,
    ],
  }),
  [DepositStatus.Cancelled]: ({ deposit, design }) => ({
    subject: `Your request to reserve the ${design.name} is cancelled`,
    lines: [
      `Your request to reserve the ${design.name} is cancelled, and no payment is due for its ${formatDollars(deposit.amount)} deposit.`,
      'If you did not expect this, or you would like to ask to reserve the plan again, just reply to this e-mail.',
    ],
  }),
  [DepositStatus.Refunded]: ({ deposit, design }) => ({
    subject: `We refunded your ${formatDollars(deposit.amount)} deposit on the ${design.name}`,
    lines: [
      `We refunded your ${formatDollars(deposit.amount)} deposit on the ${design.name}, the way it was paid. Depending on your bank it can take a few business days to show.`,
    ],
  }),
};

/** The buyer's e-mail about the office moving their deposit to `status`, with the office's note if any. */
export function depositStatusEmail(config: DepositMailConfig, values: DepositMailValues, status: ChangedStatus, note: string | null): OutgoingMail {
  const { buyer, design } = values;
  const { subject, lines } = STATUS_MAIL_COPY[status](values);
  const body = [
    `Hi ${buyer.firstName},`,
    ...lines,
    ...(note ? [`A NOTE FROM OUR OFFICE\n${note}`] : []),
    'YOUR REQUEST TO RESERVE',
    depositLines(config, values),
    `Questions? Call us at ${config.businessPhone} (${OFFICE_HOURS}) or e-mail ${config.businessEmail}; we reply within 24 hours. You can also just reply to this e-mail.`,
    `Your request, any time: ${config.publicBaseUrl}/deposit-confirmation/${design.slug}`,
  ].join('\n\n');
  return { to: buyer.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.AccountMail };
}

// ---------------------------------------------------------------------------------------------
// issue 29: Stripe's moves. Each e-mail says what happened, what it means for the buyer's plan,
// and what (if anything) they do next; the office hears of a failed payment and a failed refund.

/** The payment moves the buyer is e-mailed about. */
export type PaymentMailStatus = DepositStatus.Processing | DepositStatus.Paid | DepositStatus.Failed | DepositStatus.Expired;

const PAYMENT_MAIL_COPY: Readonly<
  Record<PaymentMailStatus, (values: DepositMailValues, config: DepositMailConfig, paidAt: Date) => { subject: string; lines: string[] }>
> = {
  [DepositStatus.Processing]: ({ deposit, design }) => ({
    subject: `Your bank payment for the ${design.name} is on its way`,
    lines: [
      `Stripe has your bank payment of ${formatDollars(deposit.amount)} for the deposit on the ${design.name}. A payment from a US bank account takes a few business days to clear; your plan stays held for you in the meantime, and you do not need to do anything.`,
      'We e-mail you a receipt the day it clears. If your bank turns it down, we e-mail you too, with how to pay another way.',
    ],
  }),
  [DepositStatus.Paid]: ({ deposit, design }, _config, paidAt) => ({
    subject: `Receipt: your ${formatDollars(deposit.amount)} deposit on the ${design.name}`,
    lines: [
      `Thank you: we received your ${formatDollars(deposit.amount)} deposit on the ${design.name}, and the plan is reserved for you.`,
      [
        'RECEIPT',
        `Paid to: ${businessDefaults.businessName}`,
        `For: deposit to reserve the ${design.name}`,
        `Amount: ${formatDollars(deposit.amount)}`,
        `Date: ${LONG_DATE_TIME.format(paidAt)} (Central time)`,
        `Paid through: Stripe (card or US bank account)`,
        `${DEPOSIT_REFERENCE}${deposit.id}`,
      ].join('\n'),
      `Your deposit is credited toward your build contract when you sign it. Stripe may also send its own receipt.`,
      `WHAT HAPPENS NEXT\n${numbered(DEPOSIT_NEXT_STEPS.slice(1))}`,
    ],
  }),
  [DepositStatus.Failed]: ({ deposit, design }, config) => ({
    subject: `Your deposit payment for the ${design.name} did not go through`,
    lines: [
      `Your payment of the ${formatDollars(deposit.amount)} deposit on the ${design.name} did not go through: your bank or card issuer turned it down. Nothing was charged.`,
      `Your plan is still held for you${deposit.holdExpiresAt ? ` until ${LONG_DATE_TIME.format(deposit.holdExpiresAt)} (Central time)` : ''}. To keep it, pay again from your request's page (a card is the quickest): ${config.publicBaseUrl}/deposit-confirmation/${design.slug}`,
      'If you are not sure why it failed, your bank can tell you; or call us and we will help.',
    ],
  }),
  [DepositStatus.Expired]: ({ deposit, design }, config) => ({
    subject: `Your reservation of the ${design.name} was released`,
    lines: [
      `We held the ${design.name} for you for ${holdDaysOf(config)} ${holdDaysOf(config) === 1 ? 'day' : 'days'}, but the ${formatDollars(deposit.amount)} deposit was not paid, so the reservation is now released. Nothing was charged.`,
      `Still interested? You are welcome to send a new request to reserve from the plan's page (${config.publicBaseUrl}/designs/${design.slug}), or call us and we will help.`,
    ],
  }),
};

function buyerMail(config: DepositMailConfig, values: DepositMailValues, subject: string, lines: string[]): OutgoingMail {
  const { buyer, design } = values;
  const body = [
    `Hi ${buyer.firstName},`,
    ...lines,
    'YOUR REQUEST TO RESERVE',
    depositLines(config, values),
    `Questions? Call us at ${config.businessPhone} (${OFFICE_HOURS}) or e-mail ${config.businessEmail}; we reply within 24 hours. You can also just reply to this e-mail.`,
    `Your request, any time: ${config.publicBaseUrl}/deposit-confirmation/${design.slug}`,
  ].join('\n\n');
  return { to: buyer.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.AccountMail };
}

/** The buyer's e-mail about a move Stripe (or the hold job) made: processing, paid (the receipt), failed, expired. */
export function depositPaymentEmail(config: DepositMailConfig, values: DepositMailValues, status: PaymentMailStatus, when: Date = new Date()): OutgoingMail {
  const { subject, lines } = PAYMENT_MAIL_COPY[status](values, config, when);
  return buyerMail(config, values, subject, lines);
}

/** An office notice about a payment: what happened, the buyer, the deposit; a reply goes to the buyer. */
function officeNotice(config: DepositMailConfig, values: DepositMailValues, subject: string, opening: string): OutgoingMail {
  const { buyer } = values;
  const body = [
    opening,
    ['BUYER', `Name: ${buyer.firstName} ${buyer.lastName}`, `E-mail: ${buyer.email}`, `Phone: ${buyer.phone ?? '(not given)'}`].join('\n'),
    `REQUEST TO RESERVE\n${depositLines(config, values)}`,
    'Reply to this e-mail to write to them directly.',
  ].join('\n\n');
  return {
    to: config.businessEmail,
    subject,
    text: `${body}\n`,
    html: renderHtmlEmail(body, config, subject),
    replyTo: buyer.email,
    kind: MailKind.BusinessNotice,
  };
}

/** The office's notice that a Stripe payment failed: who, which plan, and that the buyer was told how to pay again. */
export function depositPaymentFailedNotice(config: DepositMailConfig, values: DepositMailValues): OutgoingMail {
  const { deposit, design, buyer } = values;
  const name = `${buyer.firstName} ${buyer.lastName}`;
  return officeNotice(
    config,
    values,
    `Deposit payment failed: ${design.name} from ${name}`,
    `Stripe reported that ${name}'s payment of the ${formatDollars(deposit.amount)} deposit on the ${design.name} failed (most often a bank debit that was turned down). The deposit is marked failed; we e-mailed them how to pay again before the hold runs out. A call may help them finish.`,
  );
}

/** The buyer's e-mail that a refund went through: how much, why, and when it shows. */
export function depositRefundEmail(config: DepositMailConfig, values: DepositMailValues, refund: { amount: number; reason: string }): OutgoingMail {
  const { deposit, design } = values;
  const whole = refund.amount >= deposit.amount;
  const subject = `We refunded ${formatDollars(refund.amount)} of your deposit on the ${design.name}`;
  const lines = [
    `We refunded ${formatDollars(refund.amount)}${whole ? ', the whole deposit,' : ` of your ${formatDollars(deposit.amount)} deposit`} on the ${design.name}, to the card or bank account you paid with. Depending on your bank it can take 5 to 10 business days to show.`,
    `WHY\n${refund.reason}`,
  ];
  return buyerMail(config, values, subject, lines);
}

/** The office's notice that Stripe could not make a refund (the money did not go back). */
export function depositRefundFailedNotice(config: DepositMailConfig, values: DepositMailValues, refund: { amount: number; reason: string }): OutgoingMail {
  const { design, buyer } = values;
  const name = `${buyer.firstName} ${buyer.lastName}`;
  return officeNotice(
    config,
    values,
    `Refund failed: ${formatDollars(refund.amount)} to ${name} (${design.name})`,
    `Stripe could not refund ${formatDollars(refund.amount)} of ${name}'s deposit on the ${design.name} (reason given: ${refund.reason}). The money did not go back. Check the payment in the Stripe dashboard and refund them another way, or try again from the deposit's page.`,
  );
}

/** 'an expired', 'a cancelled'. */
export const withArticle = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

/**
 * The office's notice that Stripe took a payment for a deposit that was already cancelled or
 * released (a bank payment that cleared late, say): the site does not move it, so a person
 * decides to reinstate the reservation or refund the buyer from the Stripe dashboard.
 */
export function depositPaymentOnClosedNotice(
  config: DepositMailConfig,
  values: DepositMailValues,
  status: DepositStatus,
  paymentIntent: string | null,
): OutgoingMail {
  const { deposit, design, buyer } = values;
  const name = `${buyer.firstName} ${buyer.lastName}`;
  return officeNotice(
    config,
    values,
    `Action needed: payment received for ${withArticle(status)} deposit (${design.name}, ${name})`,
    `Stripe reports a payment of the ${formatDollars(deposit.amount)} deposit on the ${design.name} by ${name}, but this deposit is ${status} on the site, so the site did not mark it paid. Please call them: either reinstate their reservation, or refund the payment${paymentIntent ? ` (${paymentIntent})` : ''} from the Stripe dashboard.`,
  );
}
