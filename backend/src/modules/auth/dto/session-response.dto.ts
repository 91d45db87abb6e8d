import { ApiProperty } from '@nestjs/swagger';

/** One signed-in session of the current user (a browser or device). */
export class SessionResponseDto {
  /** An opaque handle of the session (never the session id itself); pass it to endSessions. */
  id: string;

  @ApiProperty({ type: 'string', format: 'date-time' })
  signedInAt: string;

  /** When it ends unless used again (2 hours idle), and never later than 12 hours after sign-in. */
  @ApiProperty({ type: 'string', format: 'date-time' })
  expiresAt: string;

  /** The browser's description of itself (User-Agent) at sign-in; null when it sent none. */
  device: string | null;

  /** The session of this request. */
  current: boolean;
}
