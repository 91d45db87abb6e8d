import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import type { AppConfig } from '../../config/app-config';
import businessDefaults from '../../config/business-defaults.json';
import { composeEmail, renderHtmlEmail } from '../../mail/mail-templates';
import { MailKind } from '../../mail/mail.enums';
import type { OutgoingMail } from '../../mail/mail.service';
import { OFFICE_HOURS } from '../../shared/business-calendar';
import { DEPOSIT_NEXT_STEPS, DEPOSIT_PAYMENT_TERMS, formatDollars } from './deposit-terms';

/**
 * Every deposit e-mail's words are in this file (issue 25). Until the site takes payment, the buyer's
 * step is a request to reserve: the e-mails about it say that no payment was taken and that an
 * invoice follows, and none says a deposit was placed or received before the office records it paid.
 */
import { DepositStatus } from './deposits.enums';
import type { Deposit } from './entities/deposit.entity';

/** What the e-mails need of the configuration: links and the business's contact details. */
export type DepositMailConfig = Pick<AppConfig, 'publicBaseUrl' | 'businessEmail' | 'businessPhone'>;

/** The deposit as its e-mails read it: the stored row, its plan and the buyer. */
export interface DepositMailValues {
  deposit: Pick<Deposit, 'id' | 'amount' | 'street' | 'city' | 'state' | 'zipCode' | 'expectedStartDate' | 'siteVisitRequired' | 'additionalNotes'>;
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
    `Deposit: ${formatDollars(deposit.amount)} (invoiced by e-mail; nothing is charged on the site)`,
    `Build site: ${siteAddress(values)}`,
    `Hoped-for start: ${deposit.expectedStartDate ? longDate(deposit.expectedStartDate) : '(not given)'}`,
    `Site visit: ${deposit.siteVisitRequired ? 'Yes, requested' : 'No'}`,
    `Notes: ${deposit.additionalNotes ?? '(none)'}`,
    `${DEPOSIT_REFERENCE}${deposit.id}`,
  ].join('\n');
}

/** The buyer's confirmation of a request to reserve: no payment taken, the invoice to come, what happens next, how to reach us. */
export function depositConfirmation(config: DepositMailConfig, values: DepositMailValues): OutgoingMail {
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
    `Questions, or something to change? Call us at ${config.businessPhone} (${OFFICE_HOURS}) or e-mail ${config.businessEmail}; we reply within 24 hours. You can also just reply to this e-mail.`,
    `Your request, any time: ${config.publicBaseUrl}/deposit-confirmation/${design.slug}`,
  ].join('\n\n');
  return { to: buyer.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.VisitorConfirmation };
}

/** The business's notice of a request to reserve: the buyer and every field, and the invoice to send; a reply goes to the buyer. */
export function depositNotice(config: DepositMailConfig, values: DepositMailValues): OutgoingMail {
  const { deposit, design, buyer } = values;
  const name = `${buyer.firstName} ${buyer.lastName}`;
  const subject = `New request to reserve: ${design.name} from ${name}`;
  const body = [
    `${name} sent a request to reserve the ${design.name}. It is pending: nothing was charged on the site. Please e-mail them an invoice for the ${formatDollars(deposit.amount)} deposit within one business day, then mark the deposit invoiced in the office.`,
    ['BUYER', `Name: ${name}`, `E-mail: ${buyer.email}`, `Phone: ${buyer.phone ?? '(not given)'}`].join('\n'),
    `REQUEST TO RESERVE\n${depositLines(config, values)}`,
    `THEY WERE TOLD\n${DEPOSIT_PAYMENT_TERMS}\n${numbered(DEPOSIT_NEXT_STEPS)}`,
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
type ChangedStatus = Exclude<DepositStatus, DepositStatus.Pending>;

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
