import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import type { AppConfig } from '../../config/app-config';
import businessDefaults from '../../config/business-defaults.json';
import { composeEmail, renderHtmlEmail } from '../../mail/mail-templates';
import { MailKind } from '../../mail/mail.enums';
import type { OutgoingMail } from '../../mail/mail.service';
import { OFFICE_HOURS } from '../contact/contact-emails';
import type { Design } from '../designs/entities/design.entity';
import { DEPOSIT_NEXT_STEPS, DEPOSIT_PAYMENT_TERMS, formatDollars } from './deposit-terms';
import type { Deposit } from './entities/deposit.entity';

/** What the e-mails need of the configuration: links and the business's contact details. */
export type DepositMailConfig = Pick<AppConfig, 'publicBaseUrl' | 'businessEmail' | 'businessPhone'>;

/** The deposit as its e-mails read it: the stored row, its plan and the buyer. */
export interface DepositMailValues {
  deposit: Pick<Deposit, 'id' | 'amount' | 'street' | 'city' | 'state' | 'zipCode' | 'expectedStartDate' | 'siteVisitRequired' | 'additionalNotes'>;
  design: Pick<Design, 'name' | 'slug'>;
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

/** The deposit's fields, one per line, as both e-mails show them. */
function depositLines(config: DepositMailConfig, values: DepositMailValues): string {
  const { deposit, design } = values;
  return [
    `Plan: ${design.name} (${config.publicBaseUrl}/designs/${design.slug})`,
    `Deposit: ${formatDollars(deposit.amount)}`,
    `Build site: ${siteAddress(values)}`,
    `Hoped-for start: ${deposit.expectedStartDate ? longDate(deposit.expectedStartDate) : '(not given)'}`,
    `Site visit: ${deposit.siteVisitRequired ? 'Yes, requested' : 'No'}`,
    `Notes: ${deposit.additionalNotes ?? '(none)'}`,
    `Reference: deposit #${deposit.id}`,
  ].join('\n');
}

/** The buyer's e-mail: what they placed, how it is paid, what happens next and how to reach us. */
export function depositConfirmation(config: DepositMailConfig, values: DepositMailValues): OutgoingMail {
  const { deposit, design, buyer } = values;
  const subject = `Your ${formatDollars(deposit.amount)} deposit on the ${design.name}: what happens next`;
  const body = [
    `Hi ${buyer.firstName},`,
    `Thank you for placing a deposit on the ${design.name} with ${businessDefaults.businessName}. It is recorded on your account as pending until the deposit is paid.`,
    'YOUR DEPOSIT',
    depositLines(config, values),
    'HOW YOU PAY',
    DEPOSIT_PAYMENT_TERMS,
    'WHAT HAPPENS NEXT',
    numbered(DEPOSIT_NEXT_STEPS),
    `Questions, or something to change? Call us at ${config.businessPhone} (${OFFICE_HOURS}) or e-mail ${config.businessEmail}; we reply within 24 hours. You can also just reply to this e-mail.`,
    `Your deposit, any time: ${config.publicBaseUrl}/deposit-confirmation/${design.slug}`,
  ].join('\n\n');
  return { to: buyer.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.VisitorConfirmation };
}

/** The business's notice: the buyer and every field, and the invoice to send; a reply goes to the buyer. */
export function depositNotice(config: DepositMailConfig, values: DepositMailValues): OutgoingMail {
  const { deposit, design, buyer } = values;
  const name = `${buyer.firstName} ${buyer.lastName}`;
  const subject = `New deposit: ${design.name} from ${name}`;
  const body = [
    `${name} placed a ${formatDollars(deposit.amount)} deposit on the ${design.name}. It is pending: nothing was charged on the site.`,
    ['BUYER', `Name: ${name}`, `E-mail: ${buyer.email}`, `Phone: ${buyer.phone ?? '(not given)'}`].join('\n'),
    `DEPOSIT\n${depositLines(config, values)}`,
    `THEY WERE TOLD\n${DEPOSIT_PAYMENT_TERMS}\n${numbered(DEPOSIT_NEXT_STEPS)}`,
    'Reply to this e-mail to write to them directly.',
  ].join('\n\n');
  return { to: config.businessEmail, subject, text: `${body}\n`, html: renderHtmlEmail(body, config, subject), replyTo: buyer.email, kind: MailKind.BusinessNotice };
}
