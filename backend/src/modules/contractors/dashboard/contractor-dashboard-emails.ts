import { MailKind } from '../../../mail/mail.enums';
import type { OutgoingMail } from '../../../mail/mail.service';
import type { ContractorMailConfig } from '../contractor-emails';

interface ReplyListing {
  name: string;
  slug: string;
  email: string;
}

interface RepliedInquiry {
  name: string;
  email: string;
  message: string;
}

/**
 * A contractor's reply from the dashboard, to the homeowner who asked: plain text. Reply-To is the
 * inquiry's reply address (issue 27: the homeowner's answer lands in the contractor's dashboard
 * thread and the contractor is told), or the listing's e-mail when inbound mail is off. It goes
 * only to the address the homeowner's own request came from, and quotes that request so they know
 * what it answers.
 */
export function inquiryReply(
  config: ContractorMailConfig,
  listing: ReplyListing,
  inquiry: RepliedInquiry,
  reply: string,
  replyTo: string = listing.email,
): OutgoingMail {
  const text = [
    `${listing.name} replied to the request you sent through our contractor network (${config.publicBaseUrl}/contractors/${listing.slug}):`,
    reply,
    replyTo === listing.email
      ? `Reply to this e-mail to write to ${listing.name} directly (${listing.email}).`
      : `Reply to this e-mail to answer ${listing.name}: your answer reaches them through our site. You can also write to them directly at ${listing.email}.`,
    `Your request:\n${inquiry.message}`,
    'We sent your request to this contractor only. We never sell your details.',
  ].join('\n\n');
  return {
    to: inquiry.email,
    subject: `${listing.name} replied to your project request`,
    text: `${text}\n`,
    replyTo,
    kind: MailKind.VisitorConfirmation,
  };
}

/** To the office: a verified listing changed the contact details it verified, so the badge is off until checked again (issue 25). */
export function badgeClearedNotice(
  config: ContractorMailConfig,
  listing: { id: number; name: string; phone: string | null; website: string | null; contactName: string | null },
  changes: { phone?: string | null; website?: string | null; contactName?: string | null },
): OutgoingMail {
  const line = (label: string, before: string | null, after: string | null | undefined) =>
    after === undefined || (after ?? null) === (before ?? null) ? null : `${label}: ${before ?? '(none)'} → ${after ?? '(none)'}`;
  const text = [
    `${listing.name} changed contact details our office had verified, so its Verified badge was removed. Check the new details and verify the listing again in the back office (Contractors, listing #${listing.id}).`,
    [
      line('Phone', listing.phone, changes.phone),
      line('Website', listing.website, changes.website),
      line('Contact name', listing.contactName, changes.contactName),
    ]
      .filter(Boolean)
      .join('\n'),
  ].join('\n\n');
  return { to: config.businessEmail, subject: `Verify again: ${listing.name} changed its contact details`, text: `${text}\n`, kind: MailKind.BusinessNotice };
}
