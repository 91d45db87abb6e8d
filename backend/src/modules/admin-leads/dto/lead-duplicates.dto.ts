import { ApiProperty } from '@nestjs/swagger';
import { BodyInt } from '../../../common/body-int';
import { StaffPageDto, StaffPageQueryDto } from '../../../common/dto/staff-page.dto';
import { QueryEnum } from '../../../common/query-params';
import { DuplicateReason, LeadStatus } from '../../leads/leads.enums';

/** listDuplicateLeads: the pairs of one reason or all, one page. */
export class ListDuplicateLeadsQueryDto extends StaffPageQueryDto {
  @QueryEnum(DuplicateReason, 'DuplicateReason', 'Only pairs flagged for this reason.')
  reason?: DuplicateReason;
}

/** One lead of a possible duplicate, as the office sees it. */
export class DuplicateLeadDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  firstName: string;
  lastName: string | null;
  @ApiProperty({ format: 'email' })
  email: string;
  phone: string | null;
  @ApiProperty({ enum: LeadStatus, enumName: 'LeadStatus' })
  status: LeadStatus;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

/** Two leads that may be one person: `lead` came first (a merge keeps it by default), `other` later. */
export class DuplicateLeadPairDto {
  lead: DuplicateLeadDto;
  other: DuplicateLeadDto;
  /** Why they were flagged, strongest first. */
  @ApiProperty({ enum: DuplicateReason, enumName: 'DuplicateReason', isArray: true })
  reasons: DuplicateReason[];
}

export class PaginatedDuplicateLeadsResponseDto extends StaffPageDto {
  items: DuplicateLeadPairDto[];
}

/** A lead that may be the same person as the lead of the page ('Possible duplicate'). */
export class PossibleDuplicateDto {
  lead: DuplicateLeadDto;
  @ApiProperty({ enum: DuplicateReason, enumName: 'DuplicateReason', isArray: true })
  reasons: DuplicateReason[];
}

/** mergeLeads: the lead merged into the lead of the path (which stays). */
export class MergeLeadsDto {
  /** The other lead of the same person: its whole history moves to the lead of the path. */
  @BodyInt(1, 2_147_483_647)
  mergeLeadId: number;
}

export class MergeLeadsResponseDto {
  /** The lead that stays (the path's). */
  @ApiProperty({ type: 'integer' })
  leadId: number;
  /** The lead merged into it; its page now says where it went. */
  @ApiProperty({ type: 'integer' })
  mergedLeadId: number;
  /** What happened, in words (with the partner program's decision when partners referred the person). */
  message: string;
}

/** dismissDuplicateLeads: "Not the same person". */
export class DismissDuplicateLeadsDto {
  /** The other lead of the flagged pair. */
  @BodyInt(1, 2_147_483_647)
  otherLeadId: number;
}

/** Where a merged lead went (its page links there). */
export class MergedIntoLeadDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  firstName: string;
  lastName: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  mergedAt: string;
}
