import { ApiProperty } from '@nestjs/swagger';
import { LeadFollowUpState, LeadStatus } from '../../leads/leads.enums';
import { ConversionStage } from '../admin-dashboard.enums';

/** How many leads of the range are in one status. */
export class DashboardStatusCountDto {
  @ApiProperty({ enum: LeadStatus, enumName: 'LeadStatus' })
  status: LeadStatus;
  @ApiProperty({ type: 'integer' })
  count: number;
}

/** New leads in one Monday-to-Sunday week, Missouri time. */
export class DashboardWeekDto {
  /** The week's Monday. */
  @ApiProperty({ type: 'string', format: 'date' })
  weekStart: string;
  @ApiProperty({ type: 'integer' })
  count: number;
}

/** Leads from one utm source ('Direct': none given). */
export class DashboardSourceDto {
  source: string;
  @ApiProperty({ type: 'integer' })
  count: number;
}

/** One step of the funnel: how many of the range's leads reached it, and what share of them. */
export class DashboardConversionStageDto {
  @ApiProperty({ enum: ConversionStage, enumName: 'ConversionStage' })
  stage: ConversionStage;
  @ApiProperty({ type: 'integer' })
  count: number;
  /** Percent of the range's leads, one decimal (0 when there are none). */
  @ApiProperty({ type: 'number', example: 12.5 })
  percent: number;
}

/** Quote requests (contact messages) nobody has answered yet. */
export class DashboardQuoteRequestsDto {
  /** Status new. */
  @ApiProperty({ type: 'integer' })
  awaitingReply: number;
  /** New and more than 24 hours old. */
  @ApiProperty({ type: 'integer' })
  overdue: number;
}

/** Deposits in one status: how many and their sum. */
export class DashboardDepositTotalsDto {
  @ApiProperty({ type: 'integer' })
  count: number;
  /** US cents. */
  @ApiProperty({ type: 'integer' })
  amount: number;
}

/** Deposits waiting for money: not invoiced yet, and invoiced but unpaid. */
export class DashboardDepositsDto {
  pending: DashboardDepositTotalsDto;
  invoiced: DashboardDepositTotalsDto;
}

/** How many leads' follow-up e-mails are in one state. */
export class DashboardFollowUpStateCountDto {
  @ApiProperty({ enum: LeadFollowUpState, enumName: 'LeadFollowUpState' })
  state: LeadFollowUpState;
  @ApiProperty({ type: 'integer' })
  count: number;
}

/**
 * The figures of /admin/dashboard (issue 13), numbers only (the page draws the chart). The lead
 * cards count leads created in the range; quote requests and deposits are the backlog as of now.
 */
export class AdminDashboardResponseDto {
  /** The range's first day, Missouri time. */
  @ApiProperty({ type: 'string', format: 'date' })
  from: string;
  /** The range's last day, Missouri time. */
  @ApiProperty({ type: 'string', format: 'date' })
  to: string;
  /** 'Leads by status': every status, in pipeline order, zeros included. */
  leadsByStatus: DashboardStatusCountDto[];
  /** 'New leads per week': every Monday week touching the range, oldest first, empty weeks 0. */
  newLeadsPerWeek: DashboardWeekDto[];
  /** 'Top sources': the five utm sources with the most leads. */
  topSources: DashboardSourceDto[];
  /** 'Conversion': leads → call booked → deposit placed → paid (deposits matched by e-mail). */
  conversion: DashboardConversionStageDto[];
  /** 'Quote requests awaiting reply'. */
  quoteRequests: DashboardQuoteRequestsDto;
  /** 'Deposits pending' (and invoiced). */
  deposits: DashboardDepositsDto;
  /** 'Follow-ups': every lead's sequence by state (active, paused, stopped, finished), as of now. */
  followUps: DashboardFollowUpStateCountDto[];
}
