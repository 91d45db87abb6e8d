import { ApiProperty } from '@nestjs/swagger';
import { TrimmedString } from '../../../common/validation';
import { MailStatus } from '../../../mail/mail.enums';
import { QuoteRequestMessageDirection, QuoteRequestStatus } from '../contact.enums';

export const QUOTE_REQUEST_EMAIL_SUBJECT_MAX = 200;
export const QUOTE_REQUEST_EMAIL_TEXT_MAX = 10_000;
export const QUOTE_REQUEST_EMAIL_SUBJECT_REQUIRED = 'Write a subject so the customer knows what the e-mail is about.';
export const QUOTE_REQUEST_EMAIL_TEXT_REQUIRED = 'Write the message first: it cannot be blank.';

/** sendQuoteRequestEmail: the office's answer written on the quote request's page. */
export class SendQuoteRequestEmailDto {
  /** The e-mail's subject, one line (the page suggests "Re: " and the request's subject). */
  @TrimmedString({ max: QUOTE_REQUEST_EMAIL_SUBJECT_MAX, requiredMessage: QUOTE_REQUEST_EMAIL_SUBJECT_REQUIRED })
  subject: string;
  /** The message, plain text; line breaks kept. The site adds the writer's name and the office's contact details. */
  @TrimmedString({ max: QUOTE_REQUEST_EMAIL_TEXT_MAX, multiline: true, requiredMessage: QUOTE_REQUEST_EMAIL_TEXT_REQUIRED })
  text: string;
}

/** The e-mail as queued: it goes out through the outbox. */
export class QuoteRequestEmailResponseDto {
  /** The outbox row's id. */
  @ApiProperty({ type: 'integer' })
  mailId: number;
  /** Its message on the request's thread. */
  @ApiProperty({ type: 'integer' })
  messageId: number;
  @ApiProperty({ enum: MailStatus, enumName: 'MailStatus' })
  status: MailStatus;
  /** The request's reply address the e-mail carries as Reply-To, or the office's address when inbound mail is off. */
  replyTo: string;
  /** The request's status after the e-mail (a new request becomes replied). */
  @ApiProperty({ enum: QuoteRequestStatus, enumName: 'QuoteRequestStatus' })
  quoteRequestStatus: QuoteRequestStatus;
}

/** An attachment of a customer's reply: listed only (the file is not kept). */
export class QuoteRequestMessageAttachmentDto {
  name: string;
  /** Bytes. */
  @ApiProperty({ type: 'integer' })
  size: number;
}

/** One message of a quote request's thread: plain text (show it as text, never as HTML). */
export class QuoteRequestMessageDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** out: the office wrote it from this page; in: the customer's reply. */
  @ApiProperty({ enum: QuoteRequestMessageDirection, enumName: 'QuoteRequestMessageDirection' })
  direction: QuoteRequestMessageDirection;
  /** Out: who wrote it; in: the sender's display name (or null). */
  authorName: string | null;
  /** In: the sender's address. */
  fromAddress: string | null;
  subject: string;
  /** Plain text; a reply's quoted history is stripped. */
  text: string;
  attachments: QuoteRequestMessageAttachmentDto[];
  /** Out: the e-mail's outbox status (queued until sent). */
  @ApiProperty({ enum: MailStatus, enumName: 'MailStatus', nullable: true })
  mailStatus: MailStatus | null;
  /** Written (out) or received (in). */
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}
