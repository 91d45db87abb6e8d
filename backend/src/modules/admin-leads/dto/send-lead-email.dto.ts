import { ApiProperty } from '@nestjs/swagger';
import { TrimmedString } from '../../../common/validation';
import { MailStatus } from '../../../mail/mail.enums';

export const LEAD_EMAIL_SUBJECT_MAX = 200;
export const LEAD_EMAIL_TEXT_MAX = 10_000;
export const LEAD_EMAIL_SUBJECT_REQUIRED = 'Write a subject so the lead knows what the e-mail is about.';
export const LEAD_EMAIL_TEXT_REQUIRED = 'Write the message first: it cannot be blank.';

/** sendLeadEmail: an e-mail a rep writes to the lead from the lead page. */
export class SendLeadEmailDto {
  /** The e-mail's subject, one line. */
  @TrimmedString({ max: LEAD_EMAIL_SUBJECT_MAX, requiredMessage: LEAD_EMAIL_SUBJECT_REQUIRED })
  subject: string;
  /** The message, plain text; line breaks kept. The site adds the rep's name and the office's contact details. */
  @TrimmedString({ max: LEAD_EMAIL_TEXT_MAX, multiline: true, requiredMessage: LEAD_EMAIL_TEXT_REQUIRED })
  text: string;
}

/** The e-mail as queued: it goes out through the outbox (the timeline shows when it is sent). */
export class LeadEmailResponseDto {
  /** The outbox row's id. */
  @ApiProperty({ type: 'integer' })
  mailId: number;
  /** The contact logged for it (it counts as the lead's response). */
  @ApiProperty({ type: 'integer' })
  contactId: number;
  @ApiProperty({ enum: MailStatus, enumName: 'MailStatus' })
  status: MailStatus;
  /** The lead's reply address the e-mail carries as Reply-To, or the office's address when inbound mail is off. */
  replyTo: string;
}
