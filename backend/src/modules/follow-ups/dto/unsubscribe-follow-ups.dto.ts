import { ApiProperty } from '@nestjs/swagger';
import { IsIn, Matches } from 'class-validator';
import { Optional } from '../../../common/validation';

export const UNSUBSCRIBE_INVALID_MESSAGE = 'This unsubscribe link is not valid.';
export const UNSUBSCRIBED_MESSAGE = "You're unsubscribed. We won't send you any more follow-up e-mails.";

/** ?token= of the unsubscribe link. */
export class UnsubscribeFollowUpsQueryDto {
  /** The token from the e-mail's link. */
  // One rule, so a missing, malformed or overlong token gets the one message.
  @Matches(/^\d{1,10}\.[A-Za-z0-9_-]{43}$/, { message: UNSUBSCRIBE_INVALID_MESSAGE })
  @ApiProperty({ maxLength: 60, pattern: '^\\d{1,10}\\.[A-Za-z0-9_-]{43}$' })
  token: string;
}

/**
 * The body: empty (the /unsubscribe page) or RFC 8058's one-click form body
 * `List-Unsubscribe=One-Click` that mail clients POST (form-encoded).
 */
export class UnsubscribeFollowUpsDto {
  @Optional()
  @IsIn(['One-Click'], { message: 'List-Unsubscribe must be One-Click.' })
  @ApiProperty({ required: false, enum: ['One-Click'] })
  'List-Unsubscribe'?: string;
}

export class UnsubscribeFollowUpsResponseDto {
  /** "You're unsubscribed. We won't send you any more follow-up e-mails." */
  message: string;
}
