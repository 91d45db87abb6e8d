import { ApiProperty } from '@nestjs/swagger';
import { QueryBoolean, QueryInt } from '../../../common/query-params';
import { PG_INTEGER_MAX } from '../../../common/whole-number';
import { LeadStatus } from '../../leads/leads.enums';
import { AdminLeadSummaryDto } from './admin-lead-response.dto';

export const BOARD_CARDS_DEFAULT = 25;
export const BOARD_CARDS_MAX = 100;

/** listLeadBoard: how many cards per column, and optional filters. */
export class ListLeadBoardQueryDto {
  @QueryInt(1, BOARD_CARDS_MAX, 'Cards per column (the newest leads of each stage); every column still gives its full count.', BOARD_CARDS_DEFAULT)
  perColumn: number = BOARD_CARDS_DEFAULT;

  @QueryInt(1, PG_INTEGER_MAX, "Only leads this staff member owns (the lead's ownerId).")
  ownerId?: number;

  @QueryBoolean('true: only stale leads; false: only leads that are not stale.')
  stale?: boolean;
}

/** One stage of the pipeline board. */
export class LeadBoardColumnDto {
  @ApiProperty({ enum: LeadStatus, enumName: 'LeadStatus' })
  status: LeadStatus;
  /** Leads in this stage (matching the filters), over all cards. */
  @ApiProperty({ type: 'integer' })
  total: number;
  /** The newest `perColumn` leads of the stage, newest first. */
  items: AdminLeadSummaryDto[];
}

/** The pipeline board: one column per status, in the pipeline's order. Leads carry no deal value yet, so a column has a count only. */
export class LeadBoardResponseDto {
  columns: LeadBoardColumnDto[];
  @ApiProperty({ type: 'integer' })
  perColumn: number;
}
