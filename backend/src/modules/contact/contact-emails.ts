import type { AppConfig } from '../../config/app-config';
import businessDefaults from '../../config/business-defaults.json';
import { composeEmail } from '../../mail/mail-templates';
import { MailKind } from '../../mail/mail.enums';
import type { OutgoingMail } from '../../mail/mail.service';
import { OFFICE_HOURS } from '../../shared/business-calendar';
import { CONTACT_SUBJECT_LABELS, type ContactSubject } from './contact.enums';

/** What the e-mails need of the configuration: links and the business's contact details. */
export type ContactMailConfig = Pick<AppConfig, 'publicBaseUrl' | 'bookingUrl' | 'businessEmail' | 'businessPhone'>;

/** A contact message as stored (trimmed, e-mail lower-cased, blanks as null). */
export interface ContactMessageValues {
  name: string;
  email: string;
  phone: string | null;
  model: string | null;
  subject: ContactSubject;
  message: string;
}

/** spec §9: the office hours as the site shows them. */
function fieldLines(values: ContactMessageValues): string {
  return [
    `Name: ${values.name}`,
    `E-mail: ${values.email}`,
    `Phone: ${values.phone ?? '(not given)'}`,
    `Subject: ${CONTACT_SUBJECT_LABELS[values.subject]}`,
    `Plan: ${values.model ?? '(not chosen)'}`,
  ].join('\n');
}

/** The business's notice: every field; a reply goes straight to the visitor. */
export function contactNotice(config: ContactMailConfig, values: ContactMessageValues): OutgoingMail {
  const text = [
    'A new message arrived through the contact page.',
    fieldLines(values),
    `Message:\n${values.message}`,
    'They were sent a confirmation that promises a reply within 24 hours (unless their address already had 3 confirmations today). Reply to this e-mail to write to them directly.',
  ].join('\n\n');
  return {
    to: config.businessEmail,
    subject: `Contact form: ${CONTACT_SUBJECT_LABELS[values.subject]} from ${values.name}`,
    text: `${text}\n`,
    replyTo: values.email,
    kind: MailKind.BusinessNotice,
  };
}

/**
 * The visitor's confirmation: the 24-hour promise, the phone, hours and booking link. It goes to
 * whatever address was typed, so it never repeats what was typed (message, subject, plan): only
 * the name, which validation keeps free of links (issue 12).
 */
export function contactConfirmation(config: ContactMailConfig, values: Pick<ContactMessageValues, 'name' | 'email'>): OutgoingMail {
  const { street, city, state, zip } = businessDefaults.address;
  const subject = 'We received your message';
  const body = [
    `Hi ${values.name},`,
    `Thank you for getting in touch with ${businessDefaults.businessName}. Your message reached our St. Joseph office, and one of our team will reply within 24 hours.`,
    `If it is easier to talk it through, call us at ${config.businessPhone} (${OFFICE_HOURS}), or book a free 12-minute discovery call at a time that suits you: ${config.bookingUrl}`,
    `While you wait, our plans, cost calculator and building guides are open to you at ${config.publicBaseUrl}/unlock`,
    `Our office: ${street}, ${city}, ${state} ${zip}. Need to add something? Just reply to this e-mail.`,
    `You receive this e-mail because this address was entered on the contact form at ${config.publicBaseUrl}. If that was not you, you can ignore it.`,
  ].join('\n\n');
  return { to: values.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.VisitorConfirmation };
}
