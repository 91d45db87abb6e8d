import type { AppConfig } from '../../../config/app-config';
import { composeEmail } from '../../../mail/mail-templates';
import { MailKind } from '../../../mail/mail.enums';
import type { OutgoingMail } from '../../../mail/mail.service';
import { JobDoneBy } from '../contractors.enums';
import type { ContractorMailConfig } from '../contractor-emails';

/** How long a review link works after the job is marked done. */
export const REVIEW_LINK_DAYS = 60;

/** The review page: the token in the fragment, never sent to a server by the browser or kept in a log. */
export function reviewLinkUrl(config: Pick<AppConfig, 'publicBaseUrl'>, token: string): string {
  return `${config.publicBaseUrl}/contractor-reviews/write#token=${token}`;
}

/**
 * To the homeowner whose inquiry's job was marked done (issue 31): the one-time review link. It
 * goes only to the inquiry's address, which its owner confirmed (issue 25), once per inquiry.
 */
export function reviewLinkEmail(
  config: ContractorMailConfig,
  listing: { name: string },
  inquiry: { name: string; email: string },
  by: JobDoneBy,
  token: string,
): OutgoingMail {
  const subject = `How did ${listing.name} do? Review your job`;
  const body = [
    `Hi ${inquiry.name},`,
    by === JobDoneBy.Office
      ? `Our office has marked the job you hired ${listing.name} for through our contractor network as done.`
      : `${listing.name} has marked the job you hired them for through our contractor network as done.`,
    `Would you tell other Missouri homeowners how it went? Your review appears on ${listing.name}’s profile right away, with your name as you write it; your e-mail address is never shown. This link is yours alone, works once, and works for ${REVIEW_LINK_DAYS} days:`,
    reviewLinkUrl(config, token),
    'We publish every genuine review, good or bad. We remove one only for a published reason: personal information, off-topic, abuse, or a conflict of interest.',
    `If you did not hire ${listing.name}, ignore this e-mail and tell us at ${config.businessEmail}.`,
  ].join('\n\n');
  return {
    to: inquiry.email,
    subject,
    ...composeEmail(body, config, subject),
    replyTo: config.businessEmail,
    kind: MailKind.VisitorConfirmation,
    carriesSecret: true,
  };
}

/** To the office: a review went up on a profile (published at once), to check against the published reasons only. */
export function reviewPublishedNotice(
  config: ContractorMailConfig,
  listing: { name: string; slug: string },
  review: { rating: number; body: string; reviewerName: string; reviewerEmail: string },
): OutgoingMail {
  const text = [
    `A homeowner who hired ${listing.name} through the directory reviewed them; the review is on the profile now (${config.publicBaseUrl}/contractors/${listing.slug}).`,
    [`Rating: ${review.rating} out of 5`, `Reviewer: ${review.reviewerName}`, `E-mail: ${review.reviewerEmail}`].join('\n'),
    `Review:\n${review.body}`,
    'Remove it in the back office (Contractor reviews) only if it contains personal information, is off-topic, is abusive, or was written with a conflict of interest. Never remove a review for being negative.',
  ].join('\n\n');
  return {
    to: config.businessEmail,
    subject: `New review: ${review.rating} out of 5 for ${listing.name}`,
    text: `${text}\n`,
    replyTo: review.reviewerEmail,
    kind: MailKind.BusinessNotice,
  };
}
