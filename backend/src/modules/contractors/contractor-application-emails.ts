import type { AppConfig } from '../../config/app-config';
import businessDefaults from '../../config/business-defaults.json';
import { composeEmail } from '../../mail/mail-templates';
import { MailKind } from '../../mail/mail.enums';
import type { OutgoingMail } from '../../mail/mail.service';
import { SET_PASSWORD_LINK_HOURS } from '../../shared/referral-program';
import { snakeToTitle } from '../../shared/text';
import { resetLink } from '../auth/auth-emails';
import type { ContractorSpecialty } from './contractors.enums';
import { serviceAreaLabel } from './public/contractors.service';

export type ContractorApplicationMailConfig = Pick<AppConfig, 'publicBaseUrl' | 'businessEmail' | 'businessPhone'>;

/** Days the office takes to review an application (the applicant is told). */
export const APPLICATION_REVIEW_BUSINESS_DAYS = 5;

/** The applicant as the e-mails address them. `name` and `contactName` are validated names (no links). */
interface Applicant {
  name: string;
  contactName: string | null;
  email: string;
}

export interface ApplicationMailValues extends Applicant {
  slug: string;
  phone: string | null;
  website: string | null;
  description: string | null;
  licenseNumber: string | null;
  businessAddress: string | null;
  yearsInBusiness: number | null;
  specialties: ContractorSpecialty[];
  areas: { city: string; state: string; zipCode: string | null; radius: number }[];
}

const line = (label: string, value: string | number | null | undefined) =>
  `${label}: ${value === null || value === undefined || value === '' ? '(not given)' : value}`;
const greeting = (applicant: Applicant) => `Hi ${applicant.contactName ?? applicant.name},`;

/**
 * To the applicant: what happens next. It goes to whatever address was typed (a visitor
 * confirmation, within the per-address limit), so it repeats only the names, which validation
 * keeps free of links (issue 12).
 */
export function applicationReceivedEmail(config: ContractorApplicationMailConfig, applicant: Applicant): OutgoingMail {
  const subject = 'We received your contractor network application';
  const body = [
    greeting(applicant),
    `Thank you for applying to list ${applicant.name} in the ${businessDefaults.businessName} contractor network.`,
    `What happens next: our office reviews every application by hand within ${APPLICATION_REVIEW_BUSINESS_DAYS} business days. Once your listing is approved we e-mail you its address and a link to set the password of your contractor account, where you keep the listing up to date and answer homeowners' requests.`,
    'Nobody pays to be listed or ranked, and we never sell your leads.',
    `Questions in the meantime? Call us at ${config.businessPhone} or reply to this e-mail.`,
    `You receive this e-mail because this address was entered on the contractor application form at ${config.publicBaseUrl}. If that was not you, you can ignore it.`,
  ].join('\n\n');
  return { to: applicant.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.VisitorConfirmation };
}

/**
 * To the address of an existing listing or application when someone applies again with it
 * (issue 25): the form answers as for a new application, so only the address's owner learns that
 * it is in use. Names only (validated: no links), as in every mail to a typed address.
 */
export function applicationAgainEmail(config: ContractorApplicationMailConfig, existing: Applicant & { status: string }): OutgoingMail {
  const subject = 'Someone applied to our contractor network with your e-mail address';
  const where =
    existing.status === 'approved'
      ? `It already belongs to your listing of ${existing.name}. To change its details, sign in and open your dashboard at ${config.publicBaseUrl}/contractors/dashboard (forgot the password? use "Forgot password" on the sign-in page).`
      : existing.status === 'pending'
        ? `It already belongs to your application for ${existing.name}, which our office is reviewing; it is not affected.`
        : `It already belongs to the earlier application for ${existing.name}. To apply again or list another business, call us and we will help.`;
  const body = [
    greeting(existing),
    `Someone, perhaps you, just sent the contractor application form at ${config.publicBaseUrl} with this e-mail address. We did not create a second application.`,
    where,
    `If that was not you, you can ignore this e-mail: nothing changed. Questions? Call us at ${config.businessPhone} or reply to this e-mail.`,
  ].join('\n\n');
  return { to: existing.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.VisitorConfirmation };
}

/** To the business: every field of a new application, to review on /admin/contractors. */
export function applicationNoticeEmail(config: ContractorApplicationMailConfig, values: ApplicationMailValues): OutgoingMail {
  const text = [
    'A new contractor network application arrived. Review it in the back office (Contractors).',
    [
      line('Business', values.name),
      line('Contact', values.contactName),
      line('E-mail', values.email),
      line('Phone', values.phone),
      line('Website', values.website),
      line('License #', values.licenseNumber),
      line('Business address', values.businessAddress),
      line('Years in business', values.yearsInBusiness),
      line('Specialties', values.specialties.map(snakeToTitle).join(', ')),
      `Service areas:\n${values.areas.map((area) => `- ${serviceAreaLabel(area)}`).join('\n')}`,
    ].join('\n'),
    `Description:\n${values.description ?? '(none)'}`,
    `Listing address once approved: ${config.publicBaseUrl}/contractors/${values.slug}`,
  ].join('\n\n');
  return {
    to: config.businessEmail,
    subject: `Contractor application from ${values.name}`,
    text: `${text}\n`,
    replyTo: values.email,
    kind: MailKind.BusinessNotice,
  };
}

/** Approval: the public listing and the link to set the contractor account's password (a secret). */
export function applicationApprovedEmail(config: ContractorApplicationMailConfig, applicant: Applicant & { slug: string }, token: string): OutgoingMail {
  const subject = 'Your contractor listing is approved';
  const body = [
    greeting(applicant),
    `Your application is approved: ${applicant.name} is now listed in the ${businessDefaults.businessName} contractor network.`,
    `Your public listing: ${config.publicBaseUrl}/contractors/${applicant.slug}`,
    `Set the password of your contractor account with this link (it works once, for ${SET_PASSWORD_LINK_HOURS} hours; after that ask for a new one with "Forgot password" on the sign-in page):`,
    resetLink(config, token),
    `Then sign in with this e-mail address and open your dashboard (${config.publicBaseUrl}/contractors/dashboard) to keep your listing and service areas up to date and answer homeowners' requests.`,
    'Our "Verified" badge is separate: our office checks your documents (Missouri registration, licence where locally required, insurance, references) and adds the badge once they are in order.',
    `Questions? Call us at ${config.businessPhone} or reply to this e-mail.`,
  ].join('\n\n');
  return {
    to: applicant.email,
    subject,
    ...composeEmail(body, config, subject),
    replyTo: config.businessEmail,
    kind: MailKind.AccountMail,
    carriesSecret: true,
  };
}

/** Rejection, with the office's note. */
export function applicationRejectedEmail(config: ContractorApplicationMailConfig, applicant: Applicant, note: string): OutgoingMail {
  const subject = 'Your contractor network application';
  const body = [
    greeting(applicant),
    `Thank you for applying to list ${applicant.name} in the ${businessDefaults.businessName} contractor network. After review we cannot approve your application at this time.`,
    `The note our office gave:\n${note}`,
    `If you have questions, call us at ${config.businessPhone} or reply to this e-mail.`,
  ].join('\n\n');
  return { to: applicant.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.AccountMail };
}
