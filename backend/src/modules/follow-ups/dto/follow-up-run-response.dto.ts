import { ApiProperty } from '@nestjs/swagger';
import { FollowUpSkipReason } from '../follow-up-schedule';

/** A follow-up e-mail that is due now (queued, unless the run was a dry run or the window is closed). */
export class FollowUpDueEmailDto {
  @ApiProperty({ type: 'integer' })
  leadId: number;

  /** The lead's first and last name. */
  name: string;

  /** 1-based step of the sequence. */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 3 })
  step: number;

  subject: string;
}

/** A lead whose step is due but was not sent, and why. */
export class FollowUpSkipDto {
  @ApiProperty({ type: 'integer' })
  leadId: number;

  name: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 3 })
  step: number;

  @ApiProperty({ enum: FollowUpSkipReason, enumName: 'FollowUpSkipReason' })
  reason: FollowUpSkipReason;

  /** The reason ends the lead's sequence (every reason but paused and outside-window); a real run records it. */
  endsSequence: boolean;
}

/** How many due steps were skipped for one reason. */
export class FollowUpSkipCountDto {
  @ApiProperty({ enum: FollowUpSkipReason, enumName: 'FollowUpSkipReason' })
  reason: FollowUpSkipReason;

  @ApiProperty({ type: 'integer' })
  count: number;
}

/** What a follow-up run did (or, as a dry run, would do) at `ranAt`. */
export class FollowUpRunResponseDto {
  dryRun: boolean;

  @ApiProperty({ format: 'date-time' })
  ranAt: string;

  /** FOLLOW_UPS_SEND_WINDOW as configured (Missouri time), or 'always'. */
  sendWindow: string;

  /** Follow-ups may be sent now. */
  windowOpen: boolean;

  /** When the send window next opens after ranAt; null without a window. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  nextWindowOpensAt: string | null;

  /** false: FOLLOW_UPS_ENABLED is off and nothing is sent on a schedule (a run from here still works). */
  scheduled: boolean;

  /** The e-mails due now, each lead's next step. */
  @ApiProperty({ type: [FollowUpDueEmailDto] })
  due: FollowUpDueEmailDto[];

  /** E-mails this run queued (0 for a dry run or outside the window). */
  @ApiProperty({ type: 'integer' })
  sent: number;

  @ApiProperty({ type: [FollowUpSkipDto] })
  skipped: FollowUpSkipDto[];

  /** The skips counted by reason (only reasons that occurred). */
  @ApiProperty({ type: [FollowUpSkipCountDto] })
  skipCounts: FollowUpSkipCountDto[];
}
