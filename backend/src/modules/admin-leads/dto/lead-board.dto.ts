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
/** Budgets stated in the quiz, summed over a stage's leads, in cents. */
export class StatedBudgetsDto {
  /** Leads of the stage that stated a budget (not "still researching", not the discovery form). */
  @ApiProperty({ type: 'integer' })
  leads: number;
  @ApiProperty({ type: 'integer' })
  lowCents: number;
  /** Null: open-ended (a lead said "over $500K"). */
  @ApiProperty({ type: 'integer', nullable: true })
  highCents: number | null;
}

export class LeadBoardColumnDto {
  @ApiProperty({ enum: LeadStatus, enumName: 'LeadStatus' })
  status: LeadStatus;
  /** Leads in this stage (matching the filters), over all cards. */
  @ApiProperty({ type: 'integer' })
  total: number;
  /** The newest `perColumn` leads of the stage, newest first. */
  items: AdminLeadSummaryDto[];
  /** The stage's value: the budgets its leads stated in the quiz (every lead of the stage, not only the cards). */
  value: StatedBudgetsDto;
}

/** The pipeline board: one column per status, in the pipeline's order, with its count and the budgets its leads stated. */
export class LeadBoardResponseDto {
  columns: LeadBoardColumnDto[];
  @ApiProperty({ type: 'integer' })
  perColumn: number;
}
