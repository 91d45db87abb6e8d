import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { BodyInt } from '../../../common/body-int';
import { isIsoDateTime, Optional, OptionalNullable } from '../../../common/validation';
import { UserRole } from '../../../common/auth/user-role';

export const MAX_COUNTIES = 40;
export const COUNTY_MAX_LENGTH = 60;
export const PAUSED_UNTIL_MESSAGE = 'Out of office until must be a date and time in the future (ISO 8601 with its offset), or null to be back now.';
export const COUNTIES_MESSAGE = `Counties must be a list of at most ${MAX_COUNTIES} county names (each 1 to ${COUNTY_MAX_LENGTH} letters, spaces, dots or hyphens, e.g. "Clay County").`;
/** A pause longer than this is a typo, not a holiday. */
export const LONGEST_PAUSE_DAYS = 366;

/** An admin or sales rep, with their place in lead routing. */
export class StaffMemberResponseDto {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  @ApiProperty({ enum: [UserRole.Admin, UserRole.Sales], enumName: 'OfficeRole' })
  role: UserRole;
  /** "Out of office until …" (ISO 8601); null when available. Past times are answered as null. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  pausedUntil: string | null;
  /** The rep's territory; empty: every county. */
  counties: string[];
}

export class StaffListResponseDto {
  @ApiProperty({ type: [StaffMemberResponseDto] })
  items: StaffMemberResponseDto[];
}

/** updateStaffAvailability: a rep sets their own "out of office until"; an admin sets anyone's, and their counties. */
export class UpdateStaffAvailabilityDto {
  /** No new leads before this time (at most a year ahead); null: available now. Left out: unchanged. */
  @OptionalNullable()
  @ValidateBy({
    name: 'pausedUntil',
    validator: {
      validate: (value) => {
        if (!isIsoDateTime(value)) return false;
        const at = Date.parse(value);
        return at > Date.now() && at < Date.now() + LONGEST_PAUSE_DAYS * 86_400_000;
      },
      defaultMessage: () => PAUSED_UNTIL_MESSAGE,
    },
  })
  @ApiProperty({ required: false, nullable: true, type: 'string', format: 'date-time' })
  pausedUntil?: string | null;

  /** The counties the rep covers (admins only); an empty list: every county. Left out: unchanged. */
  @Optional()
  @ValidateBy({
    name: 'counties',
    validator: {
      validate: (value) =>
        Array.isArray(value) &&
        value.length <= MAX_COUNTIES &&
        value.every((county) => typeof county === 'string' && /^[\p{L} .'-]{1,60}$/u.test(county.trim()) && county.trim().length > 0),
      defaultMessage: () => COUNTIES_MESSAGE,
    },
  })
  @ApiProperty({ required: false, type: [String], maxItems: MAX_COUNTIES })
  counties?: string[];
}

export class LeadRoutingSettingsResponseDto {
  /** Who gets a lead no rep can take; null: the longest-serving admin. */
  @ApiProperty({ type: 'integer', nullable: true })
  defaultOwnerId: number | null;
}

export class UpdateLeadRoutingSettingsDto {
  /** An admin's or rep's user id; null: the longest-serving admin. */
  @OptionalNullable()
  @BodyInt(1, 2_147_483_647)
  @ApiProperty({ type: 'integer', nullable: true })
  defaultOwnerId: number | null;
}
