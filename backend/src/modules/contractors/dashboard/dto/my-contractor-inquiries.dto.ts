import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { StaffPageDto, StaffPageQueryDto } from '../../../../common/dto/staff-page.dto';
import { QueryEnum } from '../../../../common/query-params';
import { OptionalNullable, TrimmedString } from '../../../../common/validation';
import { SortOrder } from '../../../../common/dto/sort-order';
import { ContractorInquiryMessageDirection, ContractorInquiryStatus } from '../../contractors.enums';
import { InquiryJobDoneDto } from '../../dto/inquiry-job-done.dto';

/** Sort keys of the dashboard's inquiry list. */
export enum ContractorInquirySort {
  CreatedAt = 'createdAt',
  Name = 'name',
  Status = 'status',
}

/** `listMyContractorInquiries`: the caller's listing's inquiries, filtered by status, sorted, paged (newest first by default). */
export class ListMyContractorInquiriesQueryDto extends StaffPageQueryDto {
  @QueryEnum(ContractorInquiryStatus, 'ContractorInquiryStatus', 'Only inquiries in this status.')
  status?: ContractorInquiryStatus;

  @QueryEnum(
    ContractorInquirySort,
    'ContractorInquirySort',
    'Sort key (name: the homeowner’s, case-insensitive; status: new, replied, closed, job done).',
    ContractorInquirySort.CreatedAt,
  )
  sort: ContractorInquirySort = ContractorInquirySort.CreatedAt;

  @QueryEnum(SortOrder, 'SortOrder', 'Sort direction.', SortOrder.Desc)
  order: SortOrder = SortOrder.Desc;
}

/** An attachment of a homeowner's e-mail reply: listed only (the file is not kept). */
export class ContractorInquiryMessageAttachmentDto {
  name: string;
  /** Bytes. */
  @ApiProperty({ type: 'integer' })
  size: number;
}

/** One message of an inquiry's thread: plain text (shown as text, never HTML). */
export class ContractorInquiryMessageDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** contractor: your reply from the dashboard; homeowner: their e-mail reply to it. */
  @ApiProperty({ enum: ContractorInquiryMessageDirection, enumName: 'ContractorInquiryMessageDirection' })
  direction: ContractorInquiryMessageDirection;
  /** Homeowner: the address it came from. */
  fromAddress: string | null;
  /** Homeowner: the e-mail's subject. */
  subject: string | null;
  /** Plain text; a reply's quoted history is stripped. */
  text: string;
  attachments: ContractorInquiryMessageAttachmentDto[];
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: Date;
}

/** A homeowner's request as the contractor sees it on the dashboard. */
export class MyContractorInquiryResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** The homeowner. */
  name: string;
  email: string;
  phone: string | null;
  /** The project, as the homeowner wrote it. */
  message: string;
  projectZip: string;
  @ApiProperty({ enum: ContractorInquiryStatus, enumName: 'ContractorInquiryStatus' })
  status: ContractorInquiryStatus;
  /** The statuses updateContractorInquiry can move it to now (inquiry-status-flow.ts); job done is markInquiryJobDone's. */
  @ApiProperty({ enum: ContractorInquiryStatus, enumName: 'ContractorInquiryStatus', isArray: true })
  allowedStatuses: ContractorInquiryStatus[];
  /** Whether a reply can be e-mailed now (new or replied). */
  canReply: boolean;
  /** Whether "Mark job done" (markInquiryJobDone) is allowed now: new, replied or closed. */
  canMarkJobDone: boolean;
  /** The job marked done and its review link (issue 31); null before. */
  @ApiProperty({ type: InquiryJobDoneDto, nullable: true })
  jobDone: InquiryJobDoneDto | null;
  /** The last reply e-mailed from the dashboard. */
  replyMessage: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  repliedAt: Date | null;
  /** The conversation after the request, oldest first: your replies and the homeowner's e-mail replies. */
  thread: ContractorInquiryMessageDto[];
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: Date;
  @ApiProperty({ type: 'string', format: 'date-time' })
  updatedAt: Date;
}

export class PaginatedMyContractorInquiriesResponseDto extends StaffPageDto {
  items: MyContractorInquiryResponseDto[];
}

export const REPLY_MIN_LENGTH = 20;
export const REPLY_MAX_LENGTH = 5000;
export const INQUIRY_UPDATE_MESSAGES = {
  nothing: 'Choose a status or write a reply.',
  status: `Status must be one of: ${Object.values(ContractorInquiryStatus)
    .filter((status) => status !== ContractorInquiryStatus.JobDone)
    .join(', ')}.`,
  jobDone: 'Use “Mark job done” for that: it e-mails the homeowner a link to review you.',
  replyStatus: 'A reply marks the inquiry replied: leave the status out or choose replied.',
  reply: `Write your reply in ${REPLY_MIN_LENGTH} to ${REPLY_MAX_LENGTH} characters.`,
} as const;

function statusProblem(value: unknown, object: UpdateContractorInquiryDto): string | null {
  const replying = typeof object.reply === 'string';
  // Null is not "left out": the document does not mark status nullable, so null is refused like any
  // other wrong value, before the inquiry is looked up (make verify seed 114 got a 404 instead).
  if (value === undefined) return replying ? null : INQUIRY_UPDATE_MESSAGES.nothing;
  if (value === ContractorInquiryStatus.JobDone) return INQUIRY_UPDATE_MESSAGES.jobDone;
  if (!Object.values<unknown>(ContractorInquiryStatus).includes(value)) return INQUIRY_UPDATE_MESSAGES.status;
  return replying && value !== ContractorInquiryStatus.Replied ? INQUIRY_UPDATE_MESSAGES.replyStatus : null;
}

/**
 * `updateContractorInquiry`: move an inquiry (new → replied or closed, replied → closed,
 * closed → new), or e-mail a reply to the homeowner, which marks it replied.
 */
export class UpdateContractorInquiryDto {
  /** The next status; with a reply, only replied (or left out). */
  @ValidateBy({
    name: 'inquiryStatus',
    validator: {
      validate: (value, args) => statusProblem(value, args!.object as UpdateContractorInquiryDto) === null,
      defaultMessage: (args) => statusProblem(args!.value, args!.object as UpdateContractorInquiryDto) ?? '',
    },
  })
  @ApiProperty({ enum: ContractorInquiryStatus, enumName: 'ContractorInquiryStatus', required: false })
  status?: ContractorInquiryStatus;

  /** Plain text e-mailed to the homeowner (Reply-To your listing's e-mail), 20 to 5000 characters. */
  @OptionalNullable()
  @TrimmedString({ min: REPLY_MIN_LENGTH, max: REPLY_MAX_LENGTH, multiline: true, shortMessage: INQUIRY_UPDATE_MESSAGES.reply })
  reply?: string | null;
}
