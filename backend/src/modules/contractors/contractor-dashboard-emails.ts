import { MailKind } from '../../mail/mail.enums';
import type { OutgoingMail } from '../../mail/mail.service';
import type { ContractorMailConfig } from './contractor-emails';

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
 * A contractor's reply from the dashboard, to the homeowner who asked: plain text, Reply-To the
 * listing's e-mail so the homeowner answers the contractor directly. It goes only to the address
 * the homeowner's own request came from, and quotes that request so they know what it answers.
 */
export function inquiryReply(config: ContractorMailConfig, listing: ReplyListing, inquiry: RepliedInquiry, reply: string): OutgoingMail {
  const text = [
    `${listing.name} replied to the request you sent through our contractor network (${config.publicBaseUrl}/contractors/${listing.slug}):`,
    reply,
    `Reply to this e-mail to write to ${listing.name} directly (${listing.email}).`,
    `Your request:\n${inquiry.message}`,
    'We sent your request to this contractor only. We never sell your details.',
  ].join('\n\n');
  return {
    to: inquiry.email,
    subject: `${listing.name} replied to your project request`,
    text: `${text}\n`,
    replyTo: listing.email,
    kind: MailKind.VisitorConfirmation,
  };
}
