import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { fieldLabel, IsoDateTime, Optional, OptionalNullable } from '../../../common/validation';
import { isCalendarDate } from '../../../shared/business-calendar';
import { LeadStatus } from '../../leads/leads.enums';

export const LEAD_STATUS_MESSAGE = `Status must be one of: ${Object.values(LeadStatus).join(', ')}.`;
export const EXPECTED_CLOSE_DATE_MESSAGE = 'Expected close date must be a date (YYYY-MM-DD) or null.';
export const UPDATED_AT_MESSAGE = 'Updated at is required: send the updatedAt of the lead as you read it.';
export const NOTHING_TO_CHANGE_MESSAGE = 'Send at least one of status, expectedCloseDate, calendarScheduled and followUpsPaused.';

const leftOut = Optional();

function OptionalBoolean(): PropertyDecorator {
  return applyDecorators(
    leftOut,
    ValidateBy({
      name: 'boolean',
      validator: { validate: (value) => typeof value === 'boolean', defaultMessage: (args) => `${fieldLabel(args!.property)} must be true or false.` },
    }),
    ApiProperty({ required: false, type: 'boolean' }),
  );
}

/**
 * updateLead: what the lead page changes (notes are separate: addLeadNote), and the `updatedAt` it read (a lead changed since gets
 * 409). Fields left out stay as they are; at least one must be given.
 */
export class UpdateLeadDto {
  /** The lead's next status; it must be one lead-pipeline.ts allows (getLead's allowedStatuses). Its current status changes nothing. */
  @leftOut
  @ValidateBy({
    name: 'leadStatus',
    validator: { validate: (value) => Object.values(LeadStatus).includes(value as LeadStatus), defaultMessage: () => LEAD_STATUS_MESSAGE },
  })
  @ApiProperty({ required: false, enum: LeadStatus, enumName: 'LeadStatus' })
  status?: LeadStatus;

  /** When the office expects the sale to close; null clears it. */
  @OptionalNullable()
  @ValidateBy({
    name: 'calendarDate',
    validator: { validate: (value) => typeof value === 'string' && isCalendarDate(value), defaultMessage: () => EXPECTED_CLOSE_DATE_MESSAGE },
  })
  @ApiProperty({ required: false, nullable: true, type: 'string', format: 'date' })
  expectedCloseDate?: string | null;

  /** "Mark call booked": a booked call moves a pending or contacted lead to scheduled. */
  @OptionalBoolean()
  calendarScheduled?: boolean;

  /** "Pause follow-ups" (true) / "Resume follow-ups" (false). */
  @OptionalBoolean()
  followUpsPaused?: boolean;

  /** The lead's `updatedAt` as the page read it (ISO 8601). */
  @IsoDateTime(UPDATED_AT_MESSAGE)
  @ApiProperty({ type: 'string', format: 'date-time' })
  updatedAt: string;
}
