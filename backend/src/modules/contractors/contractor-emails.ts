import type { AppConfig } from '../../config/app-config';
import { composeEmail } from '../../mail/mail-templates';
import { MailKind } from '../../mail/mail.enums';
import type { OutgoingMail } from '../../mail/mail.service';

export type ContractorMailConfig = Pick<AppConfig, 'publicBaseUrl' | 'businessEmail' | 'businessPhone'>;

/** How long the link that confirms a homeowner's request works. */
export const INQUIRY_CONFIRMATION_HOURS = 72;

/** The link of the request confirmation: the token in the fragment, never sent to a server by the browser. */
export function inquiryConfirmationLink(config: Pick<AppConfig, 'publicBaseUrl'>, token: string): string {
  return `${config.publicBaseUrl}/contractor-requests/confirm#token=${token}`;
}

/** 'A', 'A and B', 'A, B and C'. */
export function namesList(names: readonly string[]): string {
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * To the address typed on "Request this contractor", or on the search's request to the
 * contractors the homeowner picked (issue 31: at most 3; one link sends it to each of them) (issue
 * 25): the request goes to the contractors only once this link is opened, so nobody can send a
 * contractor's replies to a stranger's address. It quotes neither the message nor the phone typed
 * (issue 12), only the name (validated: no links) and the listings'.
 */
export function inquiryConfirmation(
  config: ContractorMailConfig,
  listings: Pick<ListingRef, 'name'> | readonly Pick<ListingRef, 'name'>[],
  values: Pick<InquiryMailValues, 'name' | 'email'>,
  token: string,
): OutgoingMail {
  const names = (Array.isArray(listings) ? listings : [listings]).map((listing) => listing.name);
  const who = namesList(names);
  const subject = `Confirm your request to ${who}`.slice(0, 250);
  const body = [
    `Hi ${values.name},`,
    `Please confirm that you want us to send your project request to ${who}. We send it only once you open this link (it works for ${INQUIRY_CONFIRMATION_HOURS} hours):`,
    inquiryConfirmationLink(config, token),
    names.length === 1
      ? `Then ${who} receives your request and can reply to this address. We send it to that contractor only and never sell your details.`
      : `Then each of them receives your request and can reply to this address. We send it to the ${names.length} contractors you picked only and never sell or share your details.`,
    `If you did not ask for a contractor on our site, ignore this e-mail: nothing is sent and nobody will write to you.`,
  ].join('\n\n');
  return {
    to: values.email,
    subject,
    ...composeEmail(body, config, subject),
    replyTo: config.businessEmail,
    kind: MailKind.VisitorConfirmation,
    carriesSecret: true,
  };
}

export interface InquiryMailValues {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  projectZip: string;
}

interface ListingRef {
  name: string;
  slug: string;
  email: string;
}

function inquiryLines(values: InquiryMailValues): string {
  return [`Name: ${values.name}`, `E-mail: ${values.email}`, `Phone: ${values.phone ?? '(not given)'}`, `Project ZIP: ${values.projectZip}`].join('\n');
}

/**
 * To the contractor: the homeowner's request, Reply-To the homeowner. The homeowner's text goes
 * only to the contractor's listed address and the business, never to an address typed on the
 * form (issue 12), so there is no confirmation to the visitor.
 */
export function inquiryToContractor(config: ContractorMailConfig, listing: ListingRef, values: InquiryMailValues, pickedCount = 1): OutgoingMail {
  const text = [
    `A homeowner asked for you through the contractor network at ${config.publicBaseUrl}/contractors/${listing.slug}.`,
    inquiryLines(values),
    `Their project:\n${values.message}`,
    pickedCount === 1
      ? 'Reply to this e-mail to write to them directly. We sent this request to you only; we never sell homeowners’ details or charge for leads.'
      : `Reply to this e-mail to write to them directly. The homeowner picked ${pickedCount} contractors from our search, you among them, and we sent this request to those ${pickedCount} only; we never sell homeowners’ details or charge for leads.`,
  ].join('\n\n');
  return {
    to: listing.email,
    subject: `Project request from ${values.name} (ZIP ${values.projectZip})`,
    text: `${text}\n`,
    replyTo: values.email,
    // A lost request is a lost job for the contractor: retried as long as the business's notices.
    kind: MailKind.BusinessNotice,
  };
}

/** To the business: a copy of the request, for the office's records. */
export function inquiryNotice(config: ContractorMailConfig, listing: ListingRef, values: InquiryMailValues): OutgoingMail {
  const text = [
    `A homeowner sent a request to ${listing.name} (${config.publicBaseUrl}/contractors/${listing.slug}, ${listing.email}).`,
    inquiryLines(values),
    `Their project:\n${values.message}`,
  ].join('\n\n');
  return {
    to: config.businessEmail,
    subject: `Contractor request: ${values.name} to ${listing.name}`,
    text: `${text}\n`,
    replyTo: values.email,
    kind: MailKind.BusinessNotice,
  };
}
