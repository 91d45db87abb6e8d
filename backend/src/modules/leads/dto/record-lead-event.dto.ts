import { ApiProperty } from '@nestjs/swagger';
import { IsEnum, Matches } from 'class-validator';
import { Optional, TrimmedString } from '../../../common/validation';
import { LeadActivityKind } from '../leads.enums';

export const LEAD_EVENT_SUBJECT_MAX_LENGTH = 120;
export const LEAD_EVENT_PATH_MAX_LENGTH = 300;

/**
 * recordLeadEvent: one thing a visitor who gave their e-mail did on the site (issue 28). The page
 * sends it only while it holds the hub token (localStorage accessToken); nothing else identifies them.
 */
export class RecordLeadEventDto {
  /** The hub access token the visitor got when they gave their e-mail. */
  @TrimmedString({ min: 20, max: 128 })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'Access token is not valid.' })
  accessToken: string;

  @ApiProperty({ enum: LeadActivityKind, enumName: 'LeadActivityKind' })
  @IsEnum(LeadActivityKind, { message: `Kind must be one of: ${Object.values(LeadActivityKind).join(', ')}.` })
  kind: LeadActivityKind;

  /** What it was about: a plan's slug, the compared plans' slugs joined by commas, or a calculator's name. */
  @Optional()
  @TrimmedString({ max: LEAD_EVENT_SUBJECT_MAX_LENGTH })
  @Matches(/^[a-z0-9][a-z0-9,-]*$/, { message: 'Subject must be lower-case letters, digits, hyphens and commas.' })
  subject?: string;

  /** The site path it happened on, without query or fragment (e.g. /designs/rose-mount). */
  @Optional()
  @TrimmedString({ max: LEAD_EVENT_PATH_MAX_LENGTH })
  @Matches(/^\/[A-Za-z0-9/_.-]*$/, { message: 'Path must be a site path without query or fragment.' })
  path?: string;
}
