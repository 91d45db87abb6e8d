import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { IsoDateTime, Optional, OptionalNullable, TrimmedString } from '../../../common/validation';
import { LeadContactKind } from '../../leads/leads.enums';
import { TimelineAuthorDto } from './admin-lead-response.dto';

export const LEAD_CONTACT_NOTE_MAX_LENGTH = 2000;
export const CONTACT_KIND_MESSAGE = `Kind must be one of: ${Object.values(LeadContactKind).join(', ')}.`;
export const CONTACTED_AT_MESSAGE = 'When it happened must be a date and time (ISO 8601, e.g. 2026-11-30T14:05:00Z), or left out for now.';
/** logLeadContact: a call, text, e-mail or meeting with the lead, logged by the signed-in staff member. */
export class LogLeadContactDto {
  /** How the lead was reached. */
  @ValidateBy({
    name: 'leadContactKind',
    validator: { validate: (value) => Object.values(LeadContactKind).includes(value as LeadContactKind), defaultMessage: () => CONTACT_KIND_MESSAGE },
  })
  @ApiProperty({ enum: LeadContactKind, enumName: 'LeadContactKind' })
  kind: LeadContactKind;

  /** What was said or agreed; trimmed, line breaks kept. Blank or left out: no note. */
  @OptionalNullable()
  @TrimmedString({ max: LEAD_CONTACT_NOTE_MAX_LENGTH, multiline: true })
  note?: string | null;

  /** When it happened: not in the future, not before the lead came in. Left out: now. */
  @Optional()
  @IsoDateTime(CONTACTED_AT_MESSAGE)
  @ApiProperty({ required: false, type: 'string', format: 'date-time' })
  contactedAt?: string;
}

/** A logged contact, as logLeadContact answers it. */
export class LeadContactResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ type: 'integer' })
  leadId: number;
  @ApiProperty({ enum: LeadContactKind, enumName: 'LeadContactKind' })
  kind: LeadContactKind;
  note: string | null;
  /** Who made the contact; null once their account is gone. */
  @ApiProperty({ type: TimelineAuthorDto, nullable: true })
  author: TimelineAuthorDto | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  contactedAt: string;
}
