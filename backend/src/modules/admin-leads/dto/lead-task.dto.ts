import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { BodyInt } from '../../../common/body-int';
import { IsoDateTime, Optional, OptionalNullable, TrimmedString } from '../../../common/validation';
import { PG_INTEGER_MAX } from '../../../common/whole-number';
import { LeadTaskKind } from '../../leads/leads.enums';

export const LEAD_TASK_NOTE_MAX_LENGTH = 1000;
export const TASK_KIND_MESSAGE = `Kind must be one of: ${Object.values(LeadTaskKind).join(', ')}.`;
export const DUE_AT_MESSAGE = 'Due time must be a date and time (ISO 8601, e.g. 2026-12-01T15:00:00Z).';
export const TASK_UPDATED_AT_MESSAGE = 'Updated at is required: send the updatedAt of the task as you read it.';
export const NOTHING_TO_CHANGE_ON_TASK_MESSAGE = 'Send at least one of dueAt, assigneeId, note and done.';

/** createLeadTask: a next step on the lead. */
export class CreateLeadTaskDto {
  /** What is to be done. */
  @ValidateBy({
    name: 'leadTaskKind',
    validator: { validate: (value) => Object.values(LeadTaskKind).includes(value as LeadTaskKind), defaultMessage: () => TASK_KIND_MESSAGE },
  })
  @ApiProperty({ enum: LeadTaskKind, enumName: 'LeadTaskKind' })
  kind: LeadTaskKind;

  /** When it is due (ISO 8601 with offset); must lie in the future. The assignee gets a reminder e-mail then. */
  @IsoDateTime(DUE_AT_MESSAGE)
  @ApiProperty({ type: 'string', format: 'date-time' })
  dueAt: string;

  @BodyInt(1, PG_INTEGER_MAX, 'Who is to do it: an admin or sales rep (listStaff).')
  assigneeId: number;

  /** Anything the assignee should know; trimmed, line breaks kept. */
  @OptionalNullable()
  @TrimmedString({ max: LEAD_TASK_NOTE_MAX_LENGTH, multiline: true })
  note?: string | null;
}

/** updateLeadTask: fields left out stay as they are (at least one must be given), with the `updatedAt` the page read. */
export class UpdateLeadTaskDto {
  /** A new due time; must lie in the future. Moving it arms the reminder again. */
  @Optional()
  @IsoDateTime(DUE_AT_MESSAGE)
  @ApiProperty({ required: false, type: 'string', format: 'date-time' })
  dueAt?: string;

  @Optional()
  @BodyInt(1, PG_INTEGER_MAX, 'A new assignee: an admin or sales rep (listStaff).')
  @ApiProperty({ required: false, type: 'integer', minimum: 1, maximum: PG_INTEGER_MAX })
  assigneeId?: number;

  /** A new note; null or blank clears it. */
  @OptionalNullable()
  @TrimmedString({ max: LEAD_TASK_NOTE_MAX_LENGTH, multiline: true })
  note?: string | null;

  /** true: mark it done; false: reopen it (its reminder is armed again). */
  @Optional()
  @ValidateBy({ name: 'boolean', validator: { validate: (value) => typeof value === 'boolean', defaultMessage: () => 'Done must be true or false.' } })
  @ApiProperty({ required: false, type: 'boolean' })
  done?: boolean;

  /** The task's `updatedAt` as the page read it (ISO 8601). */
  @IsoDateTime(TASK_UPDATED_AT_MESSAGE)
  @ApiProperty({ type: 'string', format: 'date-time' })
  updatedAt: string;
}
