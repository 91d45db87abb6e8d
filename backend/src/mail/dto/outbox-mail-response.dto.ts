import { ApiProperty } from '@nestjs/swagger';
import { MailKind, MailStatus } from '../mail.enums';

/** An outbox e-mail as the admin sees it: who, what and how delivery went; never its body. */
export class OutboxMailResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ enum: MailKind, enumName: 'MailKind' })
  kind: MailKind;
  @ApiProperty({ enum: MailStatus, enumName: 'MailStatus' })
  status: MailStatus;
  /** One address or a comma-separated list. */
  recipient: string;
  subject: string;
  /** Failed delivery attempts since it was queued (or last re-sent). */
  @ApiProperty({ type: 'integer' })
  attempts: number;
  /** The last delivery error (SMTP answer or network error), or null. */
  @ApiProperty({ type: 'string', nullable: true })
  lastError: string | null;
  /** When delivery gave up; null unless failed. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  failedAt: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

/** One page of outbox e-mails. */
export class PaginatedOutboxMailResponseDto {
  items: OutboxMailResponseDto[];
  /** E-mails matching the filter, over all pages. */
  @ApiProperty({ type: 'integer' })
  total: number;
  @ApiProperty({ type: 'integer' })
  page: number;
  @ApiProperty({ type: 'integer' })
  pageSize: number;
}
