import { ApiProperty } from '@nestjs/swagger';
import { StaffPageDto, StaffPageQueryDto } from '../../../common/dto/staff-page.dto';
import { QueryEnum } from '../../../common/query-params';
import { LeadScoreBand, LeadStatus, LeadTaskKind } from '../../leads/leads.enums';

/** The sections of My Work, in the order the queue lists them. */
export enum MyWorkSection {
  /** Open tasks assigned to me whose due time has passed (oldest due first). */
  Overdue = 'overdue',
  /** Open tasks assigned to me due later today, Missouri time (soonest first). */
  DueToday = 'due_today',
  /** My open leads (not won or lost) with no open task, once they have had a first response (oldest first). */
  NoNextStep = 'no_next_step',
  /** My leads still waiting for a first response (longest waiting first), with their clock. */
  AwaitingResponse = 'awaiting_response',
}

/** listMyWork: one section or the whole queue, paged. */
export class ListMyWorkQueryDto extends StaffPageQueryDto {
  @QueryEnum(MyWorkSection, 'MyWorkSection', 'Only this section of the queue; left out: every section, in the queue order.')
  section?: MyWorkSection;
}

/** One row of My Work: the lead, why it is listed and what is due. */
export class MyWorkItemDto {
  @ApiProperty({ enum: MyWorkSection, enumName: 'MyWorkSection' })
  section: MyWorkSection;
  @ApiProperty({ type: 'integer' })
  leadId: number;
  /** The lead's name as the office writes it. */
  leadName: string;
  @ApiProperty({ enum: LeadStatus, enumName: 'LeadStatus' })
  leadStatus: LeadStatus;
  /** Why it is listed, in words, e.g. 'Call back, due Monday, November 30 at 9:00 AM'. */
  reason: string;
  /** overdue, due_today: the task. */
  @ApiProperty({ type: 'integer', nullable: true })
  taskId: number | null;
  @ApiProperty({ enum: LeadTaskKind, enumName: 'LeadTaskKind', nullable: true })
  taskKind: LeadTaskKind | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  dueAt: string | null;
  /** awaiting_response: business minutes (office hours, Missouri time) since the lead came in. */
  @ApiProperty({ type: 'integer', nullable: true })
  waitingBusinessMinutes: number | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  leadCreatedAt: string;
  /** The lead score, 0–100 (issue 28): new leads awaiting a first response are listed highest first. */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  score: number;
  @ApiProperty({ enum: LeadScoreBand, enumName: 'LeadScoreBand' })
  scoreBand: LeadScoreBand;
}

/** How many rows each section holds (for the section tabs). */
export class MyWorkCountsDto {
  @ApiProperty({ type: 'integer' })
  overdue: number;
  @ApiProperty({ type: 'integer' })
  dueToday: number;
  @ApiProperty({ type: 'integer' })
  noNextStep: number;
  @ApiProperty({ type: 'integer' })
  awaitingResponse: number;
}

/** One page of the signed-in staff member's queue. */
export class PaginatedMyWorkResponseDto extends StaffPageDto {
  items: MyWorkItemDto[];
  counts: MyWorkCountsDto;
}
