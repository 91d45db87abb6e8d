import { ApiProperty } from '@nestjs/swagger';
import { StaffPageDto, StaffPageQueryDto } from '../../../../common/dto/staff-page.dto';
import { QueryEnum } from '../../../../common/query-params';
import { ContractorInquiryStatus } from '../../contractors.enums';
import { InquiryJobDoneDto } from '../../dto/inquiry-job-done.dto';

/** `listAdminContractorInquiries`: a listing's confirmed homeowner requests, newest first. */
export class ListAdminContractorInquiriesQueryDto extends StaffPageQueryDto {
  @QueryEnum(ContractorInquiryStatus, 'ContractorInquiryStatus', 'Only requests in this status.')
  status?: ContractorInquiryStatus;
}

/** A homeowner's confirmed request to a listing, as the office sees it. */
export class AdminContractorInquiryResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ type: 'integer' })
  contractorId: number;
  /** The homeowner. */
  name: string;
  @ApiProperty({ format: 'email' })
  email: string;
  phone: string | null;
  message: string;
  projectZip: string;
  @ApiProperty({ enum: ContractorInquiryStatus, enumName: 'ContractorInquiryStatus' })
  status: ContractorInquiryStatus;
  /** When the homeowner confirmed it and it went to the contractor. */
  @ApiProperty({ type: 'string', format: 'date-time' })
  confirmedAt: Date;
  /** The contractor's first reply from the dashboard; null when none (the response-time badge counts from confirmedAt to it). */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  firstReplyAt: Date | null;
  /** "Mark job done" is allowed now (new, replied or closed). */
  canMarkJobDone: boolean;
  @ApiProperty({ type: InquiryJobDoneDto, nullable: true })
  jobDone: InquiryJobDoneDto | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: Date;
}

export class PaginatedAdminContractorInquiriesResponseDto extends StaffPageDto {
  items: AdminContractorInquiryResponseDto[];
}
