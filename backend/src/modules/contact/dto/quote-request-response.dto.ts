import { ApiProperty } from '@nestjs/swagger';
import { StaffPageDto } from '../../../common/dto/staff-page.dto';
import { LeadReferenceDto } from '../../leads/dto/lead-reference.dto';
import { ContactSubject, QuoteRequestStatus } from '../contact.enums';
import { QuoteRequestMessageDto } from './send-quote-request-email.dto';

/** One row of the quote requests list (a contact form message). */
export class QuoteRequestSummaryDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  name: string;
  @ApiProperty({ format: 'email' })
  email: string;
  phone: string | null;
  /** A plan name or 'Custom'. */
  model: string | null;
  @ApiProperty({ enum: ContactSubject, enumName: 'ContactSubject' })
  subject: ContactSubject;
  /** The subject as the form shows it (spec §5), e.g. 'Pricing Questions'. */
  subjectLabel: string;
  @ApiProperty({ enum: QuoteRequestStatus, enumName: 'QuoteRequestStatus' })
  status: QuoteRequestStatus;
  /** New and waiting more than 24 hours (spec §9: we reply within 24 hours): the 'Overdue' badge. */
  overdue: boolean;
  /** The message's first 160 characters. */
  messagePreview: string;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

/** One page of quote requests. */
export class PaginatedQuoteRequestsResponseDto extends StaffPageDto {
  items: QuoteRequestSummaryDto[];
}

/** A quote request's page: the whole message, the moves allowed now, and the lead with the same e-mail. */
export class QuoteRequestResponseDto extends QuoteRequestSummaryDto {
  message: string;
  /** The statuses quote-request-status.ts lets it move to now. */
  @ApiProperty({ enum: QuoteRequestStatus, enumName: 'QuoteRequestStatus', isArray: true })
  allowedStatuses: QuoteRequestStatus[];
  /** The discovery-call lead with the same e-mail, if there is one. */
  @ApiProperty({ type: LeadReferenceDto, nullable: true })
  lead: LeadReferenceDto | null;
  /** The e-mails about it, oldest first: the office's (written on this page) and the customer's replies. Plain text. */
  thread: QuoteRequestMessageDto[];
}
